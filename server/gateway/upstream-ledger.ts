// The upstream's ledger as an answer states it: read from its headers by the explorer's own parser
// (`ledgerFromHeaders`); gateway-memory.ts judges it by the explorer's one rule for a reset (`currentLedger`),
// so the gateway and the page agree on when a node serves another chain. The headers are kept under the names
// the upstream sent them (a real node's `X-Aptos-*`, our node's `X-NODE-*`): a cached answer is sent with
// these, never with the headers stored beside it (docs/api.md#the-gateway).
import {
  APTOS_LEDGER_HEADERS,
  LEDGER_HEADERS,
  REQUIRED_LEDGER_FIELDS,
  ledgerFromHeaders,
  type LedgerHeaderField,
} from '../../src/core/api/ledger-headers';
import type { LedgerHead, LedgerInfo } from '../../src/core/api/ledger-info';

const bothNames = (field: LedgerHeaderField) => [LEDGER_HEADERS[field], APTOS_LEDGER_HEADERS[field]].map((name) => name.toLowerCase());

/** Lower-case names of every header a node sends about its ledger or a list, under either prefix (for CORS). */
export const NODE_HEADER_NAMES: readonly string[] = (Object.keys(LEDGER_HEADERS) as LedgerHeaderField[]).flatMap(bothNames);

/** Lower-case names of every ledger header under either prefix (not the cursor nor gas used: those belong to one answer). */
export const LEDGER_HEADER_NAMES: ReadonlySet<string> = new Set(REQUIRED_LEDGER_FIELDS.flatMap(bothNames));

export interface SeenLedger extends LedgerHead {
  /** The ledger headers as the upstream sent them (lower-case names). */
  headers: Readonly<Record<string, string>>;
  /** When the upstream last answered with this ledger or an older one (ms, the gateway's monotonic clock). */
  seenAt: number;
}

/**
 * The ledger an upstream answer describes, or null when it names none the gateway can trust (headers
 * missing, malformed, or an oldest version above the latest: nothing is cached by such a ledger).
 */
export function ledgerOfAnswer(headers: Headers, seenAt: number): SeenLedger | null {
  let head: LedgerInfo | null;
  try {
    head = ledgerFromHeaders(headers);
  } catch {
    return null;
  }
  if (head === null) return null;
  const picked: Record<string, string> = {};
  for (const name of LEDGER_HEADER_NAMES) {
    const value = headers.get(name);
    if (value !== null) picked[name] = value;
  }
  // the head alone (not the answer's own gas used, nor where it was read)
  const kept = Object.fromEntries(REQUIRED_LEDGER_FIELDS.map((field) => [field, head[field]])) as LedgerHead;
  return { ...kept, headers: picked, seenAt };
}
