// 0xbeef's registry (docs/demo-chain.md#the-registry-of-0xbeef), its 100,000-entry table read whole
// through POST /v1/graphql in the shapes the explorer's table page sends (issue 33), each answer checked
// against the chain's own definition of the table and against the node API's raw_item reads, and each
// query's SQLite plan checked to walk an index (a page costs its rows, not the table's).
import { Aptos, AptosConfig, Network } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAddress, longAddress } from '../../../src/core/move/address';
import { formatHexBytes } from '../../../src/core/move/hex';
import { userAccountAddress } from '../../chain/demo-ids';
import { RECORD, REGISTRY, REGISTRY_HANDLES, registryChange, registryName, registryRecord } from '../../chain/demo-registry';
import { registryCounts } from '../../chain/test-registry';
import { encodeAs } from '../../chain/write-set';
import { compileCount, compileRows, type RowsArgs } from '../../indexer/graphql/sql-query';
import { readTableAt } from '../../../src/core/api/table-export-read';
import { startTestNode, type TestNode } from './test-node';

const ENTRIES = longAddress(REGISTRY_HANDLES.entries);
const STRING = '0x1::string::String';
let node: TestNode;
let latest: bigint;
let latestHeight: number;
let aptos: Aptos;

interface Row {
  key: string;
  decoded_key: unknown;
  decoded_value: unknown;
  transaction_version?: string | number;
  last_transaction_version?: string | number;
  is_deleted?: boolean;
}

async function gql(query: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${node.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data ?? {};
}

async function nodeJson<T>(path: string): Promise<T> {
  const response = await fetch(`${node.api}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The BCS bytes the node API holds for `key` (hex) in the entries table at `version`, or null (404). */
async function rawItem(handle: string, key: string, version: bigint | string): Promise<string | null> {
  const response = await fetch(`${node.api}/tables/${handle}/raw_item?ledger_version=${version}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-bcs' },
    body: JSON.stringify({ key }),
  });
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return formatHexBytes(new Uint8Array(await response.arrayBuffer()));
}

const keyHex = (index: number) => formatHexBytes(encodeAs(STRING, registryName(index)));
const recordHex = (index: number, revision: number) => formatHexBytes(encodeAs(RECORD, registryRecord(index, revision)));

async function firstVersionOf(height: number): Promise<bigint> {
  return BigInt((await nodeJson<{ first_version: string }>(`/blocks/by_height/${height}`)).first_version);
}

/** The SQLite plan of a compiled query, one line per step. */
function plan(sql: { sql: string; params: unknown[] }): string {
  const rows = node.indexer.store.db.prepare(`EXPLAIN QUERY PLAN ${sql.sql}`).all(...sql.params) as { detail: string }[];
  return rows.map((row) => row.detail).join('\n');
}

