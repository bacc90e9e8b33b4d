import type { LedgerInfo } from '../../core/api/ledger-headers';
import { newerLedger, prunedSince } from '../../core/history/ledger-window';
import type { Query, QueryClient } from '@tanstack/react-query';
import { useLedgerStatus } from './ledger-status';

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
 * A read pinned at a version (or at the version its answer starts at: `pinnedAt(data)`) is immutable:
 * fresh forever, until the newest ledger seen of its node says the version was
 * pruned (forgetPrunedReads). Then a page that opens it again (a step, a typed version, Back) asks the
 * node, which answers 410, instead of showing the cached value as if it could still be read; the page
 * that stays open keeps its value (no refetch) and says it was pruned since.
 */
export function pinned<T>(pinnedAt: bigint | ((data: T) => bigint | undefined)) {
  return { staleTime: Infinity, meta: { pinnedAt: typeof pinnedAt === 'bigint' ? () => pinnedAt : pinnedAt } };
}

/** Marks stale, without asking again, every read of `node` pinned at a version below `oldest`. */
export function forgetPrunedReads(client: QueryClient, node: string, oldest: bigint): Promise<void> {
  const prunedRead = (query: Query) => {
    const pinnedAt = query.meta?.pinnedAt;
    const version = typeof pinnedAt === 'function' && query.state.data !== undefined ? pinnedAt(query.state.data) : undefined;
    return typeof version === 'bigint' && prunedSince(version, oldest);
  };
  return client.invalidateQueries({ queryKey: [node], predicate: prunedRead, refetchType: 'none' });
}
