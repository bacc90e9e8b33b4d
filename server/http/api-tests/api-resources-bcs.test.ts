// The resources list as BCS (`Accept: application/x-bcs`, docs/api.md#routes): the same page as the JSON
// list, shaped as real nodes send it (src/core/api/resource-list-bcs.ts), read from a running node.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccountResourceBcs } from '../../../src/core/api/state-bytes-read';
import { listAccountResources, listAccountResourcesBcs } from '../../../src/core/api/account-resources-read';
import { decodeResourceListBcs } from '../../../src/core/api/resource-list-bcs';
import { parseAddress } from '../../../src/core/move/address';
import { formatHexBytes } from '../../../src/core/move/hex';
import { parseStructTag, type TypeTag } from '../../../src/core/move/type-tag';
import { expectLatestLedgerHeaders, fetchLedgerInfo } from './api-assertions';
import type { LedgerInfoBody } from '../../../src/core/api/schemas';
import { startTestNode, type TestNode } from './test-node';

let node: TestNode;
let latest: LedgerInfoBody;
let pinned: bigint;

beforeAll(async () => {
  node = await startTestNode();
  latest = await fetchLedgerInfo(node.api);
  pinned = (BigInt(latest.oldest_ledger_version) + BigInt(latest.ledger_version)) / 2n;
});
afterAll(() => node.stop());

const BCS = { Accept: 'application/x-bcs' };

// The list's bytes as docs/api.md#the-resources-list-as-bcs words them, written here apart from the node's encoder.
const uleb = (n: number): number[] => (n < 0x80 ? [n] : [(n & 0x7f) | 0x80, ...uleb(n >>> 7)]);
const text = (value: string): number[] => [...uleb(value.length), ...Buffer.from(value, 'ascii')];
const VARIANT = ['bool', 'u8', 'u64', 'u128', 'address', 'signer', 'vector', 'struct', 'u16', 'u32', 'u256'];
const typeTagBytes = (tag: TypeTag): number[] => [
  VARIANT.indexOf(tag.kind),
  ...(tag.kind === 'vector' ? typeTagBytes(tag.element) : tag.kind === 'struct' ? structTagBytes(tag) : []),
];
const structTagBytes = (tag: Extract<TypeTag, { kind: 'struct' }>): number[] => [
  ...parseAddress(tag.address),
  ...text(tag.module),
  ...text(tag.name),
  ...uleb(tag.typeArgs.length),
  ...tag.typeArgs.flatMap(typeTagBytes),
];
function resourceMapBytes(entries: { type: string; bytes: Uint8Array }[]): Buffer {
  const keyed = entries.map((entry) => ({ key: Buffer.from(structTagBytes(parseStructTag(entry.type))), bytes: entry.bytes }));
  keyed.sort((a, b) => Buffer.compare(a.key, b.key));
  return Buffer.concat([
    Buffer.from(uleb(keyed.length)),
    ...keyed.flatMap((entry) => [entry.key, Buffer.from(uleb(entry.bytes.length)), entry.bytes]),
  ]);
}

describe('GET …/resources with Accept: application/x-bcs', () => {
  it('lists the types of the JSON list, each with the bytes a single BCS read returns', async () => {
    const [listed, json] = await Promise.all([
      listAccountResourcesBcs({ node: node.api, address: '0xcafe', ledgerVersion: pinned }),
      listAccountResources({ node: node.api, address: '0xcafe', ledgerVersion: pinned }),
    ]);
    expect(listed.data.map((entry) => entry.type).sort()).toEqual(json.data.map((resource) => resource.type).sort());
    expect(listed.data.map((entry) => entry.type)).toContain('0xcafe::showcase::Large');
    for (const entry of listed.data) {
      const single = await getAccountResourceBcs({ node: node.api, address: '0xcafe', resourceType: entry.type, ledgerVersion: pinned });
      expect(formatHexBytes(entry.bytes)).toBe(formatHexBytes(single.data));
    }
  });

  it('is byte for byte the BTreeMap<StructTag, vector<u8>> of the single reads of each listed type, whole and paged', async () => {
    for (const [address, limit] of [
      ['0xcafe', 9999],
      ['0x1', 9999],
      ['0xcafe', 3],
    ] as const) {
      let start: string | undefined;
      do {
        const query = `ledger_version=${pinned}&limit=${limit}${start === undefined ? '' : `&start=${start}`}`;
        const answer = await fetch(`${node.api}/accounts/${address}/resources?${query}`, { headers: BCS });
        const body = Buffer.from(await answer.arrayBuffer());
        const json = await listAccountResources({
          node: node.api,
          address,
          ledgerVersion: pinned,
          limit,
          ...(start === undefined ? {} : { start }),
        });
        const singles = await Promise.all(
          json.data.map(async ({ type }) => ({
            type,
            bytes: (await getAccountResourceBcs({ node: node.api, address, resourceType: type, ledgerVersion: pinned })).data,
          })),
        );
        expect(singles.length).toBeGreaterThan(0);
        expect(answer.headers.get('x-node-cursor')).toBe(json.cursor);
        expect(formatHexBytes(body)).toBe(formatHexBytes(resourceMapBytes(singles)));
        start = json.cursor ?? undefined;
      } while (start !== undefined);
    }
  });

  it('pages as the JSON list does: the same cursors, every resource once', async () => {
    const types = new Set<string>();
    let start: string | undefined;
    for (let pages = 1; ; pages++) {
      const options = { node: node.api, address: '0xbeef', limit: 1000, ...(start === undefined ? {} : { start }) };
      const [page, json] = await Promise.all([listAccountResourcesBcs(options), listAccountResources(options)]);
      expect(page.cursor).toBe(json.cursor);
      expect(new Set(page.data.map((entry) => entry.type))).toEqual(new Set(json.data.map((resource) => resource.type)));
      for (const entry of page.data) types.add(entry.type);
      if (page.cursor === null) {
        expect(pages).toBe(11);
        break;
      }
      start = page.cursor;
    }
    expect(types.size).toBe(10_001);
  });

  it('is application/x-bcs with the ledger headers, compressed when asked, and an empty account is one zero byte', async () => {
    const cafe = await fetch(`${node.api}/accounts/0xcafe/resources`, { headers: { ...BCS, 'Accept-Encoding': 'br' } });
    expect(cafe.status).toBe(200);
    expect(cafe.headers.get('content-type')).toBe('application/x-bcs');
    expect(cafe.headers.get('content-encoding')).toBe('br');
    expectLatestLedgerHeaders(cafe.headers, latest);
    expect(decodeResourceListBcs(new Uint8Array(await cafe.arrayBuffer())).length).toBeGreaterThan(3);
    const empty = await fetch(`${node.api}/accounts/0x1234/resources`, { headers: BCS });
    expect(new Uint8Array(await empty.arrayBuffer())).toEqual(new Uint8Array([0]));
  });

  it('has an ETag of its own and answers 304 to it', async () => {
    const url = `${node.api}/accounts/0xcafe/resources?ledger_version=${pinned}`;
    const bcs = await fetch(url, { headers: BCS });
    const json = await fetch(url);
    const etag = bcs.headers.get('etag');
    expect(etag).not.toBeNull();
    expect(etag).not.toBe(json.headers.get('etag'));
    const again = await fetch(url, { headers: { ...BCS, 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('fails in JSON, as every read does', async () => {
    const response = await fetch(`${node.api}/accounts/0xcafe/resources?start=zz`, { headers: BCS });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { error_code: string }).error_code).toBe('web_framework_error');
  });
});