async function indexedThrough(version: bigint): Promise<void> {
  const until = Date.now() + 120_000;
  while (node.indexer.lastSuccessVersion() < version && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeAll(async () => {
  node = await startTestNode();
  const info = await nodeJson<{ ledger_version: string; block_height: string }>('');
  latest = BigInt(info.ledger_version);
  latestHeight = Number(info.block_height);
  await indexedThrough(latest);
  aptos = new Aptos(new AptosConfig({ network: Network.CUSTOM, fullnode: node.api, indexer: `${node.api}/graphql` }));
}, 180_000);
afterAll(() => node.stop());

describe('the registry at 0xbeef', () => {
  it('holds the handles of its three tables, typed by its module', async () => {
    const registry = await nodeJson<{ data: Record<string, { handle: string }> }>(`/accounts/0xbeef/resource/${REGISTRY}`);
    expect(registry.data.entries?.handle).toBe(formatHexBytes(REGISTRY_HANDLES.entries));
    expect(registry.data.by_id?.handle).toBe(formatHexBytes(REGISTRY_HANDLES.byId));
    expect(registry.data.by_owner?.handle).toBe(formatHexBytes(REGISTRY_HANDLES.byOwner));
    const module = await nodeJson<{ abi: { structs: { name: string; fields: { name: string; type: string }[] }[] } }>(
      '/accounts/0xbeef/module/registry',
    );
    const fields = module.abi.structs.find((struct) => struct.name === 'Registry')?.fields;
    expect(fields).toEqual([
      { name: 'entries', type: '0x1::table::Table<0x1::string::String, 0xbeef::registry::Record>' },
      { name: 'by_id', type: '0x1::table::Table<u64, 0x1::string::String>' },
      { name: 'by_owner', type: '0x1::table::Table<address, 0x1::string::String>' },
    ]);
  });

  it('has the size its definition gives, and the metadata of each table', async () => {
    expect(latestHeight).toBeGreaterThan(402);
    const counts = registryCounts(latestHeight);
    expect(counts.entries).toBeGreaterThanOrEqual(100_000);
    const data = await gql(
      `query ($h: String!, $id: String!, $owner: String!) {
      live: current_table_items_aggregate(where: {table_handle: {_eq: $h}, is_deleted: {_eq: false}}) { aggregate { count } }
      all: current_table_items_aggregate(where: {table_handle: {_eq: $h}}) { aggregate { count } }
      ids: current_table_items_aggregate(where: {table_handle: {_eq: $id}}) { aggregate { count } }
      owners: current_table_items_aggregate(where: {table_handle: {_eq: $owner}}) { aggregate { count } }
      table_metadatas(where: {handle: {_in: [$h, $id, $owner]}}, order_by: {handle: asc}) { handle key_type value_type }
    }`,
      { h: ENTRIES, id: longAddress(REGISTRY_HANDLES.byId), owner: longAddress(REGISTRY_HANDLES.byOwner) },
    );
    expect(data.live).toEqual({ aggregate: { count: counts.entries } });
    expect(data.all).toEqual({ aggregate: { count: counts.written } });
    expect(data.ids).toEqual({ aggregate: { count: counts.byId } });
    expect(data.owners).toEqual({ aggregate: { count: 32 } });
    const metadata = [
      { handle: ENTRIES, key_type: STRING, value_type: RECORD },
      { handle: longAddress(REGISTRY_HANDLES.byId), key_type: 'u64', value_type: STRING },
      { handle: longAddress(REGISTRY_HANDLES.byOwner), key_type: 'address', value_type: STRING },
    ].sort((a, b) => (a.handle < b.handle ? -1 : 1));
    expect(data.table_metadatas).toEqual(metadata);
  });
});

describe("the table page's queries on 100,000 entries", () => {
  const PAGE = `query ($where: current_table_items_bool_exp, $order: [current_table_items_order_by!], $limit: Int, $offset: Int) {
    current_table_items(where: $where, order_by: $order, limit: $limit, offset: $offset) {
      key decoded_key decoded_value is_deleted last_transaction_version
    }
  }`;
  const live = { table_handle: { _eq: ENTRIES }, is_deleted: { _eq: false } };

  it('pages by key: the first and a deep page are the table in key order, each value the raw item', async () => {
    const counts = registryCounts(latestHeight);
    const deleted = new Set<number>();
    for (let h = 402; h <= latestHeight; h += 2) deleted.add(registryChange(h).deleted ?? -1);
    const keys: string[] = [];
    for (let i = 0; i < counts.written; i++) if (!deleted.has(i)) keys.push(keyHex(i));
    keys.sort();
    for (const offset of [0, 60_000]) {
      const data = await gql(PAGE, { where: live, order: [{ key: 'asc' }], limit: 50, offset });
      const rows = data.current_table_items as Row[];
      expect(rows.map((row) => row.key)).toEqual(keys.slice(offset, offset + 50));
      for (const row of rows.slice(0, 3)) expect(await rawItem(ENTRIES, row.key, latest)).not.toBeNull();
    }
    const args: RowsArgs = { where: live, order_by: [{ key: 'asc' }], limit: 50, offset: 0 };
    expect(plan(compileRows('current_table_items', args))).not.toMatch(/TEMP B-TREE|SCAN t0/);
  });

  it('pages by last change: the newest writes first, as the chain made them', async () => {
    const data = await gql(PAGE, { where: live, order: [{ last_transaction_version: 'desc' }], limit: 5 });
    const rows = data.current_table_items as Row[];
    // the latest block added one name, and deleted or revised another
    const change = registryChange(latestHeight);
    expect(rows[0]?.key).toBe(
      change.revised === undefined ? keyHex(change.added) : [keyHex(change.added), keyHex(change.revised)].sort()[0],
    );
    const versions = rows.map((row) => BigInt(String(row.last_transaction_version)));
    expect([...versions].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(versions);
    const args: RowsArgs = { where: live, order_by: [{ last_transaction_version: 'desc' }], limit: 50 };
    expect(plan(compileRows('current_table_items', args))).not.toMatch(/TEMP B-TREE FOR ORDER BY|SCAN t0/);
    expect(plan(compileCount('current_table_items', { where: live }))).toMatch(/COVERING INDEX/);
  });

  it('finds a key exactly, by a prefix of its hex, and by a prefix of its name (decoded_key cast to text)', async () => {
    const exact = await gql(PAGE, { where: { ...live, key: { _eq: keyHex(4242) } } });
    expect(exact.current_table_items).toEqual([
      expect.objectContaining({ key: keyHex(4242), decoded_key: registryName(4242), decoded_value: registryRecord(4242, 0) }),
    ]);
    // `amber-fox-` names: adjective 0, animal 9, so indexes 450 … 499 mod 2000
    const prefix = 'amber-fox-';
    const expected = Array.from({ length: registryCounts(latestHeight).written }, (_, i) => registryName(i)).filter((name) =>
      name.startsWith(prefix),
    );
    const byName = await gql(
      `query ($where: current_table_items_bool_exp) {
        current_table_items_aggregate(where: $where) { aggregate { count } }
        current_table_items(where: $where, order_by: [{decoded_key: asc}], limit: 3) { decoded_key }
      }`,
      { where: { table_handle: { _eq: ENTRIES }, decoded_key: { _cast: { String: { _like: `"${prefix}%` } } } } },
    );
    expect(byName.current_table_items_aggregate).toEqual({ aggregate: { count: expected.length } });
    expect((byName.current_table_items as Row[]).map((row) => row.decoded_key)).toEqual(expected.sort().slice(0, 3));
    // _like is case-sensitive, _ilike is not (Postgres's), and a prefix of the key's hex runs on the index
    const upper = { table_handle: { _eq: ENTRIES }, decoded_key: { _cast: { String: { _like: `"AMBER-FOX-%` } } } };
    expect(await gql(PAGE, { where: upper })).toEqual({ current_table_items: [] });
    const folded = { table_handle: { _eq: ENTRIES }, decoded_key: { _cast: { String: { _ilike: `"AMBER-FOX-%` } } } };
    expect((await gql(PAGE, { where: folded, limit: 100 })).current_table_items).toHaveLength(Math.min(100, expected.length));
    // a String key's hex is its length byte, then its UTF-8: the names of 14 characters from amber-fox-445
    const hexPrefix = keyHex(4450).slice(0, 2 + 2 * 14);
    const byHex = { ...live, key: { _like: `${hexPrefix}%` } };
    const hexRows = (await gql(PAGE, { where: byHex, limit: 100 })).current_table_items as Row[];
    expect(hexRows.length).toBeGreaterThan(0);
    expect(hexRows.map((row) => row.decoded_key)).toEqual(
      expected.filter((name) => name.length === 14 && name.startsWith('amber-fox-445')),
    );
    expect(plan(compileRows('current_table_items', { where: byHex, limit: 50 }))).toMatch(/USING INDEX .*key>\? AND key<\?/);
  });

  it('finds entries by the text of their value', async () => {
    const data = await gql(PAGE, {
      where: { table_handle: { _eq: ENTRIES }, decoded_value: { _cast: { String: { _ilike: '%REVISED AT BLOCK 401"%' } } } },
    });
    const revised = registryChange(401).revised ?? -1;
    expect((data.current_table_items as Row[]).map((row) => row.decoded_value)).toEqual([registryRecord(revised, 401)]);
  });

  it('reads the table at version N: each key newest write at or below N, deletions as null values', async () => {
    const deleteHeight = 402;
    const deletedIndex = registryChange(deleteHeight).deleted ?? -1;
    const at = await firstVersionOf(deleteHeight);
    const AT_VERSION = `query ($where: table_items_bool_exp, $limit: Int, $offset: Int) {
      table_items(distinct_on: [key], where: $where, order_by: [{key: asc}, {transaction_version: desc}], limit: $limit, offset: $offset) {
        key decoded_key decoded_value transaction_version
      }
    }`;
    for (const version of [at - 1n, at]) {
      const where = { table_handle: { _eq: ENTRIES }, transaction_version: { _lte: String(version) }, key: { _eq: keyHex(deletedIndex) } };
      const rows = (await gql(AT_VERSION, { where })).table_items as Row[];
      expect(rows).toHaveLength(1);
      expect(rows[0]?.decoded_value).toEqual(version < at ? registryRecord(deletedIndex, 0) : null);
      expect(await rawItem(ENTRIES, keyHex(deletedIndex), version)).toBe(version < at ? recordHex(deletedIndex, 0) : null);
    }
    // a whole page at N: every key written by then (the deleted one with a null value), in key order
    const written = registryCounts(deleteHeight).written;
    const keys = Array.from({ length: written }, (_, i) => keyHex(i)).sort();
    for (const offset of [0, 50_000]) {
      const rows = (
        await gql(AT_VERSION, { where: { table_handle: { _eq: ENTRIES }, transaction_version: { _lte: String(at) } }, limit: 50, offset })
      ).table_items as Row[];
      expect(rows.map((row) => row.key)).toEqual(keys.slice(offset, offset + 50));
      for (const row of rows.slice(0, 2)) {
        const raw = await rawItem(ENTRIES, row.key, at);
        expect(raw).toBe(row.decoded_value === null ? null : formatHexBytes(encodeAs(RECORD, row.decoded_value as never)));
      }
    }
    // the revised key: its newer write, not its first
    const revised = registryChange(401).revised ?? -1;
    const where = { table_handle: { _eq: ENTRIES }, transaction_version: { _lte: String(at) }, key: { _eq: keyHex(revised) } };
    expect(((await gql(AT_VERSION, { where })).table_items as Row[])[0]?.decoded_value).toEqual(registryRecord(revised, 401));
    const args: RowsArgs = {
      distinct_on: ['key'],
      where: { table_handle: { _eq: ENTRIES }, transaction_version: { _lte: String(at) } },
      order_by: [{ key: 'asc' }, { transaction_version: 'desc' }],
      limit: 50,
    };
    const steps = plan(compileRows('table_items', args));
    expect(steps).not.toMatch(/SCAN t0|SCAN t1|CO-ROUTINE/);
    expect(steps).toMatch(/SEARCH t1 USING (COVERING )?INDEX ix_table_items_by_table_handle_key_transaction_version/);
  });
});

describe("the export's read of the whole table (keyset pages, table-export-read.ts)", () => {
  it('reads every live entry at N once, in key order, each the raw item, in about 100,000 / 800 requests', async () => {
    const at = await firstVersionOf(latestHeight);
    const height = latestHeight - 1; // the table as the blocks before the latest one left it
    const deleted = new Set<number>();
    for (let h = 402; h <= height; h += 2) deleted.add(registryChange(h).deleted ?? -1);
    const expected: string[] = [];
    for (let i = 0; i < registryCounts(height).written; i++) if (!deleted.has(i)) expected.push(keyHex(i));
    expected.sort();
    const slices: string[][] = [];
    let requests = 0;
    await readTableAt(
      { url: `${node.api}/graphql`, handle: ENTRIES, at: at - 1n, filter: { kind: 'all' } },
      (read) => {
        requests++;
        return read();
      },
      (slice, entries) => (slices[slice] ??= []).push(...entries.map((entry) => entry.keyHex)),
    );
    const keys = slices.flat();
    expect(keys.length).toBe(expected.length);
    expect(keys).toEqual(expected);
    expect(requests).toBeLessThanOrEqual(Math.ceil(expected.length / 800) + 20);
    // the keyset page walks the key index from the last key read: no scan, no sort
    const args: RowsArgs = {
      distinct_on: ['key'],
      where: {
        table_handle: { _eq: ENTRIES },
        transaction_version: { _lte: String(at) },
        _and: [{}, { key: { _gt: keys[50_000], _lt: keys[60_000] } }],
      },
      order_by: [{ key: 'asc' }, { transaction_version: 'desc' }, { write_set_change_index: 'desc' }],
      limit: 100,
    };
    const steps = plan(compileRows('table_items', args));
    expect(steps).toMatch(
      /SEARCH t0 USING INDEX ix_table_items_by_table_handle_key_transaction_version \(table_handle=\? AND key>\? AND key<\?\)/,
    );
    expect(steps).not.toMatch(/SCAN t0|SCAN t1|TEMP B-TREE/);
  }, 120_000);

  it('a value search at N keeps a key only where its newest write at N matches', async () => {
    const revised = registryChange(401).revised ?? -1;
    const search = (at: bigint) => {
      const found: string[] = [];
      return readTableAt(
        { url: `${node.api}/graphql`, handle: ENTRIES, at, filter: { kind: 'value_text', text: `record ${revised}"` } },
        (read) => read(),
        (_slice, entries) => found.push(...entries.map((entry) => String((entry.decodedValue as { note: string }).note))),
      ).then(() => found);
    };
    // before block 401 the note is the first one; from it, the revision's
    expect(await search((await firstVersionOf(401)) - 1n)).toEqual([`record ${revised}`]);
    expect(await search(await firstVersionOf(402))).toEqual([]);
  });
});

describe("the TS SDK's table reads agree with raw_item (issue 33)", () => {
  it('at three versions, for a sample of keys with a deleted and a revised one', async () => {
    const [metadata] = await aptos.getTableItemsMetadata({ options: { where: { handle: { _eq: ENTRIES } } } });
    expect(metadata).toEqual({ handle: ENTRIES, key_type: STRING, value_type: RECORD });
    const deleted = registryChange(402).deleted ?? -1;
    const revised = registryChange(401).revised ?? -1;
    const sample = [0, 1, 2, revised, deleted, 4242, 99_999, registryChange(latestHeight).added];
    const versions = [await firstVersionOf(200), await firstVersionOf(402), latest];
    let absent = 0;
    for (const version of versions) {
      for (const index of sample) {
        const key = keyHex(index);
        const items = await aptos.getTableItemsData({
          options: {
            where: { table_handle: { _eq: ENTRIES }, key: { _eq: key }, transaction_version: { _lte: String(version) } },
            orderBy: [{ transaction_version: 'desc' }],
            limit: 1,
          },
        });
        const raw = await rawItem(ENTRIES, key, version);
        const newest = items[0];
        if (newest === undefined || newest.decoded_value === null) {
          expect(raw, `${registryName(index)} at ${version}`).toBeNull();
          absent++;
        } else {
          expect(formatHexBytes(encodeAs(RECORD, newest.decoded_value as never)), `${registryName(index)} at ${version}`).toBe(raw);
          expect(newest.decoded_key).toBe(registryName(index));
        }
      }
    }
    // not yet written at block 200, deleted from block 402: both absent
    expect(absent).toBeGreaterThanOrEqual(4);
    // the same for by_owner, keyed by address
    const owner = longAddress(userAccountAddress(1, 3));
    const [item] = await aptos.getTableItemsData({
      options: { where: { table_handle: { _eq: longAddress(REGISTRY_HANDLES.byOwner) }, key: { _eq: owner } } },
    });
    expect(item?.decoded_key).toBe(formatAddress(userAccountAddress(1, 3)));
    expect(item?.decoded_value).toBe(registryName(3));
    expect(await rawItem(longAddress(REGISTRY_HANDLES.byOwner), owner, latest)).toBe(formatHexBytes(encodeAs(STRING, registryName(3))));
  });
});
