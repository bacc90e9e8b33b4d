import { queryOptions } from '@tanstack/react-query';
import { apiKeyFor } from '../../core/settings/node-settings';
import { getLedgerInfo } from '../../core/api/ledger-info-read';
import { LATEST_STALE_MS } from '../../queries/versioned-read';
import { followIntervalMs } from '../../core/api/refresh-policy';

export const nodeQueries = {
  all: (node: string) => [node, 'node'] as const,
  /** `GET /v1` (extension): keeps the status bar current on pages without data of their own. */
  ledgerInfo: (node: string) =>
    queryOptions({
      queryKey: [...nodeQueries.all(node), 'ledger-info'],
      queryFn: ({ signal }) => getLedgerInfo({ node, signal, apiKey: apiKeyFor(node) }),
      staleTime: LATEST_STALE_MS,
      refetchInterval: (query) => followIntervalMs(5_000, query.state.error, query.state.fetchFailureCount),
    }),
};
