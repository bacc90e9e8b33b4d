import { queryOptions } from '@tanstack/react-query';
import { accountActivity, accountAssets, accountAssetsAt, functionCallers } from '../core/api/indexer-reads';
import { FOLLOW, indexerRequest, indexerStatusQueries, type IndexerSource } from './indexer-status-queries';

// An account's reads from the indexer (and a function's callers), beside the status reads every indexer page
// asks (indexer-status-queries.ts, where the keys, the retry and the pace are said).
export { indexerRequest, type IndexerSource } from './indexer-status-queries';

export const indexerQueries = {
  ...indexerStatusQueries,
  assets: (source: IndexerSource, address: string) =>
    queryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'assets', address],
      queryFn: ({ signal }) => accountAssets({ ...indexerRequest(source, signal), address }),
      ...FOLLOW,
    }),
  /** Balances at a pinned version the index has reached, where its activities allow (indexer-reads.ts accountAssetsAt). */
  assetsAt: (source: IndexerSource, address: string, at: bigint) =>
    queryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'assets', address, at.toString()],
      queryFn: ({ signal }) => accountAssetsAt({ ...indexerRequest(source, signal), address, at }),
      ...FOLLOW,
    }),
  /** With `at`, the transactions up to that version. */
  activity: (source: IndexerSource, address: string, page: number, at: bigint | undefined) =>
    queryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'activity', address, page, at?.toString()],
      queryFn: ({ signal }) => accountActivity({ ...indexerRequest(source, signal), address, page, at }),
      ...FOLLOW,
    }),
  callers: (source: IndexerSource, functionIds: string[], page: number, at: bigint | undefined) =>
    queryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'callers', functionIds.join(','), page, at?.toString()],
      queryFn: ({ signal }) => functionCallers({ ...indexerRequest(source, signal), functionIds, page, at }),
      ...FOLLOW,
    }),
};
