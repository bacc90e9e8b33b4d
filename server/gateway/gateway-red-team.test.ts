// Round 4 of the red team against the gateway (issue 30), each reproduction as it was reported: an
// upstream whose chain is reset, two gateways pointed at each other, headers that act on the explorer's
// origin, kept reads nobody waits for, the key echoed in base64 or too short to look for, a route the
// upstream lacks asked on every reload, and the Cache-Control a shared cache in front reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNode, type TestNode } from '../http/api-tests/test-node';
import { GATEWAY_PINNED_MAX_AGE_SECONDS } from './gateway-answer';
import type { RunningGateway, StartGatewayOptions } from './start-gateway';
import { startAptosWireProxy, type AptosWireProxy } from './test-support/aptos-wire-proxy';
import { freePort } from './test-support/free-port';
import { startTestGateway } from './test-support/test-gateway';
import { MAX_VIA_HOPS } from './via-hops';

const KEY = 'sk-red-team-round-4-b3c9f1';
const TIME = '/accounts/0x1/resource/0x1::timestamp::CurrentTimeMicroseconds';

let node: TestNode;
let proxy: AptosWireProxy;
const gateways: RunningGateway[] = [];

async function gatewayTo(upstream: string, overrides: Partial<StartGatewayOptions> = {}): Promise<RunningGateway> {
  const gateway = await startTestGateway({ upstream, apiKey: KEY, ...overrides });
  gateways.push(gateway);
  return gateway;
}

beforeAll(async () => {
  node = await startTestNode();
  proxy = await startAptosWireProxy(node.api);
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await proxy?.close();
  await node?.stop();
});

describe("red team 1: the upstream's chain is reset", () => {
  it('forgets the old chain: kept reads are asked again, and no answer carries the old ledger headers', async () => {
    // a localnet restarted with another history, same chain id 4, nothing pruned (oldest 0)
    const restarted = await startTestNode({ seed: 2, history: 200 });
    const resetProxy = await startAptosWireProxy(node.api);
    try {
      const gateway = await gatewayTo(resetProxy.api);
      const read = async (path: string) => {
        const response = await fetch(`${gateway.url}/v1${path}`);
        return { response, text: await response.text() };
      };
      const before50 = await read(`${TIME}?ledger_version=50`);
      const before150 = await read(`${TIME}?ledger_version=150`);
      expect((await read(`${TIME}?ledger_version=50`)).response.headers.get('x-ledger-gateway-cache')).toBe('hit');
      const newOnes = await Promise.all([50, 150].map((v) => fetch(`${restarted.api}${TIME}?ledger_version=${v}`).then((r) => r.text())));
      expect(newOnes).not.toEqual([before50.text, before150.text]);

      // restarted later in wall time: its ledger time is past the old chain's, its latest version below
      resetProxy.retarget(restarted.api);
      resetProxy.timeShiftUsec = 3_600_000_000n;
      await read('/transactions?limit=1');
      const after50 = await read(`${TIME}?ledger_version=50`);
      const after150 = await read(`${TIME}?ledger_version=150`);
      expect(after50.response.headers.get('x-ledger-gateway-cache')).toBe('miss');
      expect([after50.text, after150.text]).toEqual(newOnes);
      // and a hit of the new chain carries the new chain's ledger, never the one kept of the old
      const hit = await read(`${TIME}?ledger_version=50`);
      expect(hit.response.headers.get('x-ledger-gateway-cache')).toBe('hit');
      expect(hit.response.headers.get('x-aptos-ledger-version')).toBe('199');
    } finally {
      await resetProxy.close();
      await restarted.stop();
    }
  });
});

describe('red team 2: gateways pointed at each other', () => {
  it('refuse the request that comes back (508 loop) instead of forwarding it round without end', async () => {
    const portOfB = await freePort();
    const a = await gatewayTo(`http://127.0.0.1:${portOfB}/v1`);
    const b = await gatewayTo(`${a.url}/v1`, { port: portOfB });
    const started = performance.now();
    const answer = await fetch(`${a.url}/v1${TIME}`);
    // A's second pass refuses; B and A's first pass hand that answer back
    expect(answer.status).toBe(508);
    expect(((await answer.json()) as { message: string }).message).toMatch(/came back to this gateway/u);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await fetch(`${b.url}/v1${TIME}`)).status).toBe(508);
  });

  it(`refuse a request that has passed through ${MAX_VIA_HOPS} proxies, and pass on the Via received`, async () => {
    const gateway = await gatewayTo(proxy.api);
    const via = Array.from({ length: MAX_VIA_HOPS }, (_, i) => `1.1 proxy-${i}`).join(', ');
    const refused = await fetch(`${gateway.url}/v1${TIME}`, { headers: { via } });
    expect(refused.status).toBe(508);
    const before = proxy.seen.length;
    expect((await fetch(`${gateway.url}/v1${TIME}`, { headers: { via: '1.1 cdn-edge' } })).status).toBe(200);
    expect(proxy.seen.slice(before)[0]?.headers.via).toMatch(/^1\.1 cdn-edge, 1\.1 ledger-gateway-[0-9a-f]{12}$/u);
  });
});

describe('red team 3: what an upstream answer may carry to the explorer', () => {
  it('passes on an allowlist: never Clear-Site-Data, Refresh, Set-Cookie, Link or its cache policy', async () => {
    const gateway = await gatewayTo(proxy.api);
    proxy.override = (_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'clear-site-data': '"storage", "cookies"',
        refresh: '0; url=https://evil.test/',
        'set-cookie': 'session=stolen',
        link: '<https://evil.test/x.js>; rel=preload; as=script',
        'cache-control': 'public, max-age=31536000',
        'x-aptos-cursor': '0x2a',
        etag: '"abc"',
        'x-something-else': 'nope',
      });
      response.end('[]');
      return true;
    };
    try {
      const answer = await fetch(`${gateway.url}/v1/accounts/0xcafe/resources?limit=1`);
      for (const name of ['clear-site-data', 'refresh', 'set-cookie', 'link', 'x-something-else'])
        expect(answer.headers.get(name)).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('x-aptos-cursor')).toBe('0x2a');
      expect(answer.headers.get('etag')).toBe('"abc"');
    } finally {
      proxy.override = null;
    }
  });
});

