// The gateway when its upstream misbehaves (docs/api.md#the-gateway): 429 passed on and then waited out
// without asking again, an upstream that is down or too slow answered by the gateway's own 502/504 naming
// it, and every mode of the hostile node (e2e/hostile-node/) survived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileServer, type HostileServer } from '../../e2e/hostile-node/server';
import { HOSTILE_MODES } from '../../e2e/hostile-node/modes';
import { startTestNode, type TestNode } from '../http/api-tests/test-node';
import type { RunningGateway, StartGatewayOptions } from './start-gateway';
import { startAptosWireProxy, type AptosWireProxy } from './test-support/aptos-wire-proxy';
import { freePort } from './test-support/free-port';
import { startTestGateway } from './test-support/test-gateway';

const KEY = 'sk-failures-test-51b0';
const CLOCK = '/accounts/0xcafe/resource/0xcafe::showcase::Clock';

let node: TestNode;
let proxy: AptosWireProxy;
const gateways: RunningGateway[] = [];
const logs: string[] = [];

async function gatewayTo(upstream: string, overrides: Partial<StartGatewayOptions> = {}): Promise<RunningGateway> {
  const gateway = await startTestGateway({ upstream, apiKey: KEY, timeoutMs: 3_000, log: (line) => logs.push(line), ...overrides });
  gateways.push(gateway);
  return gateway;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function read(gateway: RunningGateway, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${gateway.url}/v1${path}`, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function expectNoKey(answer: Answer): void {
  expect(answer.text).not.toContain(KEY);
  for (const [, value] of answer.headers) expect(value).not.toContain(KEY);
}

beforeAll(async () => {
  node = await startTestNode();
  proxy = await startAptosWireProxy(node.api);
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await proxy?.close();
  await node?.stop();
  for (const line of logs) expect(line).not.toContain(KEY);
});

describe('429 from the upstream', () => {
  it('is passed on with its Retry-After, and the upstream is not asked again until it has passed', async () => {
    const gateway = await gatewayTo(proxy.api);
    proxy.override = (_request, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
      response.end(JSON.stringify({ message: 'Too many requests', error_code: 'web_framework_error', vm_error_code: null }));
      return true;
    };
    try {
      const before = proxy.seen.length;
      const first = await read(gateway, CLOCK);
      expect(first.status).toBe(429);
      expect(first.headers.get('retry-after')).toBe('30');
      expect(first.headers.get('x-ledger-gateway-error')).toBeNull();
      expect(JSON.parse(first.text)).toMatchObject({ message: 'Too many requests' });
      // ten tabs asking at once: none reaches the upstream
      const storm = await Promise.all(Array.from({ length: 10 }, (_, i) => read(gateway, `${CLOCK}?ledger_version=${100 + i}`)));
      for (const answer of storm) {
        expect(answer.status).toBe(429);
        expect(answer.headers.get('x-ledger-gateway-error')).toBe('rate-limited');
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(25);
        expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(30);
        expect(JSON.parse(answer.text)).toMatchObject({ error_code: 'web_framework_error', message: expect.stringContaining(proxy.api) });
      }
      expect(proxy.seen.length - before).toBe(1);
    } finally {
      proxy.override = null;
    }
  });

  it('still serves what it holds while it waits', async () => {
    const gateway = await gatewayTo(proxy.api);
    expect((await read(gateway, `${CLOCK}?ledger_version=300`)).status).toBe(200);
    proxy.override = (_request, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '60' });
      response.end('{"message":"Too many requests","error_code":"web_framework_error"}');
      return true;
    };
    try {
      expect((await read(gateway, CLOCK)).status).toBe(429);
      const held = await read(gateway, `${CLOCK}?ledger_version=300`);
      expect(held.status).toBe(200);
      expect(held.headers.get('x-ledger-gateway-cache')).toBe('hit');
    } finally {
      proxy.override = null;
    }
  });
});

describe('an upstream that is down or slow', () => {
  let closedPort: number;
  beforeAll(async () => {
    // a port that was free a moment ago: nothing listens there
    closedPort = await freePort();
  });

  it('down: 502 naming the upstream, and a log line without the key', async () => {
    const upstream = `http://127.0.0.1:${closedPort}/v1`;
    const gateway = await gatewayTo(upstream);
    const answer = await read(gateway, CLOCK, { headers: { authorization: 'Bearer browser' } });
    expect(answer.status).toBe(502);
    expect(answer.headers.get('x-ledger-gateway-error')).toBe('unreachable');
    expect(answer.headers.get('x-ledger-gateway-upstream')).toBe(upstream);
    const body = JSON.parse(answer.text) as { message: string; error_code: string };
    expect(body.error_code).toBe('internal_error');
    expect(body.message).toMatch(new RegExp(`^The upstream ${upstream.replace(/[.]/gu, '\\.')} cannot be reached: .*ECONNREFUSED`, 'u'));
    expectNoKey(answer);
    expect(logs.some((line) => line.includes(upstream) && line.includes('cannot be reached'))).toBe(true);
    expect(await gateway.probe()).toMatch(/ECONNREFUSED/u);
  });

  it('itself as upstream: one 508 naming the loop, not requests without end', async () => {
    const upstream = `http://127.0.0.1:${closedPort}/v1`;
    const gateway = await gatewayTo(upstream, { port: closedPort });
    const answer = await read(gateway, CLOCK);
    // the gateway's second pass refuses, and its first passes that answer on
    expect(answer.status).toBe(508);
    expect(JSON.parse(answer.text)).toMatchObject({
      message: `The request came back to this gateway: its upstream forwards to it, a loop: not forwarded to ${upstream}`,
    });
    await gateway.close();
  });

  it('slow: 504 naming the upstream once its time is up, then answers again when the upstream does', async () => {
    // room for the read after it on a loaded machine
    const gateway = await gatewayTo(proxy.api, { timeoutMs: 2_000 });
    proxy.override = () => true; // never answers
    try {
      const started = performance.now();
      const answer = await read(gateway, CLOCK);
      expect(answer.status).toBe(504);
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(answer.headers.get('x-ledger-gateway-error')).toBe('timeout');
      expect(JSON.parse(answer.text)).toEqual({
        message: `The upstream ${proxy.api} did not answer within 2 s`,
        error_code: 'internal_error',
        vm_error_code: null,
      });
      expectNoKey(answer);
    } finally {
      proxy.override = null;
    }
    expect((await read(gateway, CLOCK)).status).toBe(200);
  });

  it('a body that trickles past the deadline is a 504 too, not a half answer', async () => {
    const gateway = await gatewayTo(proxy.api, { timeoutMs: 1_000 });
    proxy.override = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"type":"0xcafe::showcase::Clock","data":');
      return true;
    };
    try {
      expect((await read(gateway, CLOCK)).status).toBe(504);
    } finally {
      proxy.override = null;
    }
  });

  it('an answer that repeats the API key is not forwarded: 502 bad-answer naming the upstream', async () => {
    const gateway = await gatewayTo(proxy.api);
    proxy.override = (request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ echoed: request.headers.authorization }));
      return true;
    };
    try {
      const answer = await read(gateway, CLOCK);
      expect(answer.status).toBe(502);
      expect(answer.headers.get('x-ledger-gateway-error')).toBe('bad-answer');
      expect(JSON.parse(answer.text)).toEqual({
        message: `The upstream ${proxy.api} repeated the API key in its answer: not forwarded`,
        error_code: 'internal_error',
        vm_error_code: null,
      });
      expectNoKey(answer);
    } finally {
      proxy.override = null;
    }
  });
});

