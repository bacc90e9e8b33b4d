// Determinism (same seed → byte-identical bodies), restart persistence, and pruning (410 below the
// oldest version, exact reads from it up), against real nodes over HTTP.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccountResource } from '../../../src/core/api/client';
import { LedgerLockedError, LedgerMismatchError } from '../../chain/ledger-errors';
import { fetchLedgerInfo } from './api-assertions';
import { startTestNode, type TestNode } from './test-node';

type Read = { path: string; init?: RequestInit };

const item = (key: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/x-bcs' },
  body: JSON.stringify({ key }),
});

function readsAt(version: bigint | null, byIndexHandle: string): Read[] {
  const q = version === null ? '' : `?ledger_version=${version}`;
  return [
    { path: `/accounts/0xcafe/resource/0xcafe::showcase::Showcase${q}` },
    { path: `/accounts/0xcafe/resource/0xcafe::showcase::Clock${q}` },
    { path: `/accounts/0xcafe/resource/0xcafe::showcase::Directory${q}` },
    { path: `/accounts/0xcafe/resource/0xcafe::showcase::Showcase${q}`, init: { headers: { accept: 'application/x-bcs' } } },
    { path: `/accounts/0x1/resources${q}` },
    { path: `/accounts/0xbeef/resources${q}${q === '' ? '?' : '&'}limit=300` },
    { path: `/tables/${byIndexHandle}/raw_item${q}`, init: item('0x0700000000000000') },
    { path: `/tables/${byIndexHandle}/raw_item${q}`, init: item('0x6400000000000000') },
  ];
}

async function bodyOf(api: string, read: Read): Promise<string> {
  const response = await fetch(api + read.path, read.init);
  const bytes = Buffer.from(await response.arrayBuffer());
  return `${response.status} ${response.headers.get('content-type')} ${bytes.length} ${createHash('sha256').update(bytes).digest('hex')}`;
}

async function bodiesOf(api: string, reads: Read[]): Promise<string[]> {
  const out: string[] = [];
  for (const read of reads) out.push(await bodyOf(api, read));
  return out;
}

async function byIndexHandleOf(api: string): Promise<string> {
  const { data } = await getAccountResource({ node: api, address: '0xcafe', resourceType: '0xcafe::showcase::Showcase' });
  const table = data.data.by_index;
  if (typeof table !== 'object' || table === null || Array.isArray(table) || typeof table.handle !== 'string') throw new Error('no by_index handle');
  return table.handle;
}

let keepAll: TestNode;
let handle: string;
let latest: bigint;

beforeAll(async () => {
  keepAll = await startTestNode();
  handle = await byIndexHandleOf(keepAll.api);
  latest = BigInt((await fetchLedgerInfo(keepAll.api)).ledger_version);
});
afterAll(() => keepAll.stop());

describe('determinism', () => {
  it('two nodes with the same seed give byte-identical bodies', async () => {
    const twin = await startTestNode();
    try {
      expect(await fetch(twin.api).then((r) => r.text())).toBe(await fetch(keepAll.api).then((r) => r.text()));
      const reads = [...readsAt(null, handle), ...readsAt(latest / 2n, handle), ...readsAt(17n, handle), { path: '/accounts/0xcafe/resource/0xcafe::showcase::Large' }, { path: '/spec.json' }];
      expect(await bodiesOf(twin.api, reads)).toEqual(await bodiesOf(keepAll.api, reads));
      // ETags name rows of one data directory: another directory's chain never shares them
      expect(await pinnedEtag(twin.api, 17n)).not.toBe(await pinnedEtag(keepAll.api, 17n));
    } finally {
      await twin.stop();
    }
  }, 60_000);

  it('another seed gives another chain', async () => {
    const other = await startTestNode({ seed: 2 });
    try {
      const reads = readsAt(null, handle).slice(2, 3);
      expect(await bodiesOf(other.api, reads)).not.toEqual(await bodiesOf(keepAll.api, reads));
    } finally {
      await other.stop();
    }
  });
});

