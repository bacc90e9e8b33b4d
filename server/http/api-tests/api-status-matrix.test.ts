// Every row of the status matrix (docs/api.md#status-matrix), against a real node over HTTP, in check order.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { bcs } from '@mysten/bcs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccountResource } from '../../../src/core/api/resource-read';
import { getRawTableItem } from '../../../src/core/api/state-bytes-read';
import { ApiError } from '../../../src/core/api/errors';
import { moveResourceSchema, type LedgerInfoBody } from '../../../src/core/api/schemas';
import { expectApiError, fetchLedgerInfo } from './api-assertions';
import { startTestNode, type TestNode } from './test-node';

let node: TestNode;
let latest: LedgerInfoBody;
let byIndexHandle: string;
const SHOWCASE_PATH = '/accounts/0xcafe/resource/0xcafe::showcase::Showcase';
const CLOCK_PATH = '/accounts/0xcafe/resource/0xcafe::showcase::Clock';

beforeAll(async () => {
  // a short window, so that the oldest readable version is above 0 and 410 is reachable
  node = await startTestNode({ pruneWindowSeconds: 300 });
  latest = await fetchLedgerInfo(node.api);
  const showcase = moveResourceSchema.parse(await (await fetch(node.api + SHOWCASE_PATH)).json());
  const byIndex = showcase.data.by_index;
  if (typeof byIndex !== 'object' || byIndex === null || Array.isArray(byIndex) || typeof byIndex.handle !== 'string') {
    throw new Error('Showcase.by_index has no handle');
  }
  byIndexHandle = byIndex.handle;
});
afterAll(() => node.stop());

const u64Key = (value: number) => `0x${Buffer.from(bcs.u64().serialize(value).toBytes()).toString('hex')}`;
const get = (path: string, headers: Record<string, string> = {}) => fetch(node.api + path, { headers });
const postRaw = (path: string, body: string | Blob, headers: Record<string, string>) =>
  fetch(node.api + path, { method: 'POST', body, headers });
const postItem = (key: string, query = '', headers: Record<string, string> = {}) =>
  postRaw(`/tables/${byIndexHandle}/raw_item${query}`, JSON.stringify({ key }), {
    'content-type': 'application/json',
    accept: 'application/x-bcs',
    ...headers,
  });

describe('the node is set up for the matrix', () => {
  it('has pruned history, so 410 is reachable', () => {
    expect(BigInt(latest.oldest_ledger_version)).toBeGreaterThan(0n);
    expect(BigInt(latest.ledger_version)).toBe(2999n);
  });
});

