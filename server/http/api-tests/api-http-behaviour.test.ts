// CORS, preflight, compression, Vary and cache headers (docs/api.md#cors, #compression, #caching; **ours**),
// and the ledger headers on every API response, against a real node.
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import { connect } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerInfoBody } from '../../../src/core/api/schemas';
import { expectLatestLedgerHeaders, fetchLedgerInfo } from './api-assertions';
import { startTestNode, type TestNode } from './test-node';

let node: TestNode;
let latest: LedgerInfoBody;
const SHOWCASE = '/accounts/0xcafe/resource/0xcafe::showcase::Showcase';
const LARGE = '/accounts/0xcafe/resource/0xcafe::showcase::Large';
const CLOCK = '/accounts/0xcafe/resource/0xcafe::showcase::Clock';

beforeAll(async () => {
  node = await startTestNode();
  latest = await fetchLedgerInfo(node.api);
});
afterAll(() => node.stop());

const EXPOSED = [
  'X-NODE-CHAIN-ID',
  'X-NODE-LEDGER-VERSION',
  'X-NODE-LEDGER-OLDEST-VERSION',
  'X-NODE-LEDGER-TIMESTAMPUSEC',
  'X-NODE-EPOCH',
  'X-NODE-BLOCK-HEIGHT',
  'X-NODE-OLDEST-BLOCK-HEIGHT',
  'X-NODE-GAS-USED',
  'X-NODE-CURSOR',
  // a client on another origin revalidates reads at latest with it, and waits as long as asked
  'ETAG',
  'RETRY-AFTER',
];

describe('ledger headers on every API response', () => {
  it.each([
    ['GET', ''],
    ['GET', SHOWCASE],
    ['GET', `${SHOWCASE}?ledger_version=5`],
    ['GET', '/accounts/0xbeef/resources'],
    ['GET', '/spec'],
    ['GET', '/spec.json'],
    ['GET', '/spec.yaml'],
    ['GET', '/spec/assets/swagger-ui.css'],
    ['GET', '/nope'],
    ['GET', '/accounts/0xzz/resource/0x1::a::B'],
    ['DELETE', SHOWCASE],
    ['OPTIONS', SHOWCASE],
    ['HEAD', SHOWCASE],
    ['POST', '/tables/0x1/raw_item'],
  ])('%s /v1%s', async (method, path) => {
    const response = await fetch(node.api + path, { method });
    expectLatestLedgerHeaders(response.headers, latest);
  });

  it('is not sent on the explorer’s static files', async () => {
    const response = await fetch(`${node.url}/accounts/0x1`);
    expect(response.headers.get('x-node-ledger-version')).toBeNull();
  });
});

