import { queryOptions } from '@tanstack/react-query';
import { followIntervalMs } from '../../core/api/refresh-policy';
import { apiKeyFor } from '../../core/settings/node-settings';
import { getRawTableItem } from '../../core/api/client';
import { pinnedStaleTime } from '../../queries/ledger-status/ledger-bounds';

// Keys: node URL first, then the endpoint, then every normalised input (docs/architecture.md#the-apps-conventions).
// A pinned version is immutable (never stale until it is pruned: pinnedStaleTime); latest is short-lived and refreshes.
// Retries follow the app-wide policy (shouldRetry in src/app/query-client.ts: none on 4xx).
const LATEST_STALE_MS = 2_000;
const LATEST_REFRESH_MS = 4_000;

export const tableQueries = {
  all: (node: string) => [node, 'table'] as const,
  /** `keyHex` is the normalised HexEncodedBytes of the key (lowercase, `0x`). */
  item: (node: string, tableHandle: string, keyHex: string, ledgerVersion: bigint | undefined) =>
    queryOptions({
      queryKey: [...tableQueries.all(node), tableHandle, keyHex, ledgerVersion?.toString() ?? 'latest'],
      queryFn: ({ signal }) => getRawTableItem({ node, tableHandle, key: keyHex, ledgerVersion, signal, apiKey: apiKeyFor(node) }),
      staleTime: ledgerVersion === undefined ? LATEST_STALE_MS : pinnedStaleTime(node, ledgerVersion),
      // following latest: slower and slower while the node answers 429/503
      refetchInterval: ledgerVersion === undefined ? (query) => followIntervalMs(LATEST_REFRESH_MS, query.state.error, query.state.fetchFailureCount) : false,
      // a pinned read that failed (410, 404) fails again: mounting does not ask twice (Retry is on the error view)
      retryOnMount: ledgerVersion === undefined,
    }),
};
