// POST /v1/tables/{h}/item against a running node (docs/api.md#table-items): the TS SDK's getTableItem
// at a version, each answer checked against the BCS that raw_item serves for the same key and version,
// the BCS answer, and each error as real nodes answer it (aptos-core api/src/state.rs `table_item`).
import { Aptos, AptosApiError, AptosConfig, Network } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerInfoBody } from '../../../src/core/api/schemas';
import { decodeMoveValue } from '../../../src/core/move/bcs-reader';
import { encodeJsonArgument } from '../../../src/core/move/view-arguments';
import { bytesToHex } from '../../../src/core/move/hex-digits';
import { parseTypeTag } from '../../../src/core/move/type-tag';
import { expectApiError, fetchLedgerInfo } from './api-assertions';
import { startTestNode, type TestNode } from './test-node';

const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
const BY_OWNER = '0x7d55dbe6cda6fce7565c563408bb4fc7c3f075a2cd243dc27e2157bc9e115627';
const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';
const ACCOUNT_0 = '0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370';
const STRING = '0x1::string::String';
const ENTRY = '0xcafe::showcase::Entry';

let node: TestNode;
let aptos: Aptos;
let info: LedgerInfoBody;
let oldest: bigint;
let latest: bigint;

beforeAll(async () => {
  node = await startTestNode({ pruneWindowSeconds: 300 });
  aptos = new Aptos(new AptosConfig({ network: Network.CUSTOM, fullnode: node.api }));
  info = await fetchLedgerInfo(node.api);
  oldest = BigInt(info.oldest_ledger_version);
  latest = BigInt(info.ledger_version);
});
afterAll(() => node.stop());

const post = (handle: string, body: unknown, query = '', headers: Record<string, string> = {}) =>
  fetch(`${node.api}/tables/${handle}/item${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** raw_item's bytes for the key's BCS (as this test encodes it), or null when it is 404. */
async function rawItem(handle: string, keyType: string, key: unknown, version: bigint): Promise<Uint8Array | null> {
  const bcsKey = bytesToHex(encodeJsonArgument(key as string, parseTypeTag(keyType)));
  const response = await fetch(`${node.api}/tables/${handle}/raw_item?ledger_version=${version}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-bcs' },
    body: JSON.stringify({ key: `0x${bcsKey}` }),
  });
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('the TS SDK getTableItem against POST /v1/tables/{h}/item', () => {
  it('answers at a version the value raw_item holds there, decoded by value_type', async () => {
    const version = oldest + 7n;
    const samples = [
      { handle: BY_INDEX, key_type: 'u64', value_type: STRING, key: '42' },
      { handle: BY_NAME, key_type: STRING, value_type: ENTRY, key: 'alpha' },
      { handle: BY_OWNER, key_type: 'address', value_type: 'u64', key: ACCOUNT_0 },
    ];
    for (const { handle, ...data } of samples) {
      const value = await aptos.getTableItem({ handle, data, options: { ledgerVersion: version } });
      const raw = await rawItem(handle, data.key_type, data.key, version);
      expect(raw).not.toBeNull();
      expect(value).toEqual(decodeMoveValue(raw ?? new Uint8Array(), parseTypeTag(data.value_type)).value);
    }
    expect(await aptos.getTableItem({ handle: BY_INDEX, data: samples[0] as never })).toBe('item-42');
    expect(await aptos.getTableItem({ handle: BY_NAME, data: samples[1] as never })).toEqual({ id: '1', label: 'alpha', tags: ['first'] });
  });

  it('agrees with raw_item on present and absent keys at three versions', async () => {
    let found = 0;
    let missing = 0;
    for (const version of [oldest, (oldest + latest) / 2n, latest]) {
      for (let key = 95; key < 160; key += 3) {
        const data = { key_type: 'u64', value_type: STRING, key: String(key) };
        const raw = await rawItem(BY_INDEX, 'u64', String(key), version);
        const response = await post(BY_INDEX, data, `?ledger_version=${version}`);
        if (raw === null) {
          missing++;
          await expectApiError(
            response,
            await fetchLedgerInfo(node.api),
            404,
            'table_item_not_found',
            `Table Item not found by Table handle(${BY_INDEX}), Table key("${key}") and Ledger version(${version})`,
          );
        } else {
          found++;
          expect(response.status).toBe(200);
          expect(await response.json()).toBe(decodeMoveValue(raw, parseTypeTag(STRING)).value);
        }
      }
    }
    // the sample reaches both answers
    expect(found).toBeGreaterThan(0);
    expect(missing).toBeGreaterThan(0);
  });

  it('the SDK sees a missing item as table_item_not_found', async () => {
    const data = { key_type: 'u64', value_type: STRING, key: '987654321' };
    const error = await aptos.getTableItem({ handle: BY_INDEX, data }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AptosApiError);
    expect((error as AptosApiError).status).toBe(404);
    expect((error as AptosApiError).data).toMatchObject({ error_code: 'table_item_not_found' });
  });
});