describe('kept reads nobody waits for', () => {
  it('are cancelled upstream when the last browser waiting for one leaves, and not before', async () => {
    const gateway = await gatewayTo(proxy.api);
    let closedUpstream = 0;
    const held: (() => void)[] = [];
    proxy.override = (request, response) => {
      if (!(request.url ?? '').includes('ledger_version=777')) return false;
      request.socket.once('close', () => closedUpstream++);
      // answers only when told to
      held.push(() => proxy.override !== null && response.writableEnded === false && response.destroy());
      return true;
    };
    try {
      const url = `${gateway.url}/v1${TIME}?ledger_version=777`;
      const leaving = [new AbortController(), new AbortController()];
      const asks = leaving.map((controller) => fetch(url, { signal: controller.signal }).catch(() => null));
      await expect.poll(() => held.length).toBe(1);
      leaving[0]?.abort();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(closedUpstream).toBe(0);
      leaving[1]?.abort();
      await expect.poll(() => closedUpstream, { timeout: 3_000 }).toBe(1);
      await Promise.all(asks);
    } finally {
      proxy.override = null;
    }
  });
});

describe('the API key echoed', () => {
  it('in base64 (a dump of the request headers) is found: 502, never forwarded', async () => {
    const gateway = await gatewayTo(proxy.api);
    proxy.override = (request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ headers: Buffer.from(JSON.stringify(request.headers)).toString('base64') }));
      return true;
    };
    try {
      const answer = await fetch(`${gateway.url}/v1/accounts/0xcafe/resources?limit=1`);
      expect(answer.status).toBe(502);
      expect(answer.headers.get('x-ledger-gateway-error')).toBe('bad-answer');
    } finally {
      proxy.override = null;
    }
  });

  it('too short to be told from data does not turn answers into 502s', async () => {
    const gateway = await gatewayTo(proxy.api, { apiKey: '0' });
    for (const path of ['', `${TIME}?ledger_version=100`, '/transactions?limit=3', '/accounts/0xcafe/resources?limit=5'])
      expect((await fetch(`${gateway.url}/v1${path}`)).status).toBe(200);
  });
});

describe('reloads through the gateway', () => {
  it('remember that the upstream lacks a route: its 404 is answered from memory, a 404 about state is not', async () => {
    const gateway = await gatewayTo(proxy.api);
    // a real node: no `…/versions` routes
    proxy.override = (request, response) => {
      if (!/\/versions(\?|$)/u.test(request.url ?? '')) return false;
      response.writeHead(404, { 'content-type': 'application/json', 'x-aptos-ledger-version': '2999' });
      response.end('{"message":"not found","error_code":"web_framework_error","vm_error_code":null}');
      return true;
    };
    try {
      const versions = `${gateway.url}/v1/accounts/0xcafe/resource/0xcafe::showcase::Clock/versions?limit=1&ledger_version=1200`;
      const before = proxy.count(/\/versions$/u);
      for (let reload = 0; reload < 3; reload++) {
        const answer = await fetch(versions.replace('1200', String(1200 + reload)));
        expect(answer.status).toBe(404);
        expect(((await answer.json()) as { error_code: string }).error_code).toBe('web_framework_error');
        expect(answer.headers.get('x-ledger-gateway-cache')).toBe(reload === 0 ? 'bypass' : 'hit');
      }
      expect(proxy.count(/\/versions$/u) - before).toBe(1);
      const absent = `${gateway.url}/v1/accounts/0xcafe/resource/0xcafe::showcase::Nothing`;
      const asked = proxy.count(/Nothing$/u);
      for (let reload = 0; reload < 2; reload++) expect((await fetch(absent)).status).toBe(404);
      expect(proxy.count(/Nothing$/u) - asked).toBe(2);
    } finally {
      proxy.override = null;
    }
  });

  it('ask GET /v1 once for the browsers that load a page within a second', async () => {
    const gateway = await gatewayTo(proxy.api);
    const before = proxy.count(/^$/u);
    await fetch(`${gateway.url}/v1`);
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${gateway.url}/v1`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-aptos-ledger-version')).toBe('2999');
      expect(((await answer.json()) as { ledger_version: string }).ledger_version).toBe('2999');
    }
    expect(proxy.count(/^$/u) - before).toBe(1);
  });
});

describe('Cache-Control for a shared cache in front', () => {
  it(`is public for ${GATEWAY_PINNED_MAX_AGE_SECONDS} s on a kept pinned answer (miss, hit, 304), no-cache at latest`, async () => {
    const gateway = await gatewayTo(proxy.api);
    const pinned = `${gateway.url}/v1${TIME}?ledger_version=1600`;
    const miss = await fetch(pinned);
    const hit = await fetch(pinned);
    const revalidated = await fetch(pinned, { headers: { 'if-none-match': miss.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
    for (const answer of [miss, hit, revalidated])
      expect(answer.headers.get('cache-control')).toBe(`public, max-age=${GATEWAY_PINNED_MAX_AGE_SECONDS}`);
    for (const path of [TIME, '', `${TIME}?ledger_version=99999`, '/transactions/by_version/5'])
      expect((await fetch(`${gateway.url}/v1${path}`)).headers.get('cache-control')).toBe('no-cache');
  });
});
