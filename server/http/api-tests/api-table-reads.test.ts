// table-reads against a running node (its /v1/graphql): a table listed at three versions agrees with the
// node API's raw_item at each, deletions respected; searches and counts; a hostile indexer's answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNode, type TestNode } from './test-node';
import { decodeMoveValue } from '../../../src/core/move/bcs-reader';
import { parseTypeTag } from '../../../src/core/move/type-tag';
import { IndexerError } from '../../../src/core/api/indexer-client';
import type { TableEntry } from '../../../src/core/api/table-entry';
import {
  TABLE_PAGE,
  tableCount,
  tableEntriesAt,
  tableMetadata,
  tablePage,
  tableWrites,
  type TableFilter,
} from '../../../src/core/api/table-reads';

const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';

let node: TestNode;
let url: string;
let latest: bigint;

beforeAll(async () => {
  node = await startTestNode();
  url = `${node.api}/graphql`;
  latest = BigInt(((await (await fetch(node.api)).json()) as { ledger_version: string }).ledger_version);
  // the index follows the ledger: wait until it has read the whole history
  for (;;) {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ processor_status { last_success_version } }' }),
    });
    const body = (await answer.json()) as { data: { processor_status: { last_success_version: number }[] } };
    if (body.data.processor_status.every((row) => BigInt(row.last_success_version) >= latest)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(() => node.stop());

async function all(handle: string, at: bigint | undefined, filter: TableFilter = { kind: 'all' }): Promise<TableEntry[]> {
  const entries: TableEntry[] = [];
  for (let offset: number | null = 0; offset !== null;) {
    const page = await tablePage({ url, handle, at, filter, sort: 'key', offset });
    entries.push(...page.entries);
    offset = page.next;
  }
  return entries;
}

async function rawItem(handle: string, keyHex: string, version: bigint): Promise<Uint8Array | null> {
  const answer = await fetch(`${node.api}/tables/${handle}/raw_item?ledger_version=${version}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-bcs' },
    body: JSON.stringify({ key: keyHex }),
  });
  if (answer.status === 404) return null;
  expect(answer.status).toBe(200);
  return new Uint8Array(await answer.arrayBuffer());
}

describe('tablePage at a version', () => {
  it.each([1000n, 2000n, 'latest'] as const)('lists by_index at %s as raw_item reads it, deletions respected', async (at) => {
    const version = at === 'latest' ? latest : at;
    const entries = await all(BY_INDEX, version);
    expect(entries.length).toBeGreaterThan(100);
    const keys = new Set(entries.map((entry) => entry.keyHex));
    expect(keys.size).toBe(entries.length);
    // a sample: every 37th entry, read again from the node API at the same version
    for (const entry of entries.filter((_, index) => index % 37 === 0)) {
      expect(entry.lastVersion <= version).toBe(true);
      const bytes = await rawItem(BY_INDEX, entry.keyHex, version);
      expect(bytes).not.toBeNull();
      expect(decodeMoveValue(bytes ?? new Uint8Array(), parseTypeTag('0x1::string::String')).value).toBe(entry.decodedValue);
    }
    // keys written by then but deleted at the version are not listed, and raw_item finds none
    const writes = await tableWrites({ url, handle: BY_INDEX, from: -1n, to: version, offset: 0 });
    const deleted = writes.rows.filter((row) => row.deleted);
    for (const row of deleted.slice(0, 5)) {
      expect(keys.has(row.keyHex)).toBe(false);
      expect(await rawItem(BY_INDEX, row.keyHex, version)).toBeNull();
    }
  });

  it('at the latest indexed version, lists what current_table_items counts', async () => {
    const [entries, count] = await Promise.all([all(BY_NAME, latest), tableCount({ url, handle: BY_NAME, filter: { kind: 'all' } })]);
    expect(entries.length).toBe(count);
    const current = await all(BY_NAME, undefined);
    expect(current.map((entry) => entry.keyHex).sort()).toEqual(entries.map((entry) => entry.keyHex).sort());
  });
});

describe('searches, every one asked of the indexer', () => {
  it('finds a key exactly, by its decoded text or its bytes', async () => {
    for (const text of ['42', '0x2a00000000000000']) {
      const page = await tablePage({ url, handle: BY_INDEX, at: undefined, filter: { kind: 'key', text }, sort: 'key', offset: 0 });
      expect(page.entries.map((entry) => entry.decodedValue)).toEqual(['item-42']);
    }
  });

  it('finds String keys by prefix and values by text, at latest and at a version', async () => {
    const prefix = await all(BY_NAME, undefined, { kind: 'key_prefix', text: 'AL' });
    expect(prefix.map((entry) => entry.decodedKey)).toEqual(['alpha']);
    for (const at of [undefined, 1500n]) {
      const found = await all(BY_NAME, at, { kind: 'value_text', text: 'second' });
      expect(found.map((entry) => entry.decodedKey)).toEqual(['beta']);
    }
  });

  it('at a version, a value search keeps only keys whose newest write matches', async () => {
    // "extra" is in every come-and-go name's value: at a version, only the live ones are found
    const version = 2500n;
    const found = await all(BY_NAME, version, { kind: 'value_text', text: 'extra' });
    const live = (await all(BY_NAME, version)).filter((entry) => JSON.stringify(entry.decodedValue).includes('extra'));
    expect(found.map((entry) => entry.keyHex).sort()).toEqual(live.map((entry) => entry.keyHex).sort());
    const newest = await tableEntriesAt({ url, handle: BY_NAME, at: version, keys: found.map((entry) => entry.keyHex) });
    for (const entry of found) expect(newest.get(entry.keyHex)?.lastVersion).toBe(entry.lastVersion);
  });
});

describe('a handle that is not a table', () => {
  it('has no types and no entries', async () => {
    const handle = '0x1234';
    expect(await tableMetadata({ url, handle })).toBeNull();
    expect(await tableCount({ url, handle, filter: { kind: 'all' } })).toBe(0);
    expect((await tablePage({ url, handle, at: 100n, filter: { kind: 'all' }, sort: 'key', offset: 0 })).entries).toEqual([]);
  });
  it('the demo tables have their types', async () => {
    expect(await tableMetadata({ url, handle: BY_NAME })).toEqual({ keyType: '0x1::string::String', valueType: '0xcafe::showcase::Entry' });
  });
});

describe('a hostile indexer', () => {
  let hostile: Server;
  let hostileUrl: string;
  let answer: (response: import('node:http').ServerResponse) => void = () => undefined;
  beforeAll(async () => {
    hostile = createServer((_request, response) => answer(response));
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/v1/graphql`;
  });
  afterAll(() => new Promise((resolve) => hostile.close(resolve)));
  const read = () => tablePage({ url: hostileUrl, handle: BY_NAME, at: undefined, filter: { kind: 'all' }, sort: 'key', offset: 0 });

  it('more rows than a page asked for: refused, none shown', async () => {
    const row = { key: '0x00', decoded_key: 'a', decoded_value: 'b', is_deleted: false, last_transaction_version: 1 };
    answer = (response) =>
      response.end(JSON.stringify({ data: { current_table_items: Array.from({ length: TABLE_PAGE + 1 }, () => row) } }));
    await expect(read()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('10^6 rows, or a row that never ends: reading stops at the body bound', async () => {
    answer = (response) => {
      response.write('{"data":{"current_table_items":[');
      const chunk = `${'{"key":"0x00","decoded_key":"a","decoded_value":"b","is_deleted":false,"last_transaction_version":1},'.repeat(1000)}`;
      const timer = setInterval(() => {
        if (!response.write(chunk)) return;
      }, 1);
      response.on('close', () => clearInterval(timer));
    };
    const started = performance.now();
    await expect(read()).rejects.toBeInstanceOf(IndexerError);
    expect(performance.now() - started).toBeLessThan(10_000);
    answer = (response) => {
      response.write('{"data":{"current_table_items":[{"key":"0x00","decoded_key":"');
      const timer = setInterval(() => response.write('a'.repeat(65_536)), 1);
      response.on('close', () => clearInterval(timer));
    };
    await expect(read()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('rows of the wrong shape (a key that is not hex) are refused', async () => {
    answer = (response) =>
      response.end(
        JSON.stringify({
          data: {
            current_table_items: [{ key: 'zz', decoded_key: 'a', decoded_value: 'b', is_deleted: false, last_transaction_version: 1 }],
          },
        }),
      );
    await expect(read()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
