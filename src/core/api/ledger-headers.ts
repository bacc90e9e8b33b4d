import { MAX_U64 } from '../move/integers';
import { ApiError } from './errors';
import { APTOS_LEDGER_HEADERS, LEDGER_FIELDS, LEDGER_HEADERS, REQUIRED_LEDGER_FIELDS, type LedgerHeaderField } from './ledger-fields';
import type { LedgerInfo } from './ledger-info';

export type { LedgerInfo } from './ledger-info';
export { APTOS_LEDGER_HEADERS, LEDGER_HEADERS, REQUIRED_LEDGER_FIELDS, type LedgerHeaderField } from './ledger-fields';

/** One header under either name: its value and the name it was read under (null when neither is readable). */
function readHeader(headers: Headers, field: LedgerHeaderField): { name: string; value: string | null } {
  const ours = headers.get(LEDGER_HEADERS[field]);
  if (ours !== null) return { name: LEDGER_HEADERS[field], value: ours };
  const aptos = headers.get(APTOS_LEDGER_HEADERS[field]);
  return {
    name: aptos === null ? `${LEDGER_HEADERS[field]} (or ${APTOS_LEDGER_HEADERS[field]})` : APTOS_LEDGER_HEADERS[field],
    value: aptos,
  };
}

/** A ledger header's value under either name (`X-NODE-*` or `X-Aptos-*`), null when neither is readable. */
export function ledgerHeaderValue(headers: Headers, field: LedgerHeaderField): string | null {
  return readHeader(headers, field).value;
}

/** The page cursor (`X-NODE-CURSOR` or `X-Aptos-Cursor`): null when absent, empty or hidden from the page. */
export function cursorFromHeaders(headers: Headers): string | null {
  const cursor = ledgerHeaderValue(headers, 'cursor');
  return cursor === '' ? null : cursor;
}

const UNSIGNED_DECIMAL = /^\d{1,20}$/;

function malformedHeader(name: string, value: string | null, url: string): ApiError {
  const shown = value === null ? 'missing' : `"${value}"`;
  return new ApiError({ kind: 'malformed_response', message: `Ledger header ${name} is ${shown}`, url });
}

/** A u8 or u64 header's value (a bigint for a u64: never rounded); malformed_response when missing or out of range. */
function parseHeader(headers: Headers, field: LedgerHeaderField, url: string): number | bigint {
  const { name, value } = readHeader(headers, field);
  // chain id is a u8 (seed description §4.4)
  const max = LEDGER_FIELDS[field].kind === 'u8' ? 255n : MAX_U64;
  if (value === null || !UNSIGNED_DECIMAL.test(value) || BigInt(value) > max) throw malformedHeader(name, value, url);
  return max === MAX_U64 ? BigInt(value) : Number(value);
}

/** Sent by our node's `--upstream` gateway on every answer: the upstream node's API base URL (docs/api.md#the-gateway). */
export const GATEWAY_UPSTREAM_HEADER = 'X-Ledger-Gateway-Upstream';

/**
 * Reads the ledger headers of a response, each under either name (`X-NODE-*`, or `X-Aptos-*` as real
 * nodes send them; any case). Returns null when none of the required ones is
 * visible (a node on another origin that does not expose them to CORS); throws ApiError
 * `malformed_response` when some are present but missing or not unsigned decimal, or when the
 * oldest version (or block height) is above the latest.
 * u64 values become bigint, never number.
 */
export function ledgerFromHeaders(headers: Headers, url = ''): LedgerInfo | null {
  if (REQUIRED_LEDGER_FIELDS.every((field) => ledgerHeaderValue(headers, field) === null)) return null;
  const read = Object.fromEntries(REQUIRED_LEDGER_FIELDS.map((field) => [field, parseHeader(headers, field, url)]));
  const gasUsed = ledgerHeaderValue(headers, 'gasUsed') !== null ? (parseHeader(headers, 'gasUsed', url) as bigint) : null;
  const ledger = { ...read, gasUsed } as LedgerInfo;
  const upstream = headers.get(GATEWAY_UPSTREAM_HEADER);
  if (upstream !== null && upstream !== '') ledger.viaGateway = upstream;
  // a window whose oldest end is past its newest is no window: the version control would offer versions that cannot exist
  if (ledger.oldestLedgerVersion > ledger.ledgerVersion) {
    throw inconsistent(`the oldest version ${ledger.oldestLedgerVersion} is above the latest ${ledger.ledgerVersion}`, url);
  }
  if (ledger.oldestBlockHeight > ledger.blockHeight) {
    throw inconsistent(`the oldest block height ${ledger.oldestBlockHeight} is above the latest ${ledger.blockHeight}`, url);
  }
  return ledger;
}

function inconsistent(what: string, url: string): ApiError {
  return new ApiError({ kind: 'malformed_response', message: `Ledger headers disagree: ${what}`, url });
}

/** The headers a node sends for `info` (X-NODE-GAS-USED only when known). */
export function ledgerToHeaders(info: LedgerInfo): Record<string, string> {
  const sent = info.gasUsed === null ? REQUIRED_LEDGER_FIELDS : [...REQUIRED_LEDGER_FIELDS, 'gasUsed' as const];
  return Object.fromEntries(sent.map((field) => [LEDGER_HEADERS[field], String(info[field])]));
}
