import { queryOptions } from '@tanstack/react-query';
import { accountActivity, accountAssets, functionCallers, indexedVersion } from '../core/api/indexer-reads';
import { indexerUrlOf } from '../core/api/networks';
import { apiKeyFor } from '../core/settings/node-settings';
import { followPace } from './versioned-read';

// The indexer's answers are current (its latest), never pinned: each is refreshed as latest reads are.
// Keys: the node first (its indexer follows from it), then what is asked.
const FOLLOW = { staleTime: 2_000, refetchInterval: followPace, retry: 1 } as const;

export const indexerQueries = {
  status: (node: string) =>
    queryOptions({
      queryKey: [node, 'indexer', 'status'],
      queryFn: ({ signal }) => indexedVersion({ url: indexerUrlOf(node), signal, apiKey: apiKeyFor(node) }),
      ...FOLLOW,
    }),
  assets: (node: string, address: string) =>
    queryOptions({
      queryKey: [node, 'indexer', 'assets', address],
      queryFn: ({ signal }) => accountAssets({ url: indexerUrlOf(node), address, signal, apiKey: apiKeyFor(node) }),
      ...FOLLOW,
    }),
  activity: (node: string, address: string, page: number) =>
    queryOptions({
      queryKey: [node, 'indexer', 'activity', address, page],
      queryFn: ({ signal }) => accountActivity({ url: indexerUrlOf(node), address, page, signal, apiKey: apiKeyFor(node) }),
      ...FOLLOW,
    }),
  callers: (node: string, functionIds: string[], page: number) =>
    queryOptions({
      queryKey: [node, 'indexer', 'callers', functionIds.join(','), page],
      queryFn: ({ signal }) => functionCallers({ url: indexerUrlOf(node), functionIds, page, signal, apiKey: apiKeyFor(node) }),
      ...FOLLOW,
    }),
};
