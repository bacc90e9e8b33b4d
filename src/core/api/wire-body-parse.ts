import { fail, ok, type Result } from '../result';
import { isU64String } from './u64-text';

// Hand-written checks for the small bodies the browser reads on every page, with exactly the rules
// of their zod schemas in schemas.ts (the tests hold them to it). Reading them with the schemas would
// put zod in the explorer's first load: +9.6 kB gzip, as zod's module then carries every feature the
// lazily loaded readers use too (measured with bench:app, issue 24).

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

/** A write of a state key as the `…/versions` routes send it (stateKeyWriteSchema), read into bigints. */
export interface KeyWrite {
  version: bigint;
  deleted: boolean;
  /** Ledger time in microseconds; null when the node no longer knows it. */
  timestampUsec: bigint | null;
}

/** The body of a `…/versions` route (stateKeyWriteListSchema): an array of writes. */
export function parseStateKeyWriteList(value: unknown): Result<KeyWrite[]> {
  if (!Array.isArray(value)) return fail('write list is not an array');
  const writes: KeyWrite[] = [];
  for (const [index, item] of value.entries()) {
    if (!isRecord(item)) return fail(`item ${index}: not an object`);
    const { version, deleted, timestamp } = item;
    if (!isU64String(version)) return fail(`item ${index}: version: not a u64 decimal string`);
    if (typeof deleted !== 'boolean') return fail(`item ${index}: deleted: not a boolean`);
    if (timestamp !== null && !isU64String(timestamp)) return fail(`item ${index}: timestamp: not a u64 decimal string or null`);
    writes.push({ version: BigInt(version), deleted, timestampUsec: timestamp === null ? null : BigInt(timestamp) });
  }
  return ok(writes);
}
