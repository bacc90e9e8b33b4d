// A table read without an indexer (src/core/api/table-write-scan.ts) against a running node: a scan of a
// range of 0xcafe's tables agrees with raw_item reads at the range's last version, and a range below the
// window fails as pruned with the oldest version named (docs/demo-chain.md#tables-and-handles).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/api/errors';
import { scanFailureMessage, scanTableWrites } from '../../../src/core/api/table-write-scan';
import { fetchLedgerInfo } from './api-assertions';
import { startTestNode, type TestNode } from './test-node';

const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';

let node: TestNode;
let oldest: bigint;
let latest: bigint;

beforeAll(async () => {
  node = await startTestNode({ pruneWindowSeconds: 300 });
  const info = await fetchLedgerInfo(node.api);
  oldest = BigInt(info.oldest_ledger_version);
  latest = BigInt(info.ledger_version);
});
afterAll(() => node.stop());

/** raw_item's bytes as 0x hex at `version`, or null when the key is absent there (404). */
async function rawItem(handle: string, keyHex: string, version: bigint): Promise<string | null> {
  const response = await fetch(`${node.api}/tables/${handle}/raw_item?ledger_version=${version.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-bcs' },
    body: JSON.stringify({ key: keyHex }),
  });
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return `0x${Buffer.from(await response.arrayBuffer()).toString('hex')}`;
}

describe('a table scanned through GET /v1/transactions', () => {
  it.each([
    ['by_index', BY_INDEX],
    ['by_name', BY_NAME],
  ])('%s: each key’s newest write in the range is what raw_item holds at its end', async (_name, handle) => {
    const toVersion = latest - 10n;
    const fromVersion = toVersion - 999n < oldest ? oldest : toVersion - 999n;
    const progress: bigint[] = [];
    const { entries, source, writes } = await scanTableWrites({
      node: node.api,
      handle,
      fromVersion,
      toVersion,
      onProgress: ({ read }) => progress.push(read),
    });
    expect(source).toEqual({ kind: 'scan', fromVersion, toVersion });
    expect(progress.at(-1)).toBe(toVersion - fromVersion + 1n);
    expect(progress.length).toBe(Math.ceil(Number(toVersion - fromVersion + 1n) / 100));
    expect(entries.length).toBeGreaterThan(0);
    expect(writes).toBeGreaterThanOrEqual(entries.length);
    for (const entry of entries) {
      expect(entry.lastVersion >= fromVersion && entry.lastVersion <= toVersion).toBe(true);
      // the oracle: the node's own read of the key at the range's end, and at the write itself
      const atEnd = await rawItem(handle, entry.keyHex, toVersion);
      expect(atEnd).toBe(entry.deleted ? null : entry.valueHex);
      expect(await rawItem(handle, entry.keyHex, entry.lastVersion)).toBe(entry.deleted ? null : entry.valueHex);
      // our node decodes its own tables' writes (`data`)
      if (!entry.deleted) expect(entry.decodedValue).not.toBeUndefined();
    }
    if (handle === BY_INDEX) {
      for (const entry of entries.filter((found) => !found.deleted)) expect(entry.decodedValue).toBe(`item-${String(entry.decodedKey)}`);
    }
  });

  it('a range starting below the window fails as pruned, naming the oldest version', async () => {
    expect(oldest).toBeGreaterThan(0n);
    const range = { fromVersion: oldest - 1n, toVersion: oldest + 5n };
    const failure = await scanTableWrites({ node: node.api, handle: BY_INDEX, ...range }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'pruned', status: 410 });
    expect(scanFailureMessage(failure, range)).toMatch(/^Versions before \d+ are pruned on this node: start the range at \d+ or later\.$/u);
  });

  it('a range past latest fails as such', async () => {
    const range = { fromVersion: latest + 1000n, toVersion: latest + 1005n };
    const failure = await scanTableWrites({ node: node.api, handle: BY_INDEX, ...range }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(scanFailureMessage(failure, range)).toContain('past the node’s latest version'.replace('’', "'"));
  });
});
