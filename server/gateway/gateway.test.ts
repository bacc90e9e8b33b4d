// The gateway (docs/api.md#the-gateway) in front of a real node dressed as a real fullnode on the wire
// (X-Aptos-* headers, nothing exposed): paging, pinned reads and their cache, the API key, read-only
// forwarding, the ledger headers of a cached answer.
import { request } from 'node:http';
import { Aptos, AptosConfig, Network } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNode, type TestNode } from '../http/api-tests/test-node';
import { startGateway, type RunningGateway } from './start-gateway';
import { startAptosWireProxy, type AptosWireProxy } from './test-support/aptos-wire-proxy';
import { startTestGateway } from './test-support/test-gateway';

const KEY = 'sk-gateway-test-7f3a9c';
const CLOCK = '/accounts/0xcafe/resource/0xcafe::showcase::Clock';
const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';

let node: TestNode;
let proxy: AptosWireProxy;
let gateway: RunningGateway;
const logs: string[] = [];
/** Everything the browser received from the gateway, head and body, to look for the key in. */
const received: string[] = [];

async function get(path: string, headers: Record<string, string> = {}, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${gateway.url}/v1${path}`, { ...init, headers });
  const body = await response.clone().text();
  received.push(`${response.status} ${[...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')}\n\n${body}`);
  return response;
}

/** A request as written, path untouched (fetch would resolve `..` and `%2e%2e` before sending). */
function sendRaw(method: string, path: string, body?: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(gateway.url);
    const sent = request(
      { hostname, port, path: `/v1${path}`, method, headers: body === undefined ? {} : { 'content-type': 'application/json' } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          received.push(`${answer.statusCode} ${JSON.stringify(answer.headers)}\n\n${text}`);
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string') headers.set(name, value);
          resolve(new Response(text, { status: answer.statusCode ?? 0, headers }));
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  get(path, { 'content-type': 'application/json', ...headers }, { method: 'POST', body });

beforeAll(async () => {
  node = await startTestNode();
  proxy = await startAptosWireProxy(node.api);
  gateway = await startTestGateway({ upstream: proxy.api, apiKey: KEY, log: (line) => logs.push(line) });
});
afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await node?.stop();
});

describe('paging through the gateway', () => {
  it('reads all 10,001 resources of 0xbeef, page by page, with the cursor a real node sends', async () => {
    const types = new Set<string>();
    let start: string | null = null;
    let pages = 0;
    do {
      const response = await get(`/accounts/0xbeef/resources?ledger_version=2000&limit=1000${start === null ? '' : `&start=${start}`}`, {
        origin: 'http://elsewhere.test',
      });
      expect(response.status).toBe(200);
      // the cursor under the real node's name, readable here, and by a page on another origin too
      expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-aptos-cursor');
      expect(response.headers.get('x-node-cursor')).toBeNull();
      for (const resource of (await response.json()) as { type: string }[]) types.add(resource.type);
      start = response.headers.get('x-aptos-cursor');
      pages++;
    } while (start !== null);
    expect(types.size).toBe(10_001);
    expect(types.has('0xbeef::crowd_99::Item99')).toBe(true);
    expect(pages).toBe(11);
  });
});

describe('pinned reads and the cache', () => {
  it('answers a read at a version from memory the second time: the upstream is asked once', async () => {
    const path = `${CLOCK}?ledger_version=1234`;
    const before = proxy.count(/^\/accounts\/0xcafe\/resource\//u);
    const first = await get(path);
    expect(first.headers.get('x-ledger-gateway-cache')).toBe('miss');
    expect(await first.json()).toEqual({ type: '0xcafe::showcase::Clock', data: { version: '1234' } });
    for (let reload = 0; reload < 3; reload++) {
      const again = await get(path);
      expect(again.status).toBe(200);
      expect(again.headers.get('x-ledger-gateway-cache')).toBe('hit');
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(await again.json()).toEqual({ type: '0xcafe::showcase::Clock', data: { version: '1234' } });
    }
    expect(proxy.count(/^\/accounts\/0xcafe\/resource\//u) - before).toBe(1);
  });

  it('asks once for a read that many browsers ask for at the same time', async () => {
    const path = `${CLOCK}?ledger_version=1313`;
    const before = proxy.count(/^\/accounts\/0xcafe\/resource\//u);
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(path)));
    for (const answer of answers) expect(await answer.json()).toEqual({ type: '0xcafe::showcase::Clock', data: { version: '1313' } });
    expect(proxy.count(/^\/accounts\/0xcafe\/resource\//u) - before).toBe(1);
  });

  it('keeps a BCS answer apart from the JSON one, and answers If-None-Match from memory with 304', async () => {
    const path = `${CLOCK}?ledger_version=1500`;
    const json = await get(path);
    const bcs = await get(path, { accept: 'application/x-bcs' });
    expect(bcs.headers.get('content-type')).toBe('application/x-bcs');
    expect(Buffer.from(await bcs.arrayBuffer())).toEqual(Buffer.from([0xdc, 0x05, 0, 0, 0, 0, 0, 0]));
    const before = proxy.seen.length;
    const revalidated = await get(path, { 'if-none-match': json.headers.get('etag') ?? '' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-ledger-gateway-cache')).toBe('hit');
    expect(proxy.seen.length).toBe(before);
  });

  it('keeps table items read at a version (POST raw_item), keyed by their body', async () => {
    const item = (key: string) =>
      post(`/tables/${BY_INDEX}/raw_item?ledger_version=2000`, JSON.stringify({ key }), { accept: 'application/x-bcs' });
    const before = proxy.count(/raw_item$/u);
    const first = await item('0x2a00000000000000');
    expect(Buffer.from(await first.arrayBuffer()).toString('hex')).toBe('076974656d2d3432');
    const other = await item('0x2b00000000000000');
    expect(Buffer.from(await other.arrayBuffer()).toString('hex')).toBe('076974656d2d3433');
    const again = await item('0x2a00000000000000');
    expect(again.headers.get('x-ledger-gateway-cache')).toBe('hit');
    expect(Buffer.from(await again.arrayBuffer()).toString('hex')).toBe('076974656d2d3432');
    expect(proxy.count(/raw_item$/u) - before).toBe(2);
  });

  it('forwards POST tables/{h}/item (the SDK getTableItem) and keeps it at a version, keyed by its body', async () => {
    const aptos = new Aptos(new AptosConfig({ network: Network.CUSTOM, fullnode: `${gateway.url}/v1` }));
    const item = (key: string) =>
      aptos.getTableItem<string>({
        handle: BY_INDEX,
        data: { key_type: 'u64', value_type: '0x1::string::String', key },
        options: { ledgerVersion: 2000 },
      });
    const before = proxy.count(/\/item$/u);
    expect(await item('42')).toBe('item-42');
    expect(await item('43')).toBe('item-43');
    expect(await item('42')).toBe('item-42');
    expect(proxy.count(/\/item$/u) - before).toBe(2);
  });

  it('asks the upstream every time for a read at latest, and for a version past its latest', async () => {
    const before = proxy.count(/^\/accounts\/0xcafe\/resource\//u);
    for (let i = 0; i < 2; i++) expect((await get(CLOCK)).headers.get('x-ledger-gateway-cache')).toBe('bypass');
    const future = await get(`${CLOCK}?ledger_version=99999`);
    expect(future.status).toBe(404);
    expect(((await future.json()) as { error_code: string }).error_code).toBe('version_not_found');
    expect((await get(`${CLOCK}?ledger_version=99999`)).headers.get('x-ledger-gateway-cache')).toBe('miss');
    expect(proxy.count(/^\/accounts\/0xcafe\/resource\//u) - before).toBe(4);
  });

  it('sends a cached answer with the ledger headers last seen, never those stored with it', async () => {
    const path = `${CLOCK}?ledger_version=1700`;
    await get(path);
    // the upstream's ledger moves on (seen on another answer): the cached read says so
    proxy.override = (request, response) => {
      if (request.url !== '/v1') return false;
      response.writeHead(200, {
        'content-type': 'application/json',
        'x-aptos-chain-id': '4',
        'x-aptos-ledger-version': '2999',
        'x-aptos-ledger-oldest-version': '0',
        'x-aptos-ledger-timestampusec': '1767230000000000',
        'x-aptos-epoch': '9',
        'x-aptos-block-height': '4242',
        'x-aptos-oldest-block-height': '0',
      });
      response.end('{}');
      return true;
    };
    try {
      await get('');
    } finally {
      proxy.override = null;
    }
    const hit = await get(path);
    expect(hit.headers.get('x-ledger-gateway-cache')).toBe('hit');
    expect(hit.headers.get('x-aptos-block-height')).toBe('4242');
    expect(hit.headers.get('x-aptos-epoch')).toBe('9');
  });

  it('drops what the upstream has pruned: the read is asked again, and its 410 passed on', async () => {
    const path = `${CLOCK}?ledger_version=1800`;
    expect((await get(path)).headers.get('x-ledger-gateway-cache')).toBe('miss');
    const pruned = {
      'content-type': 'application/json',
      'x-aptos-chain-id': '4',
      'x-aptos-ledger-version': '2999',
      'x-aptos-ledger-oldest-version': '1900',
      'x-aptos-ledger-timestampusec': '1767226264000000',
      'x-aptos-epoch': '2',
      'x-aptos-block-height': '664',
      'x-aptos-oldest-block-height': '420',
    };
    proxy.override = (request, response) => {
      response.writeHead(request.url === '/v1' ? 200 : 410, pruned);
      response.end(
        request.url === '/v1'
          ? '{}'
          : JSON.stringify({ message: 'Ledger version(1800) has been pruned', error_code: 'version_pruned', vm_error_code: null }),
      );
      return true;
    };
    try {
      // any answer names the ledger (GET /v1 may be answered from the gateway's last second of it)
      await get('/transactions?limit=1');
      const before = proxy.seen.length;
      const again = await get(path);
      expect(again.status).toBe(410);
      expect(again.headers.get('x-ledger-gateway-cache')).toBe('miss');
      expect(proxy.seen.length).toBe(before + 1);
    } finally {
      proxy.override = null;
    }
  });
});

describe('the window a cache answers within', () => {
  it('is asked again in the background (GET /v1, once) when only hits have come for a while; the hit itself costs nothing', async () => {
    const stale = await startGateway({ host: '127.0.0.1', port: 0, upstream: proxy.api, apiKey: KEY, staticDir: null, ledgerStaleMs: 0 });
    try {
      const path = `${stale.url}/v1${CLOCK}?ledger_version=900`;
      await fetch(path);
      const resourceReads = proxy.count(/^\/accounts\/0xcafe\/resource\//u);
      const ledgerReads = proxy.count(/^$/u);
      expect((await fetch(path)).headers.get('x-ledger-gateway-cache')).toBe('hit');
      await expect.poll(() => proxy.count(/^$/u)).toBe(ledgerReads + 1);
      expect(proxy.count(/^\/accounts\/0xcafe\/resource\//u)).toBe(resourceReads);
      expect(proxy.seen.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
    } finally {
      await stale.close();
    }
  });
});

describe('reads only', () => {
  it.each([
    ['POST', '/transactions', 403, 'api_disabled', /transaction submission/],
    ['POST', '/transactions/batch', 403, 'api_disabled', /transaction submission/],
    ['POST', '/transactions/simulate', 403, 'api_disabled', /simulation/],
    ['POST', '/transactions/encode_submission', 403, 'api_disabled', /encoding/],
    ['GET', '/estimate_gas_price', 403, 'api_disabled', /gas estimation/],
    ['GET', '/-/healthy', 403, 'api_disabled', /operator/],
    ['GET', '/info', 403, 'api_disabled', /operator/],
    ['GET', '/spec/assets/..', 400, 'web_framework_error', /path parameter/],
    ['DELETE', CLOCK, 405, 'web_framework_error', /Method not allowed/],
    ['PUT', '/view', 405, 'web_framework_error', /Method not allowed/],
    ['GET', '/nope', 404, 'web_framework_error', /Not found/],
    ['GET', '/accounts/0xcafe/resource/..', 400, 'web_framework_error', /path parameter/],
    ['GET', '/accounts/%2e%2e/resources', 400, 'web_framework_error', /path parameter/],
    ['GET', '/accounts/0x1%2F..%2F..%2Fadmin/resources', 400, 'web_framework_error', /path parameter/],
  ])('%s %s is refused (%i %s) and never reaches the upstream', async (method, path, status, code, message) => {
    const before = proxy.seen.length;
    const response = await sendRaw(method, path, method === 'POST' ? '{}' : undefined);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-ledger-gateway-error')).toBe('refused');
    expect(response.headers.get('x-ledger-gateway-upstream')).toBe(proxy.api);
    const body = (await response.json()) as { message: string; error_code: string; vm_error_code: null };
    expect(body).toMatchObject({ error_code: code, vm_error_code: null });
    expect(body.message).toMatch(message);
    if (status === 405) expect(response.headers.get('allow')).toMatch(/OPTIONS$/u);
    expect(proxy.seen.length).toBe(before);
  });

  it("forwards the POST reads (view) and the preflight stays the gateway's", async () => {
    const before = proxy.count(/^\/view$/u);
    // a call that does not fit the function: the node's 400 comes back as it is
    const refused = await post('/view', '{"function":"0x1::coin::balance","type_arguments":[],"arguments":[]}');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error_code: string }).error_code).toBe('invalid_input');
    expect(proxy.count(/^\/view$/u) - before).toBe(1);
    const preflight = await get(
      CLOCK,
      { origin: 'http://elsewhere.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      { method: 'OPTIONS' },
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://elsewhere.test');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');
  });
});

describe('pages the upstream sends', () => {
  it('forwards the API description, its page sandboxed into an origin of its own', async () => {
    const page = await get('/spec');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/u);
    expect(page.headers.get('content-security-policy')).toBe('sandbox allow-scripts allow-popups');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await (await get('/spec.json')).json()) as { openapi: string }).openapi).toMatch(/^3\./u);
  });
});

describe('the API key', () => {
  it("goes upstream as Authorization: Bearer, in place of the browser's own", async () => {
    const before = proxy.seen.length;
    await get(`${CLOCK}?ledger_version=2100`, { authorization: 'Bearer browser-key' });
    await get('/accounts/0xcafe/resources?limit=1');
    await post(`/tables/${BY_INDEX}/raw_item`, '{"key":"0x2a00000000000000"}', { accept: 'application/x-bcs', authorization: 'Basic xyz' });
    const asked = proxy.seen.slice(before);
    expect(asked.length).toBe(3);
    for (const request of asked) expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('is refused when an upstream repeats it, and never reaches the browser or a log line', async () => {
    proxy.override = (request, response) => {
      response.writeHead(500, { 'content-type': 'application/json', 'x-echo': request.headers.authorization ?? '' });
      response.end(JSON.stringify({ message: `bad key ${request.headers.authorization ?? ''}`, error_code: 'internal_error' }));
      return true;
    };
    try {
      const echoed = await get('/accounts/0xcafe/resources?limit=3');
      expect(echoed.status).toBe(502);
      expect(echoed.headers.get('x-ledger-gateway-error')).toBe('bad-answer');
    } finally {
      proxy.override = null;
    }
    expect(received.length).toBeGreaterThan(30);
    for (const answer of received) expect(answer).not.toContain(KEY);
    for (const line of logs) expect(line).not.toContain(KEY);
  });
});
