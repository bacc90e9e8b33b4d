import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ledgerAt } from '../../core/api/test-ledger';
import { pinnedStaleTime } from './ledger-bounds';
import { reportLedger } from './ledger-status';

describe('pinnedStaleTime', () => {
  it('keeps a pinned read fresh until the newest ledger of its node says it was pruned; then the next reader asks the node', async () => {
    const node = 'http://127.0.0.1:1/bounds-test/v1';
    const client = new QueryClient();
    let reads = 0;
    const options = { queryKey: [node, 'x', '500'], queryFn: () => ++reads, staleTime: pinnedStaleTime(node, 500n) };
    reportLedger(node, ledgerAt(600n, 400n));
    await client.prefetchQuery(options);
    await client.prefetchQuery(options);
    expect(reads).toBe(1);
    // another node's window says nothing about this one
    reportLedger('http://127.0.0.1:2/other/v1', ledgerAt(900n, 800n));
    await client.prefetchQuery(options);
    expect(reads).toBe(1);
    reportLedger(node, ledgerAt(700n, 501n));
    await client.prefetchQuery(options);
    expect(reads).toBe(2);
  });
});