describe('400 web_framework_error: malformed path parameters', () => {
  it.each(['0xzz', '00x1', '0x', '0X1', `0x${'1'.repeat(65)}`, 'cafe!'])('address %j', async (address) => {
    await expectApiError(
      await get(`/accounts/${encodeURIComponent(address)}/resource/0x1::account::Account`),
      latest,
      400,
      'web_framework_error',
      /path parameter address/,
    );
  });

  it('an empty address', async () => {
    const response = await get('/accounts//resource/0x1::account::Account');
    // an empty segment: either the route does not match (404) or the address is refused (400)
    expect([400, 404]).toContain(response.status);
    await expectApiError(response, latest, response.status, 'web_framework_error');
  });

  const tooDeep = `0x1::a::B<${'vector<'.repeat(8)}u8${'>'.repeat(9)}`;
  it.each(['0x1::GUID_Generator', 'u64', 'vector<u8>', 'std::x::Y', '0x1::a::B<', '0x1::a::1B', tooDeep])('struct tag %j', async (tag) => {
    await expectApiError(
      await get(`/accounts/0x1/resource/${encodeURIComponent(tag)}`),
      latest,
      400,
      'web_framework_error',
      /resource_type/,
    );
  });

  it('decodes the tag once: a double-encoded tag is malformed', async () => {
    const twice = encodeURIComponent(encodeURIComponent('0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>'));
    await expectApiError(await get(`/accounts/0x1/resource/${twice}`), latest, 400, 'web_framework_error');
  });

  it.each([
    ['GET', '/accounts/0x1/resource/%zz'],
    ['GET', '/accounts/%zz/resources'],
    ['POST', '/tables/%zz/raw_item'],
  ])('a path parameter that is not percent-encoding: %s %s', async (method, path) => {
    const response = await fetch(node.api + path, { method, headers: { origin: 'https://explorer.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://explorer.example');
    await expectApiError(response, latest, 400, 'web_framework_error', /%zz/);
  });

  it('a long but well-formed struct tag is looked up, not refused for its length', async () => {
    const tag = `0x1::a::B<${Array.from({ length: 1400 }, () => 'u8').join(',')}>`;
    expect(tag.length).toBeGreaterThan(4096);
    await expectApiError(await get(`/accounts/0x1/resource/${encodeURIComponent(tag)}`), latest, 404, 'resource_not_found');
  });

  it.each(['xyz', '0x', '0xg1'])('table handle %j', async (handle) => {
    await expectApiError(
      await postRaw(`/tables/${handle}/raw_item`, '{"key":"0x00"}', { 'content-type': 'application/json', accept: 'application/x-bcs' }),
      latest,
      400,
      'web_framework_error',
      /table_handle/,
    );
  });

  it('resources list address', async () => {
    await expectApiError(await get('/accounts/0xzz/resources'), latest, 400, 'web_framework_error', /address/);
  });

  it.each(['0x1::coin', 'zz', '0x1::coin::CoinStore<'])('balance asset_type %j', async (asset) => {
    await expectApiError(
      await get(`/accounts/0x1/balance/${encodeURIComponent(asset)}`),
      latest,
      400,
      'web_framework_error',
      /path parameter asset_type/,
    );
  });
});

describe('400 web_framework_error: malformed query', () => {
  it.each(['-1', 'abc', '1.5', '', '18446744073709551616', '0x10', ' 1'])('ledger_version %j on the resource', async (value) => {
    await expectApiError(
      await get(`${CLOCK_PATH}?ledger_version=${encodeURIComponent(value)}`),
      latest,
      400,
      'web_framework_error',
      /ledger_version/,
    );
  });

  it('ledger_version on raw_item', async () => {
    await expectApiError(await postItem(u64Key(1), '?ledger_version=abc'), latest, 400, 'web_framework_error', /ledger_version/);
  });

  it.each(['0', '10000', 'x', '-5'])('limit %j on the list', async (limit) => {
    await expectApiError(await get(`/accounts/0x1/resources?limit=${limit}`), latest, 400, 'web_framework_error', /limit/);
  });

  it('a cursor the node did not issue', async () => {
    await expectApiError(await get('/accounts/0xbeef/resources?start=nonsense'), latest, 400, 'web_framework_error', /start/);
  });
});

describe('raw_item body: 411, 413, 415, 400', () => {
  it('411 without Content-Length (chunked)', async () => {
    const response = await rawHttp(
      'POST',
      `/v1/tables/${byIndexHandle}/raw_item`,
      { 'content-type': 'application/json', accept: 'application/x-bcs', 'transfer-encoding': 'chunked' },
      '{"key":"0x00"}',
    );
    expect(response.status).toBe(411);
    expect(JSON.parse(response.body)).toMatchObject({ error_code: 'web_framework_error', vm_error_code: null });
    expect(response.headers['x-node-ledger-version']).toBe(latest.ledger_version);
  });

  it('413 above 8 MiB', async () => {
    const body = JSON.stringify({ key: '0x' + '00'.repeat(4 * 1024 * 1024 + 8) });
    expect(body.length).toBeGreaterThan(8 * 1024 * 1024);
    await expectApiError(
      await postRaw(`/tables/${byIndexHandle}/raw_item`, body, { 'content-type': 'application/json', accept: 'application/x-bcs' }),
      latest,
      413,
      'web_framework_error',
    );
  });

  it('accepts a body of exactly 8 MiB (then judges the key)', async () => {
    const body = `{"key":"0x1"}${' '.repeat(8 * 1024 * 1024 - 13)}`;
    expect(body.length).toBe(8 * 1024 * 1024);
    await expectApiError(
      await postRaw(`/tables/${byIndexHandle}/raw_item`, body, { 'content-type': 'application/json', accept: 'application/x-bcs' }),
      latest,
      400,
      'web_framework_error',
      /key/,
    );
  });

  it('413 for a compressed body that inflates past 8 MiB', async () => {
    const inflated = `{"key":"0x1"}${' '.repeat(8 * 1024 * 1024 - 12)}`;
    expect(inflated.length).toBe(8 * 1024 * 1024 + 1);
    const body = new Blob([gzipSync(inflated)]);
    const response = await postRaw(`/tables/${byIndexHandle}/raw_item`, body, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      accept: 'application/x-bcs',
    });
    await expectApiError(response, latest, 413, 'web_framework_error');
  });

  it('a huge key (a small gzip body inflating to 7 MB of hex) is not echoed back: the message names its length', async () => {
    const key = `0x${'00'.repeat(3_500_000)}`;
    const body = new Blob([gzipSync(JSON.stringify({ key }))]);
    const response = await postRaw(`/tables/${byIndexHandle}/raw_item`, body, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      accept: 'application/x-bcs',
    });
    const text = await response.text();
    expect(response.status).toBe(404);
    expect(text.length).toBeLessThan(500);
    expect(JSON.parse(text).message).toContain('(7000002 characters)');
    const invalid = await postRaw(`/tables/${byIndexHandle}/raw_item`, new Blob([gzipSync(JSON.stringify({ key: `${key}zz` }))]), {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      accept: 'application/x-bcs',
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.text()).length).toBeLessThan(500);
  });

  it('415 without Content-Type', async () => {
    await expectApiError(
      await postRaw(`/tables/${byIndexHandle}/raw_item`, new Blob(['{"key":"0x00"}']), { accept: 'application/x-bcs' }),
      latest,
      415,
      'web_framework_error',
    );
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx'])('415 with Content-Type %s', async (type) => {
    await expectApiError(
      await postRaw(`/tables/${byIndexHandle}/raw_item`, '{"key":"0x00"}', { 'content-type': type, accept: 'application/x-bcs' }),
      latest,
      415,
      'web_framework_error',
    );
  });

  it.each([
    ['not JSON', '{"key":'],
    ['empty', ''],
    ['key missing', '{}'],
    ['key not a string', '{"key":5}'],
    ['an array', '["0x00"]'],
    ['odd-length key', '{"key":"0x1"}'],
    ['key not hex', '{"key":"0xzz"}'],
  ])('400 for a body %s', async (_what, body) => {
    await expectApiError(
      await postRaw(`/tables/${byIndexHandle}/raw_item`, body, {
        'content-type': 'application/json; charset=utf-8',
        accept: 'application/x-bcs',
      }),
      latest,
      400,
      'web_framework_error',
    );
  });
});

