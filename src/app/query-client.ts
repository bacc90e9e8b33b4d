import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from '../core/api/errors';
import { retryDelayMs } from '../core/api/refresh-policy';
import type { LedgerInfo } from '../core/api/ledger-headers';
import { forgetPrunedReads } from '../queries/ledger-status/ledger-bounds';
import { ledgerMemory, reportLedger } from '../queries/ledger-status/ledger-status';

const MAX_RETRIES = 3;
/**
 * A Retry-After longer than this is the node's answer for now: shown at once. Retrying quietly would
 * leave the page a skeleton for as long as it asks (a hostile node's `Retry-After: 3600` did for 5 minutes).
 */
export const MAX_QUIET_RETRY_AFTER_MS = 10_000;

/** No retries on 4xx (a pruned or missing item shows at once); a few on 5xx, network and 429 (docs/architecture.md#the-apps-conventions). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.retryAfterMs !== null && error.retryAfterMs > MAX_QUIET_RETRY_AFTER_MS) return false;
  // a 4xx without a kind of its own (406, 417, 431, …) is the node's answer to this request, not a hiccup;
  // 408 (the node gave up waiting for the request) is worth sending again
  const answered4xx = error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 408;
  if (error.kind === 'internal') return !answered4xx;
  return error.kind === 'network' || error.kind === 'unavailable' || error.kind === 'rate_limited';
}

function isLedgerInfo(value: unknown): value is LedgerInfo {
  return typeof value === 'object' && value !== null && 'ledgerVersion' in value && typeof value.ledgerVersion === 'bigint';
}

/**
 * Every query result of shape `{ ledger }` under a key starting with the node URL feeds the status bar
 * (the client's ledger memory). A ledger of another chain (the node's chain was reset) makes every other
 * read of that node's old chain go: the open pages ask again, the rest is dropped. A window that moved
 * past a pinned read makes it stale (ledger-bounds.ts).
 */
function feedLedger(client: QueryClient, query: Query<unknown, unknown>, result: unknown): void {
  const node = query.queryKey[0];
  if (typeof node !== 'string' || typeof result !== 'object' || result === null || !('ledger' in result)) return;
  const ledger = result.ledger;
  const reach = result instanceof ApiError ? result.reach : null;
  const detail = result instanceof ApiError && reach === 'not_api' ? result.message : undefined;
  if (ledger !== null && !isLedgerInfo(ledger)) return;
  const memory = ledgerMemory(client);
  const oldestBefore = memory.status.get(node)?.ledger?.oldestLedgerVersion;
  const reset = reportLedger(memory, node, ledger, reach, detail);
  const oldest = memory.status.get(node)?.ledger?.oldestLedgerVersion;
  // outside the cache's callback, which is still handling this answer
  if (reset) queueMicrotask(() => void client.resetQueries({ queryKey: [node], predicate: (other) => other !== query }));
  else if (oldest !== undefined && oldest !== oldestBefore) queueMicrotask(() => void forgetPrunedReads(client, node, oldest));
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onSuccess: (data, query) => feedLedger(client, query, data),
      onError: (error, query) => {
        if (error instanceof ApiError) feedLedger(client, query, error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: retryDelayMs, refetchOnWindowFocus: false, gcTime: 5 * 60_000 },
    },
  });
  return client;
}

/** The app's one client: route loaders and components share it. */
export const queryClient = createQueryClient();
