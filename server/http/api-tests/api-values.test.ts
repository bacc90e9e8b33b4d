// Values the node serves (docs/demo-chain.md, docs/api.md#move-values-in-json), read over HTTP with the
// core's client; BCS bodies checked against @mysten/bcs as an independent oracle.
import { bcs } from '@mysten/bcs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccountResource } from '../../../src/core/api/resource-read';
import { getRawTableItem } from '../../../src/core/api/state-bytes-read';
import { listAccountResources } from '../../../src/core/api/account-resources-read';
import { getLedgerInfo } from '../../../src/core/api/ledger-info-read';
import { decodeResource } from '../../../src/core/move/bcs-reader';
import { parseAddress } from '../../../src/core/move/address';
import { parseStructTag } from '../../../src/core/move/type-tag';
import type { JsonValue } from '../../../src/core/move/json';
import { expectLatestLedgerHeaders, fetchLedgerInfo } from './api-assertions';
import type { LedgerInfoBody } from '../../../src/core/api/schemas';
import { startTestNode, type TestNode } from './test-node';
import { SHOWCASE_JSON } from '../../../src/core/move/test-values';

let node: TestNode;
let latest: LedgerInfoBody;
let latestVersion: bigint;
let oldestVersion: bigint;
let handles: { byIndex: string; byOwner: string; byName: string };

beforeAll(async () => {
  node = await startTestNode();
  latest = await fetchLedgerInfo(node.api);
  latestVersion = BigInt(latest.ledger_version);
  oldestVersion = BigInt(latest.oldest_ledger_version);
  const { data } = await getAccountResource({ node: node.api, address: '0xcafe', resourceType: '0xcafe::showcase::Showcase' });
  handles = {
    byIndex: handleOf(data.data.by_index),
    byOwner: handleOf(data.data.by_owner),
    byName: handleOf(member(data.data.by_name, 'inner')),
  };
});
afterAll(() => node.stop());

const randomVersions = (count: number, seed: number) =>
  fc.sample(fc.bigInt({ min: oldestVersion, max: latestVersion }), { numRuns: count, seed });