describe('restart', () => {
  it('serves the same chain after a restart, and continues it with live blocks', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ledger-restart-'));
    try {
      const first = await startTestNode({ dataDir, keepData: true });
      const before = await fetchLedgerInfo(first.api);
      const reads = [...readsAt(null, handle), ...readsAt(1234n, handle)];
      const bodies = await bodiesOf(first.api, reads);
      const etag = await pinnedEtag(first.api, 1234n);
      await first.stop();

      // history is ignored for an existing directory
      const second = await startTestNode({ dataDir, keepData: true, history: 5000 });
      expect(await fetchLedgerInfo(second.api)).toEqual(before);
      expect(await bodiesOf(second.api, reads)).toEqual(bodies);
      expect(await pinnedEtag(second.api, 1234n)).toBe(etag);
      await second.stop();

      const live = await startTestNode({ dataDir, keepData: true, blockIntervalMs: 20 });
      try {
        await waitFor(async () => BigInt((await fetchLedgerInfo(live.api)).ledger_version) > BigInt(before.ledger_version) + 5n);
        expect(await bodiesOf(live.api, readsAt(BigInt(before.ledger_version), handle))).toEqual(bodies.slice(0, readsAt(null, handle).length));
        // the Clock oracle while blocks arrive: the body's version is the header's version
        for (let i = 0; i < 20; i++) {
          const { data, ledger } = await getAccountResource({ node: live.api, address: '0xcafe', resourceType: '0xcafe::showcase::Clock' });
          expect(data.data.version).toBe(ledger?.ledgerVersion.toString());
        }
      } finally {
        await live.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a directory held by a running node, or made for another seed', async () => {
    await expect(startTestNode({ dataDir: keepAll.dataDir, keepData: true })).rejects.toBeInstanceOf(LedgerLockedError);
    const dataDir = mkdtempSync(join(tmpdir(), 'ledger-mismatch-'));
    try {
      await (await startTestNode({ dataDir, keepData: true, history: 50 })).stop();
      await expect(startTestNode({ dataDir, keepData: true, seed: 2, history: 50 })).rejects.toBeInstanceOf(LedgerMismatchError);
      const reset = await startTestNode({ dataDir, keepData: true, seed: 2, history: 50, reset: true });
      await reset.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('pruning', () => {
  let pruned: TestNode;
  let oldest: bigint;
  beforeAll(async () => {
    pruned = await startTestNode({ pruneWindowSeconds: 120 });
    const info = await fetchLedgerInfo(pruned.api);
    oldest = BigInt(info.oldest_ledger_version);
    expect(BigInt(info.ledger_version)).toBe(latest);
    // the window is measured back from the latest block's time
    const oldestBlockTime = BigInt(Date.UTC(2026, 0, 1)) * 1000n + BigInt(info.oldest_block_height) * 1_000_000n;
    expect(BigInt(info.ledger_timestamp) - oldestBlockTime).toBeLessThanOrEqual(120_000_000n);
    expect(oldest).toBeGreaterThan(latest / 2n);
  });
  afterAll(() => pruned.stop());

  it('answers 410 with the exact message just below the oldest version', async () => {
    const response = await fetch(`${pruned.api}/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=${oldest - 1n}`);
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ message: `Ledger version(${oldest - 1n}) has been pruned`, error_code: 'version_pruned', vm_error_code: null });
  });

  it('reads exactly as the unpruned node from the oldest version up', async () => {
    const versions = [oldest, oldest + 1n, latest, ...fc.sample(fc.bigInt({ min: oldest, max: latest }), { numRuns: 6, seed: 3 })];
    for (const version of versions) {
      const reads = readsAt(version, handle);
      expect(await bodiesOf(pruned.api, reads), `version ${version}`).toEqual(await bodiesOf(keepAll.api, reads));
    }
  }, 60_000);
});

/** The ETag of the showcase read at a version (a client's cached copy stays valid across restarts). */
async function pinnedEtag(api: string, version: bigint): Promise<string | null> {
  const response = await fetch(`${api}/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=${version}`);
  await response.arrayBuffer();
  return response.headers.get('etag');
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
