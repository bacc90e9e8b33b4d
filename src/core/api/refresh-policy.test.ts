import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { followIntervalMs, retryDelayMs } from './refresh-policy';

const rateLimited = (retryAfterMs: number | null) =>
  new ApiError({ kind: 'rate_limited', message: '429', url: '', status: 429, retryAfterMs });

describe('retryDelayMs', () => {
  it('waits as long as a readable Retry-After says (at most 5 minutes)', () => {
    expect(retryDelayMs(1, rateLimited(30_000))).toBe(30_000);
    expect(retryDelayMs(1, rateLimited(999_999_000))).toBe(300_000);
  });
  it('backs off exponentially when Retry-After cannot be read (a node on another origin hides it)', () => {
    expect([1, 2, 3, 4].map((count) => retryDelayMs(count, rateLimited(null)))).toEqual([2_000, 4_000, 8_000, 16_000]);
  });
});

describe('followIntervalMs', () => {
  it('keeps the pace without failures, and doubles it per 429 in a row', () => {
    expect(followIntervalMs(4_000, null, 0)).toBe(4_000);
    expect([1, 2, 3, 10].map((failures) => followIntervalMs(4_000, rateLimited(null), failures))).toEqual([8_000, 16_000, 32_000, 300_000]);
    expect(followIntervalMs(4_000, rateLimited(60_000), 1)).toBe(60_000);
  });
  it('slows down for an answer it could not use (too large), which asking again would repeat', () => {
    expect(followIntervalMs(4_000, new ApiError({ kind: 'malformed_response', message: 'too large', url: '' }), 2)).toBe(16_000);
  });
  it('does not slow down for other failures', () => {
    expect(followIntervalMs(4_000, new ApiError({ kind: 'not_found', message: '', url: '' }), 3)).toBe(4_000);
  });
});