describe('the hostile node as upstream', () => {
  let hostile: HostileServer;
  beforeAll(async () => {
    hostile = await startHostileServer();
  });
  afterAll(() => hostile?.close());

  const reads: [string, RequestInit][] = [
    ['', {}],
    [CLOCK, {}],
    [`${CLOCK}?ledger_version=50`, {}],
    ['/accounts/0xcafe/resources', {}],
    ['/spec', {}],
    [
      '/tables/0x1/raw_item?ledger_version=50',
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/x-bcs' }, body: '{"key":"0x00"}' },
    ],
  ];

  /** What the gateway says itself, on a resource read, where the upstream cannot be passed on. */
  const OWN_ANSWERS: Record<string, [number, string, RegExp]> = {
    'huge-body': [502, 'bad-answer', /sent an answer over 8388608 bytes \(decompressed\): not forwarded$/u],
    'gzip-bomb': [502, 'bad-answer', /sent an answer over 8388608 bytes/u],
    'garbage-encoding': [502, 'bad-answer', /sent an answer that cannot be read/u],
    'redirect-302': [502, 'bad-answer', /answered 302 to http:\/\/127\.0\.0\.1:\d+\/v1\/.*: the gateway follows no redirect$/u],
    'connection-reset': [502, 'unreachable', /cannot be reached/u],
    'slow-first-byte': [504, 'timeout', /did not answer within 3 s$/u],
  };
  it.each(Object.entries(OWN_ANSWERS))(
    '%s: the gateway answers %j itself',
    { timeout: 60_000 },
    async (mode, [status, reason, message]) => {
      const upstream = hostile.nodeUrl(mode, `own-${mode}`);
      // the deadline under test is 3 s; the others get 30 s: room for the hostile node to make its gzip bomb
      // (40 MiB, once) and for the gateway to inflate it on a loaded machine (at 3 s it became a 504 there)
      const gateway = await gatewayTo(upstream, { maxBodyBytes: 8 * 1024 * 1024, timeoutMs: mode === 'slow-first-byte' ? 3_000 : 30_000 });
      const answer = await read(gateway, CLOCK);
      expect(answer.status).toBe(status);
      expect(answer.headers.get('x-ledger-gateway-error')).toBe(reason);
      const body = JSON.parse(answer.text) as { message: string };
      expect(body.message.startsWith(`The upstream ${upstream} `)).toBe(true);
      expect(body.message).toMatch(message);
    },
  );

  // each mode gets a gateway of its own (one mode's 429 must not hold the next one up)
  it.each(Object.keys(HOSTILE_MODES))(
    '%s: every read is answered, none with the key, and the gateway lives on',
    { timeout: 60_000 },
    async (mode) => {
      const gateway = await gatewayTo(hostile.nodeUrl(mode, `gw-${mode}`), { maxBodyBytes: 8 * 1024 * 1024 });
      for (const [path, init] of reads) {
        const answer = await read(gateway, path, init);
        expect(answer.status, `${mode} ${path}`).toBeGreaterThanOrEqual(200);
        expect(answer.headers.get('x-ledger-gateway-upstream')).toBe(hostile.nodeUrl(mode, `gw-${mode}`));
        if (answer.headers.get('x-ledger-gateway-error') !== null)
          expect(JSON.parse(answer.text)).toMatchObject({ error_code: expect.any(String) });
        // HTML where JSON belongs (html-200, html-500, spec-html-script) would run in an origin of its own if opened
        else expect(answer.headers.get('content-security-policy')).toBe('sandbox allow-scripts allow-popups');
        expectNoKey(answer);
      }
      // redirects are never followed (the key would go with them)
      expect(hostile.elsewhereCount(`gw-${mode}`)).toBe(0);
      const refused = await read(gateway, '/transactions', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(refused.status).toBe(403);
    },
  );
});