describe('CORS', () => {
  it('echoes the Origin and exposes every X-NODE-* header', async () => {
    const response = await fetch(node.api + SHOWCASE, { headers: { origin: 'https://explorer.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://explorer.example');
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').split(',').map((name) => name.trim().toUpperCase());
    expect(exposed).toEqual(expect.arrayContaining(EXPOSED));
  });

  it('are left out for same-origin and non-browser requests (no Origin)', async () => {
    const response = await fetch(node.api + SHOWCASE);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-expose-headers')).toBeNull();
    expect(response.headers.get('vary')).toBe('Origin, Accept, Accept-Encoding');
  });

  it('also on errors', async () => {
    const response = await fetch(`${node.api}/accounts/0x1234/resource/0x1::a::B`, { headers: { origin: 'http://localhost:5173' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-NODE-LEDGER-VERSION');
  });

  it('answers a preflight: methods, any request header, private network', async () => {
    const response = await fetch(`${node.api}/tables/0x1/raw_item`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://explorer.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization, x-custom',
        'access-control-request-private-network': 'true',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://explorer.example');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, authorization, x-custom');
    expect(response.headers.get('access-control-allow-private-network')).toBe('true');
    // credentialed requests (the public TS SDK sends them) need this beside the echoed origin
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expectLatestLedgerHeaders(response.headers, latest);
  });

  it('allows credentials on the answer too, and exposes Retry-After', async () => {
    const response = await fetch(node.api, { headers: { origin: 'https://app.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('does not claim private network access unless asked', async () => {
    const response = await fetch(node.api, {
      method: 'OPTIONS',
      headers: { origin: 'https://a.example', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-private-network')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBe('*');
  });
});

describe('compression and Vary', () => {
  it('gzips a large body when asked, and it decompresses to the plain body', async () => {
    const plain = await rawGet(LARGE, {});
    const gzip = await rawGet(LARGE, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(plain.body.length / 4);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('prefers brotli', async () => {
    const list = '/accounts/0xbeef/resources?limit=100';
    const plain = await rawGet(list, {});
    const br = await rawGet(list, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it('compresses a resource body of a few kB (Directory), and a BCS body (Large as BCS)', async () => {
    const directory = '/accounts/0xcafe/resource/0xcafe::showcase::Directory';
    const plain = await rawGet(directory, {});
    expect(plain.body.length).toBeGreaterThan(2048);
    const br = await rawGet(directory, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const bcsPlain = await rawGet(LARGE, { accept: 'application/x-bcs' });
    const bcsGzip = await rawGet(LARGE, { accept: 'application/x-bcs', 'accept-encoding': 'gzip' });
    expect(bcsGzip.headers['content-encoding']).toBe('gzip');
    expect(bcsGzip.headers['content-type']).toBe('application/x-bcs');
    expect(gunzipSync(bcsGzip.body).equals(bcsPlain.body)).toBe(true);
  });

  it.each(['/spec.json', '/spec.yaml'])('compresses the description %s', async (path) => {
    const plain = await rawGet(path, {});
    const gzip = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('leaves small bodies alone', async () => {
    const clock = await rawGet('/accounts/0xcafe/resource/0xcafe::showcase::Clock', { 'accept-encoding': 'gzip, br' });
    expect(clock.headers['content-encoding']).toBeUndefined();
  });

  it.each([SHOWCASE, LARGE, '/accounts/0xbeef/resources', '/spec.json', '', '/nope'])(
    'Vary names Origin, Accept, Accept-Encoding on %s',
    async (path) => {
      const response = await rawGet(path, { 'accept-encoding': 'gzip' });
      expect(response.headers.vary).toBe('Origin, Accept, Accept-Encoding');
    },
  );
});

describe('cache headers', () => {
  it('a read at latest must be revalidated', async () => {
    const response = await fetch(node.api + SHOWCASE);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^W\/".+"$/);
  });

  it('a pinned read is cacheable, and If-None-Match gives 304 with the ledger headers', async () => {
    const url = `${node.api}${SHOWCASE}?ledger_version=${latest.ledger_version}`;
    const first = await fetch(url);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expectLatestLedgerHeaders(again.headers, latest);
    const changed = await fetch(url, { headers: { 'if-none-match': 'W/"other"' } });
    expect(changed.status).toBe(200);
  });

  it('tags differ between versions with different state, and between JSON and BCS', async () => {
    const clock = (version: string, accept = 'application/json') =>
      fetch(`${node.api}/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=${version}`, { headers: { accept } });
    const a = (await clock('10')).headers.get('etag');
    const b = (await clock('11')).headers.get('etag');
    const bcs = (await clock('10', 'application/x-bcs')).headers.get('etag');
    expect(a).not.toBe(b);
    expect(a).not.toBe(bcs);
  });

  it('a node that keeps everything caches pinned reads for the full 600 s', async () => {
    const response = await fetch(`${node.api}${SHOWCASE}?ledger_version=5`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('a pinned read is cached no longer than it stays in the pruning window', async () => {
    // live blocks every second, a 300 s window: the oldest version is about to go, the latest has ~300 s
    const pruning = await startTestNode({ pruneWindowSeconds: 300, blockIntervalMs: 1000 });
    try {
      const info = await fetchLedgerInfo(pruning.api);
      const maxAgeAt = async (version: string) => {
        const header = (await fetch(`${pruning.api}${CLOCK}?ledger_version=${version}`)).headers.get('cache-control') ?? '';
        return Number(/^public, max-age=(\d+)$/.exec(header)?.[1] ?? NaN);
      };
      expect(await maxAgeAt(info.oldest_ledger_version)).toBeLessThanOrEqual(2);
      const atLatest = await maxAgeAt(info.ledger_version);
      expect(atLatest).toBeGreaterThan(280);
      expect(atLatest).toBeLessThanOrEqual(300);
    } finally {
      await pruning.stop();
    }
  });

  it('errors carry no ETag', async () => {
    const response = await fetch(`${node.api}/accounts/0x1234/resource/0x1::a::B?ledger_version=5`);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('what hostile paths cost the node', () => {
  it('distinct long type tags (404s) are not kept', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // near node:http's 16 KiB header limit; struct arguments are what parsing makes biggest
    const longTag = (i: number) => `0x1::m${i}::S<${Array.from({ length: 1400 }, (_, j) => `0x1::a::B${j % 7}`).join(',')}>`;
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < 300; i++) {
      const response = await fetch(`${node.api}/accounts/0x1/resource/${longTag(i)}`);
      expect(response.status).toBe(404);
      await response.arrayBuffer();
    }
    gc();
    // kept as an unbounded cache of 1,024 parsed tags once did, these 300 held about 75 MB
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
  });
});

/** Raw bytes as sent (fetch would decompress): node:http. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(node.api + path);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requests node:http refuses before routing', () => {
  it.each([
    ['431 for headers over the limit', `GET /v1 HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['400 for bytes that are not HTTP', 'NOT HTTP AT ALL\r\n\r\n', 400],
    ['400 for HTTP/1.1 without Host', 'GET /v1 HTTP/1.1\r\n\r\n', 400],
    ['417 for an expectation other than 100-continue', 'GET /v1 HTTP/1.1\r\nhost: x\r\nexpect: bogus\r\n\r\n', 417],
    ['405 for CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nhost: example.com:443\r\n\r\n', 405],
  ])('%s: the API error object with the ledger headers', async (_what, sent, status) => {
    const answer = await exchange(sent);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    expect(statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const headers = new Headers(
      lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as [string, string]),
    );
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(body)).toEqual({ message: expect.any(String), error_code: 'web_framework_error', vm_error_code: null });
    expectLatestLedgerHeaders(headers, latest);
  });
});

describe('requests node:http would refuse but the API serves', () => {
  it('HTTP/1.0 without Host is a well-formed request', async () => {
    const answer = await exchange('GET /v1 HTTP/1.0\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /u);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toMatchObject({ chain_id: latest.chain_id });
  });

  it('Expect: 100-continue is honoured', async () => {
    const body = '{}';
    const answer = await exchange(
      `POST /v1/tables/0x1/raw_item HTTP/1.1\r\nhost: x\r\nconnection: close\r\nexpect: 100-continue\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 400 /u);
  });
});

/** Writes raw bytes to the node and returns everything it answers before closing. */
function exchange(text: string): Promise<string> {
  const url = new URL(node.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer === '' ? reject(error) : resolve(answer)));
  });
}
