import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorKindForStatus } from '../core/api/errors';
import type { LedgerInfo } from '../core/api/ledger-info';
import { ledgerAt } from '../core/api/test-ledger';
import { getLedgerStatus, ledgerMemory, MAX_RESETS } from '../queries/ledger-status/ledger-status';
import { versionedRead } from '../queries/versioned-read';
import { createQueryClient, MAX_QUIET_RETRY_AFTER_MS, shouldRetry } from './query-client';

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

describe('a node whose chain was reset', () => {
  const NODE = 'http://127.0.0.1:1/reset-test/v1';
  const OTHER = 'http://127.0.0.1:2/reset-test/v1';
  const ledger = (version: bigint, timeUsec: bigint) => ({ ...ledgerAt(version, 0n), ledgerTimestampUsec: timeUsec });

  it('forgets what was read of the old chain when an answer comes from the new one', async () => {
    const client = createQueryClient();
    const oldChain = ledger(5000n, 900n);
    await client.fetchQuery({ queryKey: [NODE, 'transaction', '10'], queryFn: () => ({ ledger: oldChain, data: 'old chain' }) });
    await client.fetchQuery({ queryKey: [OTHER, 'transaction', '10'], queryFn: () => ({ ledger: oldChain, data: 'other node' }) });
    await client.fetchQuery({ queryKey: [NODE, 'ledger'], queryFn: () => ({ ledger: oldChain }) });
    // a late answer of the same chain changes nothing
    await client.fetchQuery({ queryKey: [NODE, 'late'], queryFn: () => ({ ledger: ledger(4990n, 899n) }) });
    await Promise.resolve();
    expect(client.getQueryData([NODE, 'transaction', '10'])).toEqual({ ledger: oldChain, data: 'old chain' });
    expect(getLedgerStatus(ledgerMemory(client), NODE)?.ledger?.ledgerVersion).toBe(5000n);

    const newChain = ledger(50n, 1_000n);
    await client.fetchQuery({ queryKey: [NODE, 'ledger', 'again'], queryFn: () => ({ ledger: newChain }) });
    await vi.waitFor(() => expect(client.getQueryData([NODE, 'transaction', '10'])).toBeUndefined());
    expect(getLedgerStatus(ledgerMemory(client), NODE)?.ledger).toBe(newChain);
    // the answer that told of the new chain stays; another node's reads are not touched
    expect(client.getQueryData([NODE, 'ledger', 'again'])).toEqual({ ledger: newChain });
    expect(client.getQueryData([OTHER, 'transaction', '10'])).toEqual({ ledger: oldChain, data: 'other node' });

    // a late answer of the chain before neither brings it back nor resets the new chain's reads
    await client.fetchQuery({ queryKey: [NODE, 'late', 'again'], queryFn: () => ({ ledger: ledger(5001n, 901n) }) });
    await Promise.resolve();
    expect(getLedgerStatus(ledgerMemory(client), NODE)?.ledger).toBe(newChain);
    expect(client.getQueryData([NODE, 'ledger', 'again'])).toEqual({ ledger: newChain });
  });

  it('another chain id replaces the chain, and a late answer of the chain left does not bring it back', async () => {
    const node = 'http://127.0.0.1:3/reset-test/v1';
    const client = createQueryClient();
    const before = ledger(5000n, 900n);
    await client.fetchQuery({ queryKey: [node, 'ledger'], queryFn: () => ({ ledger: before }) });
    // another chain whose clock runs behind: it is the chain the URL serves now all the same
    const devnet = { ...ledger(40n, 100n), chainId: 5 };
    await client.fetchQuery({ queryKey: [node, 'devnet'], queryFn: () => ({ ledger: devnet, data: 'new chain' }) });
    expect(getLedgerStatus(ledgerMemory(client), node)?.ledger).toBe(devnet);
    // a backend still on the chain before answers late: nothing flips back, nothing is reset
    await client.fetchQuery({ queryKey: [node, 'late'], queryFn: () => ({ ledger: ledger(4999n, 899n) }) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getLedgerStatus(ledgerMemory(client), node)?.ledger).toBe(devnet);
    expect(client.getQueryData([node, 'devnet'])).toEqual({ ledger: devnet, data: 'new chain' });
  });
});

describe('a node that keeps changing chains (issue 30, red team 6)', () => {
  it('resets its reads a few times a minute, then keeps them and says the node is unsteady', async () => {
    const node = 'http://127.0.0.1:4/flip-test/v1';
    const client = createQueryClient();
    const resetSpy = vi.spyOn(client, 'resetQueries');
    // two chains in turn, each answer a little newer: every one is another chain than the one before
    for (let index = 0; index < 40; index++) {
      const answer = { ...ledgerAt(BigInt(100 + index), 0n), chainId: index % 2 === 0 ? 4 : 5 };
      await client.fetchQuery({ queryKey: [node, 'read', index], queryFn: () => ({ ledger: answer }) });
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(resetSpy.mock.calls.length).toBeLessThanOrEqual(MAX_RESETS);
    expect(getLedgerStatus(ledgerMemory(client), node)?.chainUnsteady).toBe(true);
    expect(getLedgerStatus(ledgerMemory(client), node)?.ledger?.ledgerVersion).toBe(139n);
  });
});

describe('a read pinned at a version', () => {
  it('stays fresh until the newest ledger of its node says it was pruned; then the next reader asks the node', async () => {
    const node = 'http://127.0.0.1:1/bounds-test/v1';
    const client = createQueryClient();
    let reads = 0;
    const options = { queryKey: [node, 'x', '500'], queryFn: () => ++reads, ...versionedRead(500n) };
    const seen = (at: string, ledger: LedgerInfo) =>
      client.fetchQuery({ queryKey: [at, 'ledger', String(ledger.ledgerVersion)], queryFn: () => ({ ledger }) });
    await seen(node, ledgerAt(600n, 400n));
    await client.prefetchQuery(options);
    await client.prefetchQuery(options);
    expect(reads).toBe(1);
    // another node's window says nothing about this one
    await seen('http://127.0.0.1:2/other/v1', ledgerAt(900n, 800n));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await client.prefetchQuery(options);
    expect(reads).toBe(1);
    await seen(node, ledgerAt(700n, 501n));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await client.prefetchQuery(options);
    expect(reads).toBe(2);
  });
});

describe('the ledger memory', () => {
  it("is its client's: another client (another test, another app) knows nothing of what one has seen", async () => {
    const node = 'http://127.0.0.1:1/memory-test/v1';
    const first = createQueryClient();
    await first.fetchQuery({ queryKey: [node, 'ledger'], queryFn: () => ({ ledger: ledgerAt(600n, 400n) }) });
    expect(getLedgerStatus(ledgerMemory(first), node)?.ledger?.ledgerVersion).toBe(600n);
    expect(getLedgerStatus(ledgerMemory(createQueryClient()), node)).toBeUndefined();
  });
});
