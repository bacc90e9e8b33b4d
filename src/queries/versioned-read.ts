import { followIntervalMs } from '../core/api/refresh-policy';
import { pinned } from './ledger-status/ledger-bounds';

/** A versioned query key's last part: the version, or 'latest' (docs/architecture.md#the-apps-conventions). */
export function versionKey(version: bigint | undefined): string {
  return version?.toString() ?? 'latest';
}

/** Following latest: a read is fresh this long, and refreshed this often (slower while the node answers 429/503). */
export const LATEST_STALE_MS = 2_000;
const LATEST_REFRESH_MS = 4_000;

/**
 * The freshness of a read at `version` (undefined: latest), the one rule for every versioned query: a
 * pinned version is immutable, never stale until the window moves past it (ledger-bounds.ts `pinned`);
 * latest is short-lived and refreshed. A pinned read that failed (410, 404) fails again: a page that
 * mounts after the route's prefetch shows that answer instead of asking twice (Retry is on the error view).
 */
export function versionedRead(version: bigint | undefined) {
  if (version !== undefined) return { ...pinned(version), refetchInterval: false as const, retryOnMount: false };
  return { staleTime: LATEST_STALE_MS, refetchInterval: followPace, retryOnMount: true };
}

/** How often a read of what grows with latest is refreshed. */
export function followPace(query: { state: { error: unknown; fetchFailureCount: number } }): number {
  return followIntervalMs(LATEST_REFRESH_MS, query.state.error, query.state.fetchFailureCount);
}
