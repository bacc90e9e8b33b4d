import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAccountResource } from './resource-read';
import { getRawTableItem } from './state-bytes-read';
import { listAccountResources } from './account-resources-read';
import { getLedgerInfo } from './ledger-info-read';
import { ApiError } from './errors';
import { LEDGER_HEADERS, ledgerToHeaders, type LedgerInfo } from './ledger-headers';

// A small node:http server for what our own node never sends: malformed bodies, hidden headers,
// dropped connections, proxies' HTML errors. Each test sets the handler.

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

let server: Server;
let node = '';
let handler: Handler = () => undefined;
let seen: Seen[] = [];

const ledger: LedgerInfo = {
  chainId: 4,
  ledgerVersion: 18446744073709551615n,
  oldestLedgerVersion: 11_000n,
  ledgerTimestampUsec: 1_767_225_600_000_000n,
  epoch: 3n,
  blockHeight: 4_400n,
  oldestBlockHeight: 800n,
  gasUsed: null,
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  node = `http://127.0.0.1:${address.port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handler = () => undefined;
});

function json(status: number, body: unknown, headers: Record<string, string> = ledgerToHeaders(ledger)): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const coinInfo = {
  type: '0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>',
  data: { decimals: 8, name: 'Native Coin', supply: { vec: ['340282366920938463463374607431768211455'] }, symbol: 'NAT' },
};

describe('getAccountResource', () => {
  it('GETs the percent-encoded type and returns the resource with bigint ledger headers', async () => {
    handler = json(200, coinInfo);
    const result = await getAccountResource({ node, address: '0x1', resourceType: coinInfo.type });
    expect(result.data).toEqual(coinInfo);
    expect(result.ledger).toEqual(ledger);
    expect(result.ledger?.ledgerVersion).toBe(18446744073709551615n);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/v1/accounts/0x1/resource/0x1%3A%3Acoin%3A%3ACoinInfo%3C0x1%3A%3Anative_coin%3A%3ANativeCoin%3E');
    expect(seen[0]?.headers.accept).toBe('application/json');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends ledger_version and the API key', async () => {
    handler = json(200, coinInfo);
    await getAccountResource({
      node: `${node}/`,
      address: 'cafe',
      resourceType: '0x1::a::B<u8, vector<u64>>',
      ledgerVersion: 12_345n,
      apiKey: 'k-1',
    });
    expect(seen[0]?.url).toBe('/v1/accounts/cafe/resource/0x1%3A%3Aa%3A%3AB%3Cu8%2C%20vector%3Cu64%3E%3E?ledger_version=12345');
    expect(seen[0]?.headers.authorization).toBe('Bearer k-1');
  });

  it('returns the data with ledger null when the headers are hidden', async () => {
    handler = json(200, coinInfo, {});
    const result = await getAccountResource({ node, address: '0x1', resourceType: coinInfo.type });
    expect(result).toEqual({ data: coinInfo, ledger: null, etag: null });
  });

  it('revalidates a held answer: If-None-Match, and on 304 the same object back without a body', async () => {
    handler = (request, response) => {
      if (request.headers['if-none-match'] === 'W/"j1"') {
        response.writeHead(304, { ETag: 'W/"j1"', ...ledgerToHeaders(ledger) });
        response.end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json', ETag: 'W/"j1"', ...ledgerToHeaders(ledger) });
      response.end(JSON.stringify(coinInfo));
    };
    const first = await getAccountResource({ node, address: '0x1', resourceType: coinInfo.type });
    expect(first.etag).toBe('W/"j1"');
    const again = await getAccountResource({ node, address: '0x1', resourceType: coinInfo.type, previous: first });
    expect(seen[1]?.headers['if-none-match']).toBe('W/"j1"');
    expect(again.data).toBe(first.data);
    expect(again.ledger).toEqual(ledger);
  });

  it('refuses an answer over 32 MB, declared or streamed, with its size, before holding it all', async () => {
    const huge = `{"type":"0x1::a::B","data":{"x":"${'a'.repeat(40 * 1024 * 1024)}"}}`;
    handler = json(200, huge, { ...ledgerToHeaders(ledger), 'Content-Length': String(Buffer.byteLength(huge)) });
    const declared = await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: '0x1::a::B' }));
    expect(declared.kind).toBe('malformed_response');
    expect(declared.message).toMatch(/too large: 41,943,\d{3} bytes/);
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', ...ledgerToHeaders(ledger) });
      for (let i = 0; i < 40; i++) response.write('a'.repeat(1024 * 1024));
      response.end();
    };
    const streamed = await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: '0x1::a::B' }));
    expect(streamed.message).toContain('too large: over 33,554,432 bytes');
  });

  it('treats a 304 to a request that did not revalidate as an error', async () => {
    handler = (_request, response) => {
      response.writeHead(304, ledgerToHeaders(ledger));
      response.end();
    };
    expect((await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: coinInfo.type }))).status).toBe(304);
  });

  it.each([
    ['not JSON', '<html>hi</html>'],
    ['truncated JSON', '{"type":"0x1::a::B","data":{'],
    ['no data', { type: '0x1::a::B' }],
    ['data an array', { type: '0x1::a::B', data: [] }],
    ['an array', [coinInfo]],
  ])('a 200 with %s is malformed_response', async (_case, body) => {
    handler = json(200, body);
    const error = await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: '0x1::a::B' }));
    expect(error.kind).toBe('malformed_response');
    expect(error.status).toBe(200);
    expect(error.ledger).toEqual(ledger);
  });

  it.each([301, 302, 307, 308])('does not follow a %i redirect (it could name another origin) and says so', async (status) => {
    handler = (request, response) => {
      if (request.url?.startsWith('/elsewhere')) return json(200, { type: '0x1::elsewhere::Planted', data: {} })(request, response, '');
      response.writeHead(status, { ...ledgerToHeaders(ledger), Location: 'http://127.0.0.1:1/elsewhere' });
      response.end();
    };
    const error = await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: coinInfo.type }));
    expect(error.kind).toBe('malformed_response');
    expect(error.status).toBe(status);
    expect(error.message).toMatch(/^The node answered with a redirect to http:\/\/127\.0\.0\.1:1\/elsewhere, which the API does not use/);
    expect(seen.map((request) => request.url)).not.toContain('/elsewhere');
  });

  it('refuses the opaque answer a browser gives for a redirect it did not follow', async () => {
    const inits: RequestInit[] = [];
    const browserLike: typeof fetch = async (_input, init) => {
      inits.push(init ?? {});
      const opaque = new Response(null);
      Object.defineProperties(opaque, { type: { value: 'opaqueredirect' }, status: { value: 0 }, ok: { value: false } });
      return opaque;
    };
    const error = await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: coinInfo.type, fetch: browserLike }));
    expect(inits[0]?.redirect).toBe('manual');
    expect(error).toMatchObject({ kind: 'malformed_response', status: null });
    expect(error.message).toMatch(/^The node answered with a redirect, which the API does not use/);
  });

  it('a 200 with an invalid ledger header is malformed_response', async () => {
    handler = json(200, coinInfo, { ...ledgerToHeaders(ledger), [LEDGER_HEADERS.ledgerVersion]: '18446744073709551616' });
    const error = await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: coinInfo.type }));
    expect(error).toMatchObject({ kind: 'malformed_response', status: 200, ledger: null });
    expect(error.message).toBe('Ledger header X-NODE-LEDGER-VERSION is "18446744073709551616"');
  });
});

describe('status mapping', () => {
  it.each([
    [400, 'web_framework_error', 'invalid'],
    [411, 'web_framework_error', 'invalid'],
    [413, 'web_framework_error', 'invalid'],
    [415, 'web_framework_error', 'invalid'],
    [403, 'api_disabled', 'forbidden'],
    [404, 'resource_not_found', 'not_found'],
    [404, 'version_not_found', 'future'],
    [405, 'web_framework_error', 'not_found'],
    [410, 'version_pruned', 'pruned'],
    [429, 'web_framework_error', 'rate_limited'],
    [500, 'internal_error', 'internal'],
    [503, 'internal_error', 'unavailable'],
  ] as const)('%i %s → %s, with the body and the ledger', async (status, code, kind) => {
    const message = `Ledger version(5) has been pruned (${status})`;
    handler = json(status, { message, error_code: code, vm_error_code: null });
    const error = await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: '0x1::a::B', ledgerVersion: 5n }));
    expect(error).toMatchObject({ kind, status, errorCode: code, message, vmErrorCode: null, ledger });
    expect(error.url).toBe(`${node}/accounts/0x1/resource/0x1%3A%3Aa%3A%3AB?ledger_version=5`);
  });

  it('keeps vm_error_code and codes this client does not know', async () => {
    handler = json(400, { message: 'odd', error_code: 'brand_new_code', vm_error_code: 4016 });
    const error = await apiErrorOf(getLedgerInfo({ node }));
    expect(error).toMatchObject({ kind: 'invalid', errorCode: 'brand_new_code', vmErrorCode: 4016 });
  });

  it('a non-JSON error body (a proxy page) keeps the status kind', async () => {
    handler = (_request, response) => {
      response.writeHead(502, 'Bad Gateway', { 'Content-Type': 'text/html' });
      response.end('<html><body>Bad gateway</body></html>');
    };
    const error = await apiErrorOf(getLedgerInfo({ node }));
    expect(error).toMatchObject({ kind: 'internal', status: 502, errorCode: null, ledger: null, message: 'HTTP 502 Bad Gateway' });
  });

  it('what answers like no node API is told apart: an HTML page, or a bare 404 of a static server', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Ledger Explorer</title>');
    };
    const page = await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: coinInfo.type }));
    expect(page).toMatchObject({ kind: 'malformed_response', status: 200, reach: 'not_api' });
    expect(page.message).toBe(`This URL does not answer like a node API (got HTML, HTTP 200, from ${page.url})`);
    handler = (_request, response) => {
      response.writeHead(404, 'Not Found', { 'Content-Type': 'text/plain' });
      response.end('File not found');
    };
    const missing = await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: coinInfo.type }));
    expect(missing).toMatchObject({ kind: 'not_found', status: 404, reach: 'not_api' });
    expect(missing.message).toContain('does not answer like a node API (got HTTP 404 Not Found, text/plain, from');
    // a node's own 404 (its error object, its headers) is a plain not-found
    handler = json(404, { message: 'Resource not found', error_code: 'resource_not_found', vm_error_code: null });
    expect((await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: coinInfo.type }))).reach).toBeNull();
  });

  it('a 503 with an empty body is unavailable', async () => {
    handler = (_request, response) => response.writeHead(503).end();
    expect(await apiErrorOf(getLedgerInfo({ node }))).toMatchObject({
      kind: 'unavailable',
      status: 503,
      message: 'HTTP 503 Service Unavailable',
    });
  });

  it('an error with broken ledger headers still reports the status, ledger null', async () => {
    handler = json(410, { message: 'pruned', error_code: 'version_pruned' }, { [LEDGER_HEADERS.chainId]: 'four' });
    expect(await apiErrorOf(getLedgerInfo({ node }))).toMatchObject({ kind: 'pruned', ledger: null });
  });

  it.each([
    ['30', 30_000],
    ['0', 0],
    ['soon', null],
  ])('429 with Retry-After %j → retryAfterMs %j', async (retryAfter, ms) => {
    handler = json(429, { message: 'slow down', error_code: 'web_framework_error' }, { 'Retry-After': retryAfter });
    expect(await apiErrorOf(getLedgerInfo({ node }))).toMatchObject({ kind: 'rate_limited', retryAfterMs: ms, ledger: null });
  });

  it('429 with an HTTP-date Retry-After', async () => {
    const at = new Date(Date.now() + 60_000).toUTCString();
    handler = json(429, { message: 'slow down', error_code: 'web_framework_error' }, { 'Retry-After': at });
    const error = await apiErrorOf(getLedgerInfo({ node }));
    expect(error.retryAfterMs).toBeGreaterThan(55_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(60_000);
  });
});

describe('network failures and aborts', () => {
  it('a dropped connection is network', async () => {
    handler = (request) => request.socket.destroy();
    const error = await apiErrorOf(getLedgerInfo({ node }));
    expect(error).toMatchObject({ kind: 'network', status: null, url: node });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('a connection dropped in the middle of the body is network', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000', ...ledgerToHeaders(ledger) });
      response.write('{"type":"0x1::a::B","data":{');
      setTimeout(() => response.socket?.destroy(), 20);
    };
    expect((await apiErrorOf(getAccountResource({ node, address: '0x1', resourceType: '0x1::a::B' }))).kind).toBe('network');
  });

  it('a refused connection is network', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await apiErrorOf(getLedgerInfo({ node: `http://127.0.0.1:${address.port}/v1` }));
    expect(error.kind).toBe('network');
  });

  it('an abort re-throws the AbortError, not an ApiError', async () => {
    handler = () => undefined; // never answers
    const controller = new AbortController();
    const pending = getLedgerInfo({ node, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('an abort while the body streams re-throws the AbortError', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', ...ledgerToHeaders(ledger) });
      response.write('{"type":"0x1::a::B","data":{');
    };
    const controller = new AbortController();
    const pending = getAccountResource({ node, address: '0x1', resourceType: '0x1::a::B', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a signal aborted before the call re-throws at once without a request', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(getLedgerInfo({ node, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(0);
  });

  it('a timeout signal re-throws its TimeoutError unchanged', async () => {
    handler = () => undefined;
    await expect(getLedgerInfo({ node, signal: AbortSignal.timeout(30) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('a fetch rejecting with a non-Error is network', async () => {
    const failing: typeof fetch = () => Promise.reject('offline');
    expect(await apiErrorOf(getLedgerInfo({ node, fetch: failing }))).toMatchObject({
      kind: 'network',
      message: 'Could not reach the node: offline',
    });
  });

  it('uses the fetch it is given', async () => {
    handler = json(200, coinInfo);
    const urls: string[] = [];
    const counting: typeof fetch = (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    await getAccountResource({ node, address: '0x1', resourceType: coinInfo.type, fetch: counting });
    expect(urls).toHaveLength(1);
  });
});

describe('getRawTableItem', () => {
  const handle = '0x88fbd33f54e1126269769780feb24480428179f552e2313fbe571b72e62a1ca1';
  function bcs(bytes: number[]): Handler {
    return (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/x-bcs', ...ledgerToHeaders(ledger) });
      response.end(Buffer.from(bytes));
    };
  }

  it('POSTs the key as JSON asking for BCS and returns the bytes', async () => {
    handler = bcs([5, 0, 0, 0, 0, 0, 0, 0]);
    const result = await getRawTableItem({ node, tableHandle: handle, key: Uint8Array.from([0xab, 1]), ledgerVersion: 7n });
    expect(result.data).toEqual(Uint8Array.from([5, 0, 0, 0, 0, 0, 0, 0]));
    expect(result.ledger).toEqual(ledger);
    expect(seen[0]).toMatchObject({ method: 'POST', url: `/v1/tables/${handle}/raw_item?ledger_version=7`, body: '{"key":"0xab01"}' });
    expect(seen[0]?.headers.accept).toBe('application/x-bcs');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('normalises a hex string key and returns empty bytes', async () => {
    handler = bcs([]);
    const result = await getRawTableItem({ node, tableHandle: handle, key: 'ABCD' });
    expect(result.data).toEqual(new Uint8Array());
    expect(seen[0]?.body).toBe('{"key":"0xabcd"}');
  });

  it('refuses a key that is not hex bytes before sending', async () => {
    for (const key of ['0x5', '0xzz', '0X01']) {
      const error = await apiErrorOf(getRawTableItem({ node, tableHandle: handle, key }));
      expect(error).toMatchObject({ kind: 'invalid', status: null });
      expect(error.message).toContain(JSON.stringify(key));
    }
    expect(seen).toHaveLength(0);
  });

  it('a JSON 200 (a node ignoring Accept) is malformed_response', async () => {
    handler = json(200, '"0x05"');
    expect((await apiErrorOf(getRawTableItem({ node, tableHandle: handle, key: '0x01' }))).kind).toBe('malformed_response');
  });

  it('table_item_not_found is not_found', async () => {
    handler = json(404, { message: 'Table Item not found', error_code: 'table_item_not_found', vm_error_code: null });
    expect(await apiErrorOf(getRawTableItem({ node, tableHandle: handle, key: '0x01' }))).toMatchObject({
      kind: 'not_found',
      errorCode: 'table_item_not_found',
    });
  });
});

describe('listAccountResources', () => {
  it('returns the page and the cursor, and sends limit and start', async () => {
    handler = json(200, [coinInfo, { type: '0x1::chain_id::ChainId', data: { id: 4 } }], {
      ...ledgerToHeaders(ledger),
      [LEDGER_HEADERS.cursor]: 'AAECAw',
    });
    const page = await listAccountResources({ node, address: '0xbeef', limit: 2, start: 'xyz', ledgerVersion: 9n });
    expect(page.data.map((resource) => resource.type)).toEqual([coinInfo.type, '0x1::chain_id::ChainId']);
    expect(page.cursor).toBe('AAECAw');
    expect(page.ledger).toEqual(ledger);
    expect(seen[0]?.url).toBe('/v1/accounts/0xbeef/resources?ledger_version=9&limit=2&start=xyz');
  });

  it('the last page has cursor null; an empty account is []', async () => {
    handler = json(200, []);
    expect(await listAccountResources({ node, address: '0xdead' })).toEqual({ data: [], ledger, cursor: null });
  });

  it('a bad item is malformed_response naming it', async () => {
    handler = json(200, [coinInfo, { type: '0x1::a::B', data: null }]);
    const error = await apiErrorOf(listAccountResources({ node, address: '0x1' }));
    expect(error.kind).toBe('malformed_response');
    expect(error.message).toContain('item 1');
  });
});

describe('getLedgerInfo', () => {
  const body = {
    chain_id: 4,
    epoch: '3',
    ledger_version: '18446744073709551615',
    oldest_ledger_version: '11000',
    ledger_timestamp: '1767225600000000',
    node_role: 'full_node',
    oldest_block_height: '800',
    block_height: '4400',
  };

  it('GETs the base URL itself', async () => {
    handler = json(200, { ...body, git_hash: 'abc' });
    expect(await getLedgerInfo({ node })).toEqual({ data: body, ledger });
    expect(seen[0]?.url).toBe('/v1');
  });

  it('a u64 sent as a JSON number is malformed_response naming the member', async () => {
    handler = json(200, { ...body, ledger_version: 20123 });
    const error = await apiErrorOf(getLedgerInfo({ node }));
    expect(error.kind).toBe('malformed_response');
    expect(error.message).toContain('ledger_version');
  });
});
