import type { LedgerInfoBody, NodeDegraded } from './schemas';

// Hand-written checks for the small bodies the browser reads on every page, with exactly the rules
// of their zod schemas in schemas.ts (the tests hold them to it): the schemas module registers OpenAPI
// metadata on import, so importing it would put all of zod in the explorer's first load.

export type WireParse<T> = { ok: true; value: T } | { ok: false; reason: string };

const U64_DECIMAL = /^(0|[1-9]\d{0,19})$/;
const U64_MAX = (1n << 64n) - 1n;

function isU64String(value: unknown): value is string {
  return typeof value === 'string' && U64_DECIMAL.test(value) && BigInt(value) <= U64_MAX;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** MoveStructTag on the wire: any non-empty string (moveStructTagSchema). */
export function isMoveStructTagString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

const U64_MEMBERS = ['epoch', 'ledger_version', 'oldest_ledger_version', 'ledger_timestamp', 'oldest_block_height', 'block_height'] as const;

/** The body of GET /v1 (ledgerInfoBodySchema): unknown members are dropped, as z.object does. */
export function parseLedgerInfoBody(value: unknown): WireParse<LedgerInfoBody> {
  if (!isRecord(value)) return { ok: false, reason: 'ledger info is not an object' };
  const chainId = value.chain_id;
  if (typeof chainId !== 'number' || !Number.isInteger(chainId) || chainId < 0 || chainId > 255) {
    return { ok: false, reason: 'chain_id: not an integer from 0 to 255' };
  }
  for (const name of U64_MEMBERS) {
    if (!isU64String(value[name])) return { ok: false, reason: `${name}: not a u64 decimal string` };
  }
  const { epoch, ledger_version, oldest_ledger_version, ledger_timestamp, node_role, oldest_block_height, block_height } = value;
  if (typeof node_role !== 'string') return { ok: false, reason: 'node_role: not a string' };
  // each was checked by isU64String above; the narrowing does not survive the loop, so check again cheaply
  if (
    typeof epoch !== 'string' ||
    typeof ledger_version !== 'string' ||
    typeof oldest_ledger_version !== 'string' ||
    typeof ledger_timestamp !== 'string' ||
    typeof oldest_block_height !== 'string' ||
    typeof block_height !== 'string'
  ) {
    return { ok: false, reason: 'ledger info members are not strings' };
  }
  const degraded = degradedOf(value.degraded);
  return {
    ok: true,
    value: {
      chain_id: chainId,
      epoch,
      ledger_version,
      oldest_ledger_version,
      ledger_timestamp,
      node_role,
      oldest_block_height,
      block_height,
      ...(degraded === undefined ? {} : { degraded }),
    },
  };
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
export function parseLenientErrorBody(value: unknown): WireParse<LenientErrorBody> {
  if (!isRecord(value)) return { ok: false, reason: 'error body is not an object' };
  const { message, error_code: errorCode, vm_error_code: vmErrorCode } = value;
  if (typeof message !== 'string') return { ok: false, reason: 'message: not a string' };
  if (errorCode !== undefined && typeof errorCode !== 'string') return { ok: false, reason: 'error_code: not a string' };
  if (vmErrorCode !== undefined && vmErrorCode !== null && !(typeof vmErrorCode === 'number' && Number.isFinite(vmErrorCode))) {
    return { ok: false, reason: 'vm_error_code: not a number or null' };
  }
  return { ok: true, value: { message, error_code: errorCode, vm_error_code: vmErrorCode } };
}

/** A write of a state key as the `…/versions` routes send it (stateKeyWriteSchema), read into bigints. */
export interface KeyWrite {
  version: bigint;
  deleted: boolean;
  /** Ledger time in microseconds; null when the node no longer knows it. */
  timestampUsec: bigint | null;
}

/** The body of a `…/versions` route (stateKeyWriteListSchema): an array of writes. */
export function parseStateKeyWriteList(value: unknown): WireParse<KeyWrite[]> {
  if (!Array.isArray(value)) return { ok: false, reason: 'write list is not an array' };
  const writes: KeyWrite[] = [];
  for (const [index, item] of value.entries()) {
    if (!isRecord(item)) return { ok: false, reason: `item ${index}: not an object` };
    const { version, deleted, timestamp } = item;
    if (!isU64String(version)) return { ok: false, reason: `item ${index}: version: not a u64 decimal string` };
    if (typeof deleted !== 'boolean') return { ok: false, reason: `item ${index}: deleted: not a boolean` };
    if (timestamp !== null && !isU64String(timestamp)) return { ok: false, reason: `item ${index}: timestamp: not a u64 decimal string or null` };
    writes.push({ version: BigInt(version), deleted, timestampUsec: timestamp === null ? null : BigInt(timestamp) });
  }
  return { ok: true, value: writes };
}
