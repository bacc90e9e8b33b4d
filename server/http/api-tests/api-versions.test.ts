// The `…/versions` extension against a real node: exact against reads of every version, paging both
// ways, and every status of the matrix for both routes.
import { bcs } from '@mysten/bcs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccountResource } from '../../../src/core/api/resource-read';
import { getRawTableItem } from '../../../src/core/api/state-bytes-read';
import { listKeyWrites, type StateKeyTarget } from '../../../src/core/api/key-writes-read';
import { ApiError } from '../../../src/core/api/errors';
import { LEDGER_HEADERS } from '../../../src/core/api/ledger-headers';
import type { LedgerInfoBody } from '../../../src/core/api/schemas';
import { expectApiError, expectLatestLedgerHeaders, fetchLedgerInfo } from './api-assertions';
import { startTestNode, type TestNode } from './test-node';

let node: TestNode;
let latest: LedgerInfoBody;
let latestVersion: bigint;
let oldestVersion: bigint;
let byIndexHandle: string;
const SHOWCASE: StateKeyTarget = { kind: 'resource', address: '0xcafe', resourceType: '0xcafe::showcase::Showcase' };
const SHOWCASE_VERSIONS = '/accounts/0xcafe/resource/0xcafe::showcase::Showcase/versions';
const u64Key = (value: number) => `0x${Buffer.from(bcs.u64().serialize(value).toBytes()).toString('hex')}`;

beforeAll(async () => {
  // a short window, so that 410 is reachable and writes before the window exist
  node = await startTestNode({ pruneWindowSeconds: 300 });
  latest = await fetchLedgerInfo(node.api);
  latestVersion = BigInt(latest.ledger_version);
  oldestVersion = BigInt(latest.oldest_ledger_version);
  const showcase = await getAccountResource({ node: node.api, address: '0xcafe', resourceType: '0xcafe::showcase::Showcase' });
  const byIndex = showcase.data.data.by_index;
  if (typeof byIndex !== 'object' || byIndex === null || Array.isArray(byIndex) || typeof byIndex.handle !== 'string')
    throw new Error('no by_index handle');
  byIndexHandle = byIndex.handle;
});
afterAll(() => node.stop());

/** Every version in [from, to] whose value (bytes, or absence) differs from the version before: the oracle. */
async function changesByReading(target: StateKeyTarget, from: bigint, to: bigint): Promise<bigint[]> {
  const read = async (version: bigint): Promise<string> => {
    try {
      if (target.kind === 'resource') {
        const response = await fetch(`${node.api}/accounts/${target.address}/resource/${target.resourceType}?ledger_version=${version}`, {
          headers: { accept: 'application/x-bcs' },
        });
        return response.status === 404 ? 'missing' : Buffer.from(await response.arrayBuffer()).toString('hex');
      }
      const { data } = await getRawTableItem({ node: node.api, tableHandle: target.tableHandle, key: target.key, ledgerVersion: version });
      return Buffer.from(data).toString('hex');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return 'missing';
      throw error;
    }
  };
  const changes: bigint[] = [];
  let previous = await read(from - 1n);
  for (let version = from; version <= to; version++) {
    const value = await read(version);
    if (value !== previous) changes.push(version);
    previous = value;
  }
  return changes;
}

async function allWrites(target: StateKeyTarget, order: 'asc' | 'desc', limit: number, ledgerVersion?: bigint) {
  const versions: bigint[] = [];
  let start: bigint | undefined;
  let pages = 0;
  for (;;) {
    const page = await listKeyWrites({ node: node.api, target, order, limit, start, ledgerVersion });
    versions.push(...page.data.map((write) => write.version));
    pages++;
    if (page.cursor === null) return { versions, pages };
    start = page.cursor;
  }
}

