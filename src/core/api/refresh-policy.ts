// How soon to read again after a failure the node asked us to wait out (429, 503). Retry-After is
// honoured when it can be read; a node on another origin that does not expose it still gets
// exponentially longer pauses, never the normal pace.
import { ApiError } from './errors';

const MAX_BACKOFF_MS = 5 * 60_000;

function asksToWait(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.kind === 'rate_limited' || error.kind === 'unavailable');
}

/** An answer the explorer could not use (too large, not what the API describes): asking at the same pace would repeat it. */
function unusable(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'malformed_response';
}

/** Delay before retry number `failureCount` (1 = the first retry). */
export function retryDelayMs(failureCount: number, error: unknown): number {
  if (asksToWait(error)) {
    if (error.retryAfterMs !== null) return Math.min(error.retryAfterMs, MAX_BACKOFF_MS);
    return Math.min(2_000 * 2 ** (failureCount - 1), MAX_BACKOFF_MS);
  }
  return Math.min(400 * 2 ** failureCount, 5_000);
}

/**
 * The pace of a page that follows latest: `normalMs`, or after `failures` reads in a row that the
 * node answered "wait" (429/503) or that could not be used (a 50 MB body), that pace doubled per
 * failure (at least what Retry-After says).
 */
export function followIntervalMs(normalMs: number, error: unknown, failures: number): number {
  if (!(asksToWait(error) || unusable(error)) || failures === 0) return normalMs;
  const backoff = Math.min(normalMs * 2 ** failures, MAX_BACKOFF_MS);
  return Math.max(backoff, Math.min(asksToWait(error) ? (error.retryAfterMs ?? 0) : 0, MAX_BACKOFF_MS));
}