describe('403 api_disabled: raw_item asked for JSON', () => {
  it.each([
    undefined,
    '*/*',
    'application/json',
    'text/html',
    'application/json, application/x-bcs',
    'application/x-bcs;q=0.1, application/json',
  ])('Accept %j', async (accept) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (accept !== undefined) headers.accept = accept;
    await expectApiError(
      await postRaw(`/tables/${byIndexHandle}/raw_item`, JSON.stringify({ key: u64Key(1) }), headers),
      latest,
      403,
      'api_disabled',
      /only BCS is supported/,
    );
  });

  it('BCS when x-bcs wins by q-value', async () => {
    const response = await postItem(u64Key(1), '', { accept: 'application/json;q=0.5, application/x-bcs' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-bcs');
  });
});

describe('404 version_not_found and 410 version_pruned', () => {
  it('a future version', async () => {
    const future = BigInt(latest.ledger_version) + 1n;
    await expectApiError(
      await get(`${CLOCK_PATH}?ledger_version=${future}`),
      latest,
      404,
      'version_not_found',
      `Ledger version not found by Ledger version(${future})`,
    );
    await expectApiError(
      await get(`${CLOCK_PATH}?ledger_version=100000000`),
      latest,
      404,
      'version_not_found',
      'Ledger version not found by Ledger version(100000000)',
    );
    await expectApiError(await postItem(u64Key(1), `?ledger_version=${future}`), latest, 404, 'version_not_found');
    await expectApiError(await get(`/accounts/0x1/resources?ledger_version=${future}`), latest, 404, 'version_not_found');
  });

  it('a pruned version, through the client', async () => {
    const pruned = BigInt(latest.oldest_ledger_version) - 1n;
    const error = await getAccountResource({
      node: node.api,
      address: '0xcafe',
      resourceType: '0xcafe::showcase::Clock',
      ledgerVersion: pruned,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'pruned',
      status: 410,
      errorCode: 'version_pruned',
      message: `Ledger version(${pruned}) has been pruned`,
    });
    expect((error instanceof ApiError && error.ledger?.ledgerVersion) || null).toBe(BigInt(latest.ledger_version));
  });

  it.each([0n, 5n])('version %s is pruned on every read endpoint', async (version) => {
    const message = `Ledger version(${version}) has been pruned`;
    await expectApiError(await get(`${CLOCK_PATH}?ledger_version=${version}`), latest, 410, 'version_pruned', message);
    await expectApiError(await postItem(u64Key(1), `?ledger_version=${version}`), latest, 410, 'version_pruned', message);
    await expectApiError(await get(`/accounts/0x1/resources?ledger_version=${version}`), latest, 410, 'version_pruned', message);
    await expectApiError(await get(`/accounts/0x1/balance/0xa?ledger_version=${version}`), latest, 410, 'version_pruned', message);
  });

  it('the oldest version itself reads', async () => {
    const response = await get(`${CLOCK_PATH}?ledger_version=${latest.oldest_ledger_version}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: '0xcafe::showcase::Clock', data: { version: latest.oldest_ledger_version } });
  });
});

describe('transactions, blocks and events: 400, 404, 410 as real nodes answer them', () => {
  const ACCOUNT_0 = '0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370';

  it.each([
    ['/transactions/by_version/abc', /txn_version/],
    ['/transactions/by_version/-1', /txn_version/],
    ['/transactions/by_version/1.5', /txn_version/],
    ['/transactions/by_version/18446744073709551616', /txn_version/],
    ['/transactions/by_hash/0x12', /txn_hash/],
    [`/transactions/by_hash/0x${'g'.repeat(64)}`, /txn_hash/],
    [`/transactions/by_hash/0x${'1'.repeat(65)}`, /txn_hash/],
    ['/blocks/by_height/x', /block_height/],
    ['/blocks/by_version/-3', /path parameter version/],
    ['/accounts/0x1/events/two', /creation_number/],
    ['/accounts/0xzz/transactions', /address/],
    ['/transactions?limit=0', /limit/],
    ['/transactions?limit=abc', /limit/],
    ['/transactions?start=abc', /start/],
    ['/accounts/0x1/events/3?start=-1', /start/],
    ['/blocks/by_height/1000?with_transactions=yes', /with_transactions/],
  ])('400 web_framework_error: %s', async (path, message) => {
    await expectApiError(await get(path), latest, 400, 'web_framework_error', message);
  });

  it('400 invalid_input: a transactions page starting past the latest version (real nodes’ message)', async () => {
    const past = BigInt(latest.ledger_version) + 1n;
    await expectApiError(
      await get(`/transactions?start=${past}`),
      latest,
      400,
      'invalid_input',
      `Given start value (${past}) is higher than the current ledger version, it must be < ${latest.ledger_version}`,
    );
  });

  it('404 past the latest: transaction_not_found by version and by hash, block_not_found', async () => {
    const future = BigInt(latest.ledger_version) + 1n;
    await expectApiError(
      await get(`/transactions/by_version/${future}`),
      latest,
      404,
      'transaction_not_found',
      `Transaction not found by Transaction version(${future})`,
    );
    const unknown = `0x${'ab'.repeat(32)}`;
    await expectApiError(
      await get(`/transactions/by_hash/${unknown}`),
      latest,
      404,
      'transaction_not_found',
      `Transaction not found by Transaction hash(${unknown})`,
    );
    const height = BigInt(latest.block_height) + 1n;
    await expectApiError(await get(`/blocks/by_height/${height}`), latest, 404, 'block_not_found', `Block not found by Height(${height})`);
    await expectApiError(
      await get(`/blocks/by_version/${future}`),
      latest,
      404,
      'block_not_found',
      `Block not found by Ledger version(${future})`,
    );
  });

  it('410 below the window: version_pruned by version and for pages starting there, block_pruned by height', async () => {
    const pruned = BigInt(latest.oldest_ledger_version) - 1n;
    await expectApiError(
      await get(`/transactions/by_version/${pruned}`),
      latest,
      410,
      'version_pruned',
      `Ledger version(${pruned}) has been pruned`,
    );
    await expectApiError(await get('/transactions?start=0'), latest, 410, 'version_pruned', 'Ledger version(0) has been pruned');
    await expectApiError(await get('/blocks/by_version/0'), latest, 410, 'version_pruned', 'Ledger version(0) has been pruned');
    await expectApiError(await get('/blocks/by_height/0'), latest, 410, 'block_pruned', 'Block(0) has been pruned');
    // sequence numbers whose transactions or events were pruned
    await expectApiError(
      await get(`/accounts/${ACCOUNT_0}/transactions?start=0`),
      latest,
      410,
      'version_pruned',
      /from sequence number 0 have been pruned/,
    );
    await expectApiError(
      await get('/accounts/0x1/events/3?start=0'),
      latest,
      410,
      'version_pruned',
      /from sequence number 0 have been pruned/,
    );
  });

  it('the oldest version (by version and hash) and the oldest block read; an account’s last page stays in the window', async () => {
    const oldest = await get(`/transactions/by_version/${latest.oldest_ledger_version}`);
    expect(oldest.status).toBe(200);
    const body = (await oldest.json()) as { type: string; hash: string };
    expect(body.type).toBe('block_metadata_transaction');
    expect((await get(`/transactions/by_hash/${body.hash}`)).status).toBe(200);
    expect((await get(`/blocks/by_height/${latest.oldest_block_height}`)).status).toBe(200);
    const sent = (await (await get(`/accounts/${ACCOUNT_0}/transactions?limit=100`)).json()) as { version: string }[];
    for (const txn of sent) expect(BigInt(txn.version)).toBeGreaterThanOrEqual(BigInt(latest.oldest_ledger_version));
  });
});

describe('404 resource_not_found and table_item_not_found', () => {
  it('an account that does not exist', async () => {
    await expectApiError(
      await get('/accounts/0x1234/resource/0x1::account::Account'),
      latest,
      404,
      'resource_not_found',
      `Resource not found by Address(0x1234), Struct tag(0x1::account::Account) and Ledger version(${latest.ledger_version})`,
    );
  });

  it('a resource the account does not hold, named in normalised form', async () => {
    await expectApiError(
      await get(
        `/accounts/0x000cafe/resource/${encodeURIComponent('0x0001::coin::CoinStore< 0x1::native_coin::NativeCoin >')}?ledger_version=${latest.oldest_ledger_version}`,
      ),
      latest,
      404,
      'resource_not_found',
      `Resource not found by Address(0xcafe), Struct tag(0x1::coin::CoinStore<0x1::native_coin::NativeCoin>) and Ledger version(${latest.oldest_ledger_version})`,
    );
  });

  it('a table key that never exists, through the client', async () => {
    const error = await getRawTableItem({ node: node.api, tableHandle: byIndexHandle, key: u64Key(987654321) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'not_found', status: 404, errorCode: 'table_item_not_found' });
    await expectApiError(
      await postItem(u64Key(987654321)),
      latest,
      404,
      'table_item_not_found',
      `Table Item not found by Table handle(${byIndexHandle}), Table key(${u64Key(987654321)}) and Ledger version(${latest.ledger_version})`,
    );
  });

  it('a table that does not exist', async () => {
    await expectApiError(
      await postRaw('/tables/0x42/raw_item', JSON.stringify({ key: u64Key(1) }), {
        'content-type': 'application/json',
        accept: 'application/x-bcs',
      }),
      latest,
      404,
      'table_item_not_found',
    );
  });
});

describe('404 / 405 web_framework_error: unknown path and wrong method', () => {
  it.each(['/nope', '/accounts', '/accounts/0x1', '/accounts/0x1/resource', '/tables/0x1', '/spec/assets/nope.js'])(
    'GET %s',
    async (path) => {
      await expectApiError(await get(path), latest, 404, 'web_framework_error');
    },
  );

  it.each([
    ['POST', SHOWCASE_PATH],
    ['DELETE', SHOWCASE_PATH],
    ['PUT', '/accounts/0x1/resources'],
    ['GET', '/tables/0x1/raw_item'],
    ['PATCH', ''],
    ['POST', '/spec.json'],
  ])('%s %s', async (method, path) => {
    const response = await fetch(node.api + path, {
      method,
      body: method === 'GET' ? undefined : '{}',
      headers: { 'content-type': 'text/plain' },
    });
    await expectApiError(response, latest, 405, 'web_framework_error');
    expect(response.headers.get('allow')).toMatch(/OPTIONS/);
  });
});

it('TRACE, which fetch will not send, is a 405 too', async () => {
  const response = await rawHttp('TRACE', `/v1${SHOWCASE_PATH}`, {}, '');
  expect(response.status).toBe(405);
  expect(JSON.parse(response.body)).toMatchObject({ error_code: 'web_framework_error', vm_error_code: null });
  expect(response.headers.allow).toMatch(/OPTIONS/);
  expect(response.headers['x-node-ledger-version']).toBe(latest.ledger_version);
});

describe('check order: the first failure wins', () => {
  it('411 before a malformed path', async () => {
    const response = await rawHttp('POST', '/v1/tables/zz/raw_item', { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }, 'x');
    expect(response.status).toBe(411);
  });

  it('path before content type', async () => {
    await expectApiError(
      await postRaw('/tables/zz/raw_item', 'x', { 'content-type': 'text/plain' }),
      latest,
      400,
      'web_framework_error',
      /table_handle/,
    );
  });

  it('content type before query', async () => {
    await expectApiError(
      await postRaw(`/tables/${byIndexHandle}/raw_item?ledger_version=x`, 'x', { 'content-type': 'text/plain' }),
      latest,
      415,
      'web_framework_error',
    );
  });

  it('body before query', async () => {
    await expectApiError(
      await postRaw(`/tables/${byIndexHandle}/raw_item?ledger_version=x`, '{}', { 'content-type': 'application/json' }),
      latest,
      400,
      'web_framework_error',
      /key/,
    );
  });

  it('query before accept', async () => {
    await expectApiError(
      await postRaw(`/tables/${byIndexHandle}/raw_item?ledger_version=x`, JSON.stringify({ key: '0x00' }), {
        'content-type': 'application/json',
      }),
      latest,
      400,
      'web_framework_error',
      /ledger_version/,
    );
  });

  it('accept before version', async () => {
    await expectApiError(
      await postRaw(`/tables/${byIndexHandle}/raw_item?ledger_version=0`, JSON.stringify({ key: '0x00' }), {
        'content-type': 'application/json',
      }),
      latest,
      403,
      'api_disabled',
    );
  });

  it('query before version on the list: a cursor the node did not issue', async () => {
    await expectApiError(await get('/accounts/0x1/resources?start=zz&ledger_version=1'), latest, 400, 'web_framework_error', /start/);
    await expectApiError(
      await get('/accounts/0x1/resources?start=zz&ledger_version=99999999'),
      latest,
      400,
      'web_framework_error',
      /start/,
    );
    const otherAccounts = '0x' + '00'.repeat(31) + '02';
    await expectApiError(
      await get(`/accounts/0x1/resources?start=${otherAccounts}&ledger_version=1`),
      latest,
      400,
      'web_framework_error',
      /start/,
    );
  });

  it('version before lookup', async () => {
    await expectApiError(await get('/accounts/0x1234/resource/0x1::a::B?ledger_version=0'), latest, 410, 'version_pruned');
    await expectApiError(await get('/accounts/0x1234/resource/0x1::a::B?ledger_version=99999999'), latest, 404, 'version_not_found');
  });

  it('path before query on the resource', async () => {
    await expectApiError(await get('/accounts/0xzz/resource/0x1::a::B?ledger_version=x'), latest, 400, 'web_framework_error', /address/);
    await expectApiError(await get('/accounts/0x1/resource/u8?ledger_version=x'), latest, 400, 'web_framework_error', /resource_type/);
  });
});

/** For what fetch will not send (chunked bodies): node:http, returning status, headers and text. */
function rawHttp(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(node.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
