import type { LedgerInfo } from '../../core/api/ledger-headers';
import { newerLedger, prunedSince } from '../../core/history/ledger-window';
import { getLedgerStatus, useLedgerStatus } from './ledger-status';

// A page's window (Oldest, Latest, the steps, the timeline, change search) comes from the newest ledger
// seen of its node, the one the status bar shows, not from the page's own answer: a pinned page is read
// once, and its answer's oldest went stale while the window moved on (issue 25 item 2).

export interface LedgerBounds {
  oldest: bigint | undefined;
  latest: bigint | undefined;
  /** The same window in block heights. */
  oldestBlock: bigint | undefined;
  newestBlock: bigint | undefined;
}

/**
 * The window of `node` for a page whose own answer carried `pageLedger` (of the same node: placeholders
 * never cross nodes): the newer of that and the newest ledger seen.
 */
export function useLedgerBounds(node: string, pageLedger: LedgerInfo | null | undefined): LedgerBounds {
  const newest = newerLedger(useLedgerStatus(node)?.ledger, pageLedger);
  return {
    oldest: newest?.oldestLedgerVersion,
    latest: newest?.ledgerVersion,
    oldestBlock: newest?.oldestBlockHeight,
    newestBlock: newest?.blockHeight,
  };
}

/**
 * `staleTime` of a read pinned at `version`: immutable (never stale) until the newest ledger seen of
 * `node` says the version was pruned. Then a page that opens it again (a step, a typed version, Back)
 * asks the node, which answers 410, instead of showing the cached value as if it could still be read;
 * the page that stays open keeps its value (no refetch) and says it was pruned since.
 */
export function pinnedStaleTime(node: string, version: bigint): () => number {
  return () => (prunedSince(version, getLedgerStatus(node)?.ledger?.oldestLedgerVersion) ? 0 : Infinity);
}
