import { describe, expect, it } from 'vitest';
import { ApiError, errorKindForStatus } from '../core/api/errors';
import { MAX_QUIET_RETRY_AFTER_MS, shouldRetry } from './query-client';

const rateLimited = (retryAfterMs: number | null) =>
  new ApiError({ kind: 'rate_limited', message: 'slow down', status: 429, url: 'http://n/v1', retryAfterMs });

describe('shouldRetry', () => {
  it('retries a 429 a few times when its Retry-After is short or unreadable', () => {
    expect(shouldRetry(0, rateLimited(null))).toBe(true);
    expect(shouldRetry(2, rateLimited(2_000))).toBe(true);
    expect(shouldRetry(3, rateLimited(2_000))).toBe(false);
  });

  it('shows a long Retry-After at once instead of waiting it out behind a skeleton', () => {
    expect(shouldRetry(0, rateLimited(MAX_QUIET_RETRY_AFTER_MS + 1))).toBe(false);
    expect(shouldRetry(0, rateLimited(3_600_000))).toBe(false);
    const unavailable = new ApiError({ kind: 'unavailable', message: 'busy', status: 503, url: 'http://n/v1', retryAfterMs: 60_000 });
    expect(shouldRetry(0, unavailable)).toBe(false);
  });

  it('does not retry 4xx or answers it cannot use', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'not_found', message: 'no', status: 404, url: 'http://n/v1' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'malformed_response', message: 'bad', status: 200, url: 'http://n/v1' }))).toBe(false);
    for (const status of [406, 417, 418, 431, 451]) {
      expect(
        shouldRetry(0, new ApiError({ kind: errorKindForStatus(status, null), message: 'no', status, url: 'http://n/v1' })),
        String(status),
      ).toBe(false);
    }
  });

  it('retries 5xx and a 408 a few times', () => {
    for (const status of [408, 500, 502, 504]) {
      expect(
        shouldRetry(0, new ApiError({ kind: errorKindForStatus(status, null), message: 'no', status, url: 'http://n/v1' })),
        String(status),
      ).toBe(true);
    }
  });
});