describe('POST /v1/tables/{h}/item', () => {
  it('with Accept: application/x-bcs answers the stored BCS, as raw_item does', async () => {
    const version = oldest + 3n;
    const response = await post(BY_NAME, { key_type: STRING, value_type: ENTRY, key: 'beta' }, `?ledger_version=${version}`, {
      accept: 'application/x-bcs',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-bcs');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(await rawItem(BY_NAME, STRING, 'beta', version));
  });

  it('revalidates: the same answer again is 304', async () => {
    const query = `?ledger_version=${oldest + 1n}`;
    const body = { key_type: 'u64', value_type: STRING, key: '7' };
    const first = await post(BY_INDEX, body, query);
    const etag = first.headers.get('etag');
    expect(etag).not.toBeNull();
    expect((await post(BY_INDEX, body, query, { 'if-none-match': etag ?? '' })).status).toBe(304);
  });

  it('a type that does not parse, or a key that does not fit key_type, is 400 invalid_input', async () => {
    const now = await fetchLedgerInfo(node.api);
    await expectApiError(await post(BY_INDEX, { key_type: 'u65', value_type: STRING, key: '1' }), now, 400, 'invalid_input', /key_type/);
    await expectApiError(await post(BY_INDEX, { key_type: 'u64', value_type: '0x1::', key: '1' }), now, 400, 'invalid_input', /value_type/);
    // u64 is a decimal string in the API's JSON, never a number
    await expectApiError(
      await post(BY_INDEX, { key_type: 'u64', value_type: STRING, key: 42 }),
      now,
      400,
      'invalid_input',
      'Invalid key for key_type u64: expected a decimal string for u64, got 42 at key',
    );
    await expectApiError(await post(BY_INDEX, { key_type: 'u64', value_type: STRING, key: 'abc' }), now, 400, 'invalid_input');
    await expectApiError(await post(BY_OWNER, { key_type: 'address', value_type: 'u64', key: '0xzz' }), now, 400, 'invalid_input');
  });

  it('a body that is not a TableItemRequest is 400 web_framework_error', async () => {
    const now = await fetchLedgerInfo(node.api);
    await expectApiError(await post(BY_INDEX, { key_type: 'u64', value_type: STRING }), now, 400, 'web_framework_error', /"key"/);
    await expectApiError(await post(BY_INDEX, { key_type: 5, value_type: STRING, key: '1' }), now, 400, 'web_framework_error');
    await expectApiError(await post(BY_INDEX, ['u64']), now, 400, 'web_framework_error');
  });

  it('stored bytes that are not a value_type: 500 internal_error, as real nodes', async () => {
    const response = await post(BY_INDEX, { key_type: 'u64', value_type: 'bool', key: '42' });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      error_code: 'internal_error',
      message: expect.stringMatching(/^Failed to deserialize table item retrieved from DB as bool: /) as unknown,
    });
  });

  it('a pruned version is 410, a future one 404; GET is 405', async () => {
    const body = { key_type: 'u64', value_type: STRING, key: '1' };
    const pruned = await post(BY_INDEX, body, `?ledger_version=${oldest - 1n}`);
    expect(pruned.status).toBe(410);
    expect(((await pruned.json()) as { error_code: string }).error_code).toBe('version_pruned');
    const future = await post(BY_INDEX, body, `?ledger_version=${latest + 1000n}`);
    expect(future.status).toBe(404);
    expect(((await future.json()) as { error_code: string }).error_code).toBe('version_not_found');
    const get = await fetch(`${node.api}/tables/${BY_INDEX}/item`);
    expect(get.status).toBe(405);
  });
});
