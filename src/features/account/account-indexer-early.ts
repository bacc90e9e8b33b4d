import type { QueryClient } from '@tanstack/react-query';
import { indexerQueries, type IndexerSource } from '../../queries/indexer-queries';

/**
 * The indexer's first reads (its status, its chain, the current assets), started beside the node's list: the
 * sections (account-indexer.tsx) find them in flight or answered. Activity and pinned balances need the status.
 */
export function startIndexerReads(client: QueryClient, source: IndexerSource, address: string, pinned: bigint | undefined): void {
  void client.prefetchQuery(indexerQueries.status(source));
  void client.prefetchQuery(indexerQueries.chain(source));
  if (pinned === undefined) void client.prefetchQuery(indexerQueries.assets(source, address));
}
