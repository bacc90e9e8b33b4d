import type { LedgerHead } from '../../../src/core/api/ledger-info';
import { LEDGER_HEADERS, ledgerToHeaders } from '../../../src/core/api/ledger-headers';

/**
 * The seven ledger headers of a head, computed once per head: every API response carries them
 * (docs/api.md#ledger-headers), so the hot path only looks them up.
 */
export function createLedgerHeaderCache(): (head: LedgerHead) => Readonly<Record<string, string>> {
  let lastHead: LedgerHead | null = null;
  let lastHeaders: Readonly<Record<string, string>> = {};
  return (head) => {
    if (head !== lastHead) {
      lastHead = head;
      const headers = Object.entries(ledgerToHeaders({ ...head, gasUsed: null }));
      lastHeaders = Object.freeze(Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value])));
    }
    return lastHeaders;
  };
}

/**
 * Access-Control-Expose-Headers (docs/api.md#cors, **ours**): the ledger headers; ETag, with which a client
 * on another origin revalidates a read at latest (If-None-Match → 304); Retry-After, so it can wait as
 * long as the node asks.
 */
export const EXPOSED_LEDGER_HEADERS = [...Object.values(LEDGER_HEADERS), 'ETag', 'Retry-After'].join(', ');
