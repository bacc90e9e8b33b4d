import { describe, expect, it } from 'vitest';
import { ApiError, errorKindForStatus, isAbortError, parseRetryAfter } from './errors';

describe('errorKindForStatus', () => {
  it.each([
    [400, 'web_framework_error', 'invalid'],
    [411, 'web_framework_error', 'invalid'],
    [413, 'web_framework_error', 'invalid'],
    [415, 'web_framework_error', 'invalid'],
    [401, null, 'forbidden'],
    [403, 'api_disabled', 'forbidden'],
    [404, 'version_not_found', 'future'],
    [404, 'resource_not_found', 'not_found'],
    [404, 'table_item_not_found', 'not_found'],
    [404, null, 'not_found'],
    [405, 'web_framework_error', 'not_found'],
    [410, 'version_pruned', 'pruned'],
    [429, null, 'rate_limited'],
    [503, 'internal_error', 'unavailable'],
    [500, 'internal_error', 'internal'],
    [502, null, 'internal'],
    [418, null, 'internal'],
  ] as const)('%i %s → %s', (status, code, kind) => {
    expect(errorKindForStatus(status, code)).toBe(kind);
  });

  it("reads a real node's 500 for a pruned version (an account's transactions, events) as pruned", () => {
    const storage =
      'Failed to retrieve account transactions: AptosDB Other Error: Transaction at version 9 is pruned, min available version is 10.';
    expect(errorKindForStatus(500, 'internal_error', storage)).toBe('pruned');
    expect(errorKindForStatus(500, 'internal_error', 'Failed to retrieve events: storage is down')).toBe('internal');
    // only a 500 says it this way: another status keeps its own kind
    expect(errorKindForStatus(503, 'internal_error', storage)).toBe('unavailable');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['0', 0],
    ['120', 120_000],
    [' 7 ', 7000],
    ['Thu, 01 Jan 2026 00:00:30 GMT', 30_000],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0], // in the past: retry now
  ])('%j → %j ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });
  it.each([null, '', '-1', '1.5', 'soon', 'Thu, 99 Foo 2026'])('%j → null', (value) => {
    expect(parseRetryAfter(value, now)).toBeNull();
  });
});

describe('ApiError', () => {
  it('defaults the optional members to null and keeps the cause', () => {
    const cause = new Error('socket hang up');
    const error = new ApiError({ kind: 'network', message: 'down', url: 'http://x/v1', cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('down');
    expect(error.cause).toBe(cause);
    expect([error.status, error.errorCode, error.ledger, error.vmErrorCode, error.retryAfterMs]).toEqual([null, null, null, null, null]);
  });
  it('tells aborts apart', () => {
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbortError(new TypeError('fetch failed'))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});
