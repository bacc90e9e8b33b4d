import { describe, expect, it } from 'vitest';
import { transactionHref } from './transaction-link';

describe('transactionHref', () => {
  it('carries the node, named by URL or by network, and drops the pinned version', () => {
    expect(transactionHref(7n, { node: 'http://other:1/v1', ledgerVersion: '9' })).toBe(
      `/transactions/by_version/7?node=${encodeURIComponent('http://other:1/v1')}`,
    );
    expect(transactionHref(7n, { network: 'testnet', ledgerVersion: '9' })).toBe('/transactions/by_version/7?network=testnet');
    expect(transactionHref(7n, {})).toBe('/transactions/by_version/7');
  });
});
