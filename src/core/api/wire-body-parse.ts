import { fail, ok, type Result } from '../result';

// Hand-written checks for the small bodies the browser reads on every page, with exactly the rules
// of their zod schemas in schemas.ts (the tests hold them to it). Reading them with the schemas would
// put zod in the explorer's first load: +9.6 kB gzip, as zod's module then carries every feature the
// lazily loaded readers use too (measured with bench:app, issue 24). Bodies read only past the first paint
// have their check beside their read (ledger-info-read.ts, key-write-list.ts), out of the first load too.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What an error body tells, read leniently: a code this client does not know must not hide the status. */
export interface LenientErrorBody {
  message: string;
  error_code?: string | undefined;
  vm_error_code?: number | null | undefined;
}

/** An error body: `message` a string, `error_code` a string if present, `vm_error_code` a finite number or null if present. */
export function parseLenientErrorBody(value: unknown): Result<LenientErrorBody> {
  if (!isRecord(value)) return fail('error body is not an object');
  const { message, error_code: errorCode, vm_error_code: vmErrorCode } = value;
  if (typeof message !== 'string') return fail('message: not a string');
  if (errorCode !== undefined && typeof errorCode !== 'string') return fail('error_code: not a string');
  if (vmErrorCode !== undefined && vmErrorCode !== null && !(typeof vmErrorCode === 'number' && Number.isFinite(vmErrorCode))) {
    return fail('vm_error_code: not a number or null');
  }
  return ok({ message, error_code: errorCode, vm_error_code: vmErrorCode });
}
