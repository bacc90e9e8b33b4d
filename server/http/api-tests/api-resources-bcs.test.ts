// The resources list as BCS (`Accept: application/x-bcs`, docs/api.md#routes): the same page as the JSON
// list, shaped as real nodes send it (src/core/api/resource-list-bcs.ts), read from a running node.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccountResourceBcs } from '../../../src/core/api/state-bytes-read';
import { listAccountResources, listAccountResourcesBcs } from '../../../src/core/api/account-resources-read';
import { decodeResourceListBcs } from '../../../src/core/api/resource-list-bcs';
import { formatHexBytes } from '../../../src/core/move/hex';
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
