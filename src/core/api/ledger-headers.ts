import { MAX_U64 } from '../move/integers';
import { ApiError } from './errors';
import type { LedgerInfo } from './ledger-info';

export type { LedgerInfo } from './ledger-info';

/** Wire names of the ledger headers as our node sends them (HTTP header names are case-insensitive). */
export const LEDGER_HEADERS = {
  chainId: 'X-NODE-CHAIN-ID',
  ledgerVersion: 'X-NODE-LEDGER-VERSION',
  oldestLedgerVersion: 'X-NODE-LEDGER-OLDEST-VERSION',
  ledgerTimestampUsec: 'X-NODE-LEDGER-TIMESTAMPUSEC',
  epoch: 'X-NODE-EPOCH',
  blockHeight: 'X-NODE-BLOCK-HEIGHT',
  oldestBlockHeight: 'X-NODE-OLDEST-BLOCK-HEIGHT',
  gasUsed: 'X-NODE-GAS-USED',
  cursor: 'X-NODE-CURSOR',
} as const;

export type LedgerHeaderField = keyof typeof LEDGER_HEADERS;

/**
 * The same headers as real nodes name them (aptos-core `api/src/response.rs`: the description's
 * `X-NODE-*` stands in for this prefix). The explorer reads either name, wherever it is readable.
 */
export const APTOS_LEDGER_HEADERS: Record<LedgerHeaderField, string> = {
  chainId: 'X-Aptos-Chain-Id',
  ledgerVersion: 'X-Aptos-Ledger-Version',
  oldestLedgerVersion: 'X-Aptos-Ledger-Oldest-Version',
  ledgerTimestampUsec: 'X-Aptos-Ledger-TimestampUsec',
  epoch: 'X-Aptos-Epoch',
  blockHeight: 'X-Aptos-Block-Height',
  oldestBlockHeight: 'X-Aptos-Oldest-Block-Height',
  gasUsed: 'X-Aptos-Gas-Used',
  cursor: 'X-Aptos-Cursor',
};

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

const REQUIRED_U64_FIELDS = [
  'ledgerVersion',
  'oldestLedgerVersion',
  'ledgerTimestampUsec',
  'epoch',
  'blockHeight',
  'oldestBlockHeight',
] as const;

/** The ledger headers every answer carries (the others: `gasUsed`, `cursor`, only where they apply). */
export const REQUIRED_LEDGER_FIELDS = ['chainId', ...REQUIRED_U64_FIELDS] as const satisfies readonly LedgerHeaderField[];

const UNSIGNED_DECIMAL = /^\d{1,20}$/;

function malformedHeader(name: string, value: string | null, url: string): ApiError {
  const shown = value === null ? 'missing' : `"${value}"`;
  return new ApiError({ kind: 'malformed_response', message: `Ledger header ${name} is ${shown}`, url });
}

function parseU64Header(headers: Headers, field: LedgerHeaderField, url: string): bigint {
  const { name, value } = readHeader(headers, field);
  if (value === null || !UNSIGNED_DECIMAL.test(value)) throw malformedHeader(name, value, url);
  const parsed = BigInt(value);
  if (parsed > MAX_U64) throw malformedHeader(name, value, url);
  return parsed;
}

function parseChainId(headers: Headers, url: string): number {
  const { name, value } = readHeader(headers, 'chainId');
  // chain id is a u8 (seed description §4.4)
  if (value === null || !/^\d{1,3}$/.test(value) || Number(value) > 255) {
    throw malformedHeader(name, value, url);
  }
  return Number(value);
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
  const gasUsed = ledgerHeaderValue(headers, 'gasUsed') !== null ? parseU64Header(headers, 'gasUsed', url) : null;
  const ledger: LedgerInfo = {
    chainId: parseChainId(headers, url),
    ledgerVersion: parseU64Header(headers, 'ledgerVersion', url),
    oldestLedgerVersion: parseU64Header(headers, 'oldestLedgerVersion', url),
    ledgerTimestampUsec: parseU64Header(headers, 'ledgerTimestampUsec', url),
    epoch: parseU64Header(headers, 'epoch', url),
    blockHeight: parseU64Header(headers, 'blockHeight', url),
    oldestBlockHeight: parseU64Header(headers, 'oldestBlockHeight', url),
    gasUsed,
  };
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
  const headers: Record<string, string> = { [LEDGER_HEADERS.chainId]: String(info.chainId) };
  for (const field of REQUIRED_U64_FIELDS) headers[LEDGER_HEADERS[field]] = info[field].toString();
  if (info.gasUsed !== null) headers[LEDGER_HEADERS.gasUsed] = info.gasUsed.toString();
  return headers;
}
