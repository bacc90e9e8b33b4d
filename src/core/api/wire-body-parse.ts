import { fail, ok, type Result } from '../result';
import type { LedgerInfoBody, NodeDegraded } from './schemas';
import { isU64String } from './u64-text';

// Hand-written checks for the small bodies the browser reads on every page, with exactly the rules
// of their zod schemas in schemas.ts (the tests hold them to it). Reading them with the schemas would
// put zod in the explorer's first load: +9.6 kB gzip, as zod's module then carries every feature the
// lazily loaded readers use too (measured with bench:app, issue 24).

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const U64_MEMBERS = [
  'epoch',
  'ledger_version',
  'oldest_ledger_version',
  'ledger_timestamp',
  'oldest_block_height',
  'block_height',
] as const;

/** The body of GET /v1 (ledgerInfoBodySchema): unknown members are dropped, as z.object does. */
export function parseLedgerInfoBody(value: unknown): Result<LedgerInfoBody> {
  if (!isRecord(value)) return fail('ledger info is not an object');
  const chainId = value.chain_id;
  if (typeof chainId !== 'number' || !Number.isInteger(chainId) || chainId < 0 || chainId > 255) {
    return fail('chain_id: not an integer from 0 to 255');
  }
  const u64s: Partial<Record<(typeof U64_MEMBERS)[number], string>> = {};
  for (const name of U64_MEMBERS) {
    const member = value[name];
    if (!isU64String(member)) return fail(`${name}: not a u64 decimal string`);
    u64s[name] = member;
  }
  const nodeRole = value.node_role;
  if (typeof nodeRole !== 'string') return fail('node_role: not a string');
  const degraded = degradedOf(value.degraded);
  return ok({
    chain_id: chainId,
    // the loop above set every one of them
    ...(u64s as Record<(typeof U64_MEMBERS)[number], string>),
    node_role: nodeRole,
    ...(degraded === undefined ? {} : { degraded }),
  });
}

/** `degraded` of GET /v1 (nodeDegradedSchema): optional, and dropped when it is not as described. */
function degradedOf(value: unknown): NodeDegraded | undefined {
  if (!isRecord(value)) return undefined;
  const { reason, message, since, attempts } = value;
  if (typeof reason !== 'string' || typeof message !== 'string' || typeof since !== 'string') return undefined;
  // a safe integer, as zod's int() takes it (an unsafe one is no count of attempts)
  if (typeof attempts !== 'number' || !Number.isSafeInteger(attempts) || attempts < 1) return undefined;
  return { reason, message, since, attempts };
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
