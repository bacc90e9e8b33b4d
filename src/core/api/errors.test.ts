import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';
import { ApiError, errorKindForStatus, isAbortError, lacksRoute, parseRetryAfter } from './errors';

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

describe('lacksRoute: the one rule for "this node does not serve that route"', () => {
  const answer = (status: number, errorCode: string | null) =>
    new ApiError({ kind: errorKindForStatus(status, errorCode), message: 'x', url: 'http://n/v1/x', status, errorCode });
  const { listAccountResources, listAccountResourceVersions, getAccountBalance, getAccountModule, view } = ENDPOINTS;
  const { getTransactionByVersion, getAccountTransactions, getAccountResource, getRawTableItem } = ENDPOINTS;

  it.each([
    // a route the node lacks: a real node's framework 404 or 405, a proxy's bare 404, a 501
    ['an extension of ours, 404 web_framework_error', listAccountResourceVersions, 404, 'web_framework_error', true],
    ['an extension of real nodes, 404 web_framework_error', listAccountResources, 404, 'web_framework_error', true],
    ['a bare 404 (no error object)', view, 404, null, true],
    ['405', getAccountBalance, 405, 'web_framework_error', true],
    ['501', getAccountModule, 501, null, true],
    ['501 on the transaction routes', getAccountTransactions, 501, null, true],
    // a version in the future is about the version asked, on every route
    ['404 version_not_found', listAccountResources, 404, 'version_not_found', false],
    ['404 version_not_found on the view route', view, 404, 'version_not_found', false],
    // each endpoint's own 404s about what was asked (endpoints.ts `notFound`)
    ['a balance of an account that does not exist', getAccountBalance, 404, 'account_not_found', false],
    ['a balance without its store', getAccountBalance, 404, 'resource_not_found', false],
    ['a module that does not exist', getAccountModule, 404, 'module_not_found', false],
    ['a module of an account that does not exist', getAccountModule, 404, 'account_not_found', false],
    ['a transaction past latest', getTransactionByVersion, 404, 'transaction_not_found', false],
    // a list has no 404 about data: any other code says the route is missing (the account page offers its type picker)
    ['a list answering another code', listAccountResources, 404, 'account_not_found', true],
    ['a balance answering a code no balance route sends', getAccountBalance, 404, 'table_item_not_found', true],
    // the seed routes every node has: a failure is shown, never passed over
    ['the seed resource read, 404 web_framework_error', getAccountResource, 404, 'web_framework_error', false],
    ['the seed table item read, 405', getRawTableItem, 405, null, false],
    // any other failure is not about the route
    ['410', listAccountResourceVersions, 410, 'version_pruned', false],
    ['500', listAccountResourceVersions, 500, 'internal_error', false],
    ['400', view, 400, 'invalid_input', false],
  ] as const)('%s', (_, endpoint, status, code, lacks) => {
    expect(lacksRoute(endpoint, answer(status, code))).toBe(lacks);
  });

  it('is false for what is not an answer of the node', () => {
    expect(lacksRoute(listAccountResources, new Error('404'))).toBe(false);
    expect(lacksRoute(listAccountResources, new ApiError({ kind: 'network', message: 'x', url: 'http://n/v1/x' }))).toBe(false);
  });
});