describe('writes of a state key', () => {
  it('are exactly the versions at which reads change, for the Showcase and a table item', async () => {
    const from = oldestVersion + 1n;
    const to = oldestVersion + 120n;
    for (const target of [SHOWCASE, { kind: 'table_item', tableHandle: byIndexHandle, key: u64Key(101) }] as StateKeyTarget[]) {
      const expected = await changesByReading(target, from, to);
      if (target === SHOWCASE) expect(expected.length).toBeGreaterThan(10);
      const { data } = await listKeyWrites({ node: node.api, target, order: 'asc', start: from, ledgerVersion: to, limit: 1000 });
      expect(data.map((write) => write.version)).toEqual(expected);
    }
  });

  it('pages newest first and oldest first over the same set, the cursor naming the next start', async () => {
    const desc = await allWrites(SHOWCASE, 'desc', 7);
    const asc = await allWrites(SHOWCASE, 'asc', 11);
    expect(desc.pages).toBeGreaterThan(2);
    expect(desc.versions.length).toBeGreaterThan(20);
    expect([...desc.versions].reverse()).toEqual(asc.versions);
    expect(desc.versions.every((version) => version >= oldestVersion && version <= latestVersion)).toBe(true);
  });

  it('stops at the pinned version, and start bounds the other end', async () => {
    const pinned = oldestVersion + 50n;
    const { data, ledger } = await listKeyWrites({ node: node.api, target: SHOWCASE, ledgerVersion: pinned, limit: 1000 });
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((write) => write.version <= pinned)).toBe(true);
    // the headers still name the latest ledger
    expect(ledger?.ledgerVersion).toBe(latestVersion);
    const previous = await listKeyWrites({ node: node.api, target: SHOWCASE, start: pinned - 1n, limit: 1 });
    expect(previous.data[0]?.version).toBe(data.find((write) => write.version <= pinned - 1n)?.version);
    const next = await listKeyWrites({ node: node.api, target: SHOWCASE, order: 'asc', start: latestVersion + 1n, limit: 1 });
    expect(next.data).toEqual([]);
    expect(next.cursor).toBeNull();
  });

  it('gives each write the ledger time of its block', async () => {
    const { data } = await listKeyWrites({ node: node.api, target: SHOWCASE, limit: 1 });
    expect(data[0]?.version).toBe(latestVersion);
    expect(data[0]?.timestampUsec).toBe(BigInt(latest.ledger_timestamp));
  });

  it('marks deletions (a by_index key that comes and goes)', async () => {
    let deleted = 0;
    for (let key = 100; key < 140 && deleted === 0; key++) {
      const { data } = await listKeyWrites({
        node: node.api,
        target: { kind: 'table_item', tableHandle: byIndexHandle, key: u64Key(key) },
        limit: 1000,
      });
      deleted += data.filter((write) => write.deleted).length;
    }
    expect(deleted).toBeGreaterThan(0);
  });

  it('is an empty list for a key never written, with the ledger headers and cache headers of a read', async () => {
    const response = await fetch(`${node.api}/accounts/0xcafe/resource/0xcafe::showcase::Nothing/versions`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expectLatestLedgerHeaders(response.headers, latest);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get(LEDGER_HEADERS.cursor)).toBeNull();
    const pinned = await fetch(`${node.api}${SHOWCASE_VERSIONS}?ledger_version=${latestVersion}`);
    expect(pinned.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const etag = pinned.headers.get('etag') ?? '';
    const again = await fetch(`${node.api}${SHOWCASE_VERSIONS}?ledger_version=${latestVersion}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('caching of a pinned list', () => {
  it('lasts no longer than its oldest entry stays in the window, not as long as the version asked for', async () => {
    // a block every 10 s of wall time, a 30 s window: versions leave it while the list is cached
    const pruning = await startTestNode({ pruneWindowSeconds: 30, blockIntervalMs: 10_000 });
    try {
      const info = await fetchLedgerInfo(pruning.api);
      const maxAge = (response: Response) =>
        Number(/^public, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? NaN);
      const pinned = `ledger_version=${info.ledger_version}`;
      const read = await fetch(`${pruning.api}/accounts/0xcafe/resource/0xcafe::showcase::Showcase?${pinned}`);
      expect(maxAge(read)).toBeGreaterThan(250);
      for (const query of [`${pinned}&order=asc&limit=3`, `${pinned}&limit=1000`]) {
        const list = await fetch(`${pruning.api}${SHOWCASE_VERSIONS}?${query}`);
        const writes = (await list.json()) as { version: string }[];
        const oldestListed = writes.map((write) => BigInt(write.version)).reduce((a, b) => (a < b ? a : b));
        // the window's first writes: near the oldest version, they go in seconds
        expect(oldestListed - BigInt(info.oldest_ledger_version), query).toBeLessThan(20n);
        const readOfOldest = await fetch(
          `${pruning.api}/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=${oldestListed}`,
        );
        expect(maxAge(list), query).toBeLessThanOrEqual(maxAge(readOfOldest));
        expect(maxAge(list), query).toBeLessThan(40);
      }
      // a list whose entries are all recent lives about as long as its version
      const newest = await fetch(`${pruning.api}${SHOWCASE_VERSIONS}?${pinned}&limit=1`);
      expect(maxAge(newest)).toBeGreaterThan(250);
    } finally {
      await pruning.stop();
    }
  });
});

describe('statuses of the versions routes', () => {
  const post = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(node.api + path, { method: 'POST', body, headers });
  const itemVersions = (query = '') => `/tables/${byIndexHandle}/raw_item/versions${query}`;

  it.each([
    ['limit=0', /limit/],
    ['limit=1001', /limit/],
    ['limit=x', /limit/],
    ['order=up', /order/],
    ['start=-1', /start/],
    ['start=1&start=2', /start/],
    ['ledger_version=abc', /ledger_version/],
  ])('400 for the query %s', async (query, message) => {
    await expectApiError(await fetch(`${node.api}${SHOWCASE_VERSIONS}?${query}`), latest, 400, 'web_framework_error', message);
    await expectApiError(
      await post(itemVersions(`?${query}`), JSON.stringify({ key: u64Key(100) })),
      latest,
      400,
      'web_framework_error',
      message,
    );
  });

  it('400 for a malformed address, struct tag, handle or body', async () => {
    await expectApiError(
      await fetch(`${node.api}/accounts/0xzz/resource/0x1::a::B/versions`),
      latest,
      400,
      'web_framework_error',
      /address/,
    );
    await expectApiError(
      await fetch(`${node.api}/accounts/0x1/resource/u64/versions`),
      latest,
      400,
      'web_framework_error',
      /resource_type/,
    );
    await expectApiError(
      await post('/tables/0xzz/raw_item/versions', JSON.stringify({ key: '0x00' })),
      latest,
      400,
      'web_framework_error',
      /table_handle/,
    );
    await expectApiError(await post(itemVersions(), JSON.stringify({ key: '0xabc' })), latest, 400, 'web_framework_error', /key/);
    await expectApiError(await post(itemVersions(), '{'), latest, 400, 'web_framework_error');
  });

  it('404 version_not_found for a future version, 410 version_pruned below the window', async () => {
    await expectApiError(
      await fetch(`${node.api}${SHOWCASE_VERSIONS}?ledger_version=${latestVersion + 1n}`),
      latest,
      404,
      'version_not_found',
    );
    await expectApiError(
      await fetch(`${node.api}${SHOWCASE_VERSIONS}?ledger_version=${oldestVersion - 1n}`),
      latest,
      410,
      'version_pruned',
    );
    await expectApiError(
      await post(itemVersions(`?ledger_version=${oldestVersion - 1n}`), JSON.stringify({ key: u64Key(100) })),
      latest,
      410,
      'version_pruned',
    );
  });

  it('405 for another method, 411/413/415 for the table route as for raw_item', async () => {
    await expectApiError(await fetch(`${node.api}${SHOWCASE_VERSIONS}`, { method: 'POST' }), latest, 405, 'web_framework_error');
    await expectApiError(await fetch(`${node.api}${itemVersions()}`), latest, 405, 'web_framework_error');
    await expectApiError(
      await post(itemVersions(), JSON.stringify({ key: '0x00' }), { 'content-type': 'text/plain' }),
      latest,
      415,
      'web_framework_error',
    );
    const tooBig = JSON.stringify({ key: '0x' + '00'.repeat(4 * 1024 * 1024 + 8) });
    await expectApiError(await post(itemVersions(), tooBig), latest, 413, 'web_framework_error');
  });
});