describe('the showcase', () => {
  it('holds every JSON rule, exactly', async () => {
    const { data, ledger } = await getAccountResource({ node: node.api, address: '0xcafe', resourceType: '0xcafe::showcase::Showcase' });
    expect(ledger?.ledgerVersion).toBe(latestVersion);
    expect(data.type).toBe('0xcafe::showcase::Showcase');
    // Every fixed value of docs/demo-chain.md#the-showcase-account-0xcafe (handles and the update count vary with the chain).
    const { by_index: _byIndex, by_owner: _byOwner, by_name: _byName, updates: _updates, ...fixedValues } = SHOWCASE_JSON;
    expect(data.data).toMatchObject(fixedValues);
    expect(handles.byIndex).toMatch(/^0x[0-9a-f]{1,64}$/);
    expect(typeof data.data.updates).toBe('string');
  });

  it('sorts struct members by name', async () => {
    const text = await (await fetch(`${node.api}/accounts/0xcafe/resource/0xcafe::showcase::Showcase`)).text();
    const keys = Object.keys(JSON.parse(text).data);
    expect(keys).toEqual([...keys].sort());
    expect(text.startsWith('{"type":"0xcafe::showcase::Showcase","data":{')).toBe(true);
  });

  it('answers the long address form and a spaced, padded tag with the normalised type', async () => {
    const { data } = await getAccountResource({
      node: node.api,
      address: `0x${'0'.repeat(60)}cafe`,
      resourceType: ' 0x000cafe :: showcase :: Showcase ',
    });
    expect(data.type).toBe('0xcafe::showcase::Showcase');
  });

  it('serves the stored BCS with Accept: application/x-bcs, which decodes to the JSON', async () => {
    const json = await (await fetch(`${node.api}/accounts/0xcafe/resource/0xcafe::showcase::Showcase`)).json();
    const response = await fetch(`${node.api}/accounts/0xcafe/resource/0xcafe::showcase::Showcase`, {
      headers: { accept: 'application/x-bcs' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-bcs');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(decodeResource(bytes, parseStructTag('0xcafe::showcase::Showcase'))).toEqual(json.data);
    // declaration order starts with flag (bool) then u8 255 (docs/demo-chain.md#the-showcase-account-0xcafe)
    expect(Array.from(bytes.slice(0, 2))).toEqual([1, 255]);
  });

  it('Large holds 50,000 entries', async () => {
    const { data } = await getAccountResource({ node: node.api, address: '0xcafe', resourceType: '0xcafe::showcase::Large' });
    const items = data.data.items;
    expect(Array.isArray(items) && items.length).toBe(50_000);
  });
});

describe('the Clock oracle', () => {
  it('reads the version of X-NODE-LEDGER-VERSION at latest', async () => {
    const { data, ledger } = await getAccountResource({ node: node.api, address: '0xcafe', resourceType: '0xcafe::showcase::Clock' });
    expect(data.data.version).toBe(ledger?.ledgerVersion.toString());
    expect(data.data.version).toBe(latest.ledger_version);
  });

  it('reads v at random readable versions v, as JSON and as BCS', async () => {
    for (const version of randomVersions(25, 7)) {
      const { data } = await getAccountResource({
        node: node.api,
        address: '0xcafe',
        resourceType: '0xcafe::showcase::Clock',
        ledgerVersion: version,
      });
      expect(data.data.version).toBe(version.toString());
      const response = await fetch(`${node.api}/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=${version}`, {
        headers: { accept: 'application/x-bcs' },
      });
      expect(bcs.u64().parse(new Uint8Array(await response.arrayBuffer()))).toBe(version.toString());
    }
  });
});

describe('ledger info', () => {
  it('matches the headers and the chain-time rules', async () => {
    const { data, ledger } = await getLedgerInfo({ node: node.api });
    expect(data).toEqual({ ...latest, node_role: 'full_node' });
    expect(ledger?.ledgerVersion).toBe(latestVersion);
    expect(data.chain_id).toBe(4);
    const height = BigInt(data.block_height);
    expect(BigInt(data.ledger_timestamp)).toBe(BigInt(Date.UTC(2026, 0, 1)) * 1000n + height * 1_000_000n);
    expect(BigInt(data.epoch)).toBe(1n + height / 600n);
    const timestamp = await getAccountResource({ node: node.api, address: '0x1', resourceType: '0x1::timestamp::CurrentTimeMicroseconds' });
    expect(timestamp.data.data.microseconds).toBe(data.ledger_timestamp);
    const chainId = await getAccountResource({ node: node.api, address: '0x1', resourceType: '0x1::chain_id::ChainId' });
    expect(chainId.data.data).toEqual({ id: 4 });
  });
});

describe('framework account', () => {
  it('numbers its GUIDs consistently: guid_creation_num is past every event handle 0x1 holds', async () => {
    const read = async (resourceType: string) => (await getAccountResource({ node: node.api, address: '0x1', resourceType })).data.data;
    const creationNums: bigint[] = [];
    // every `creation_num` of an event handle in the framework's resources
    const collect = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      if (!Array.isArray(value) && 'creation_num' in value && typeof value.creation_num === 'string')
        creationNums.push(BigInt(value.creation_num));
      for (const member of Object.values(value)) collect(member);
    };
    for (const type of ['0x1::account::Account', '0x1::block::BlockResource', '0x1::reconfiguration::Configuration'])
      collect(await read(type));
    const account = await read('0x1::account::Account');
    expect(new Set(creationNums).size).toBe(creationNums.length);
    expect(account.guid_creation_num).toBe(String(creationNums.reduce((max, n) => (n > max ? n : max), 0n) + 1n));
  });
});

describe('showcase tables over raw_item', () => {
  const u64Key = (k: number | bigint) => bcs.u64().serialize(k).toBytes();

  it('by_index: keys 0..99 are "item-k" at random versions; 987654321 never exists', async () => {
    for (const version of randomVersions(5, 11)) {
      for (const k of [0, 1, 42, 99]) {
        const { data, ledger } = await getRawTableItem({
          node: node.api,
          tableHandle: handles.byIndex,
          key: u64Key(k),
          ledgerVersion: version,
        });
        expect(bcs.string().parse(data)).toBe(`item-${k}`);
        expect(ledger?.ledgerVersion).toBe(latestVersion);
      }
      await expect(
        getRawTableItem({ node: node.api, tableHandle: handles.byIndex, key: u64Key(987654321), ledgerVersion: version }),
      ).rejects.toMatchObject({ status: 404, errorCode: 'table_item_not_found' });
    }
  });

  it('by_name: alpha, beta, gamma are fixed Entries', async () => {
    const entry = bcs.struct('Entry', { id: bcs.u64(), label: bcs.string(), tags: bcs.vector(bcs.string()) });
    const expected = {
      alpha: { id: '1', label: 'alpha', tags: ['first'] },
      beta: { id: '2', label: 'beta', tags: ['second'] },
      gamma: { id: '3', label: 'gamma', tags: ['third'] },
    };
    for (const [name, value] of Object.entries(expected)) {
      const { data } = await getRawTableItem({ node: node.api, tableHandle: handles.byName, key: bcs.string().serialize(name).toBytes() });
      expect(entry.parse(data)).toEqual(value);
    }
  });

  it('by_owner: every account in Directory maps to its CoinStore value, at random versions', async () => {
    for (const version of randomVersions(3, 13)) {
      const directory = await getAccountResource({
        node: node.api,
        address: '0xcafe',
        resourceType: '0xcafe::showcase::Directory',
        ledgerVersion: version,
      });
      const accounts = directory.data.data.accounts;
      if (!Array.isArray(accounts)) throw new Error('Directory.accounts is not an array');
      expect(accounts.length).toBeGreaterThanOrEqual(32);
      for (const account of accounts.slice(0, 6)) {
        if (typeof account !== 'string') throw new Error('address expected');
        const store = await getAccountResource({
          node: node.api,
          address: account,
          resourceType: '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>',
          ledgerVersion: version,
        });
        const { data } = await getRawTableItem({
          node: node.api,
          tableHandle: handles.byOwner,
          key: parseAddress(account),
          ledgerVersion: version,
        });
        expect(bcs.u64().parse(data)).toBe(member(store.data.data.coin, 'value'));
      }
    }
  });
});

describe('resources list', () => {
  it('pages through the 10,001 resources of 0xbeef (the crowd and its registry) with the cursor', async () => {
    const seen = new Map<string, JsonValue>();
    let start: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await listAccountResources({
        node: node.api,
        address: '0xbeef',
        limit: 1000,
        ...(start === undefined ? {} : { start }),
      });
      pages++;
      for (const resource of page.data) {
        expect(seen.has(resource.type)).toBe(false);
        seen.set(resource.type, resource.data.n ?? null);
      }
      if (page.cursor === null) break;
      expect(page.data).toHaveLength(1000);
      start = page.cursor;
    }
    expect(pages).toBe(11);
    expect(seen.size).toBe(10_001);
    expect(seen.has('0xbeef::registry::Registry')).toBe(true);
    for (const [m, k] of [
      [0, 0],
      [3, 7],
      [99, 99],
      [42, 5],
    ] as const) {
      expect(seen.get(`0xbeef::crowd_${m}::Item${k}`)).toBe(String(100 * m + k));
    }
  });

  it('uses 1000 by default and 9999 at most, and sends no cursor on the last page', async () => {
    const first = await fetch(`${node.api}/accounts/0xbeef/resources`);
    expect(await first.json()).toHaveLength(1000);
    expect(first.headers.get('x-node-cursor')).not.toBeNull();
    const big = await listAccountResources({ node: node.api, address: '0xbeef', limit: 9999 });
    expect(big.data).toHaveLength(9999);
    const last = await listAccountResources({ node: node.api, address: '0xbeef', limit: 9999, start: big.cursor ?? 'missing' });
    expect(last.data).toHaveLength(2);
    expect(last.cursor).toBeNull();
  });

  it('is [] for an account with nothing, with the ledger headers', async () => {
    const response = await fetch(`${node.api}/accounts/0x1234/resources`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('[]');
    expectLatestLedgerHeaders(response.headers, latest);
    expect(response.headers.get('x-node-cursor')).toBeNull();
  });

  it('lists what single reads return, at a pinned version', async () => {
    const version = oldestVersion + (latestVersion - oldestVersion) / 2n;
    const list = await listAccountResources({ node: node.api, address: '0xcafe', ledgerVersion: version });
    const types = list.data.map((resource) => resource.type);
    expect(types).toEqual(
      expect.arrayContaining([
        '0xcafe::showcase::Clock',
        '0xcafe::showcase::Showcase',
        '0xcafe::showcase::Directory',
        '0xcafe::showcase::Large',
      ]),
    );
    for (const resource of list.data) {
      const single = await getAccountResource({ node: node.api, address: '0xcafe', resourceType: resource.type, ledgerVersion: version });
      expect(single.data).toEqual(resource);
    }
  });
});

function member(value: JsonValue | undefined, name: string): JsonValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !(name in value)) throw new Error(`no member ${name}`);
  return value[name] ?? null;
}

function handleOf(table: JsonValue | undefined): string {
  const handle = member(table, 'handle');
  if (typeof handle !== 'string') throw new Error('table handle expected');
  return handle;
}
