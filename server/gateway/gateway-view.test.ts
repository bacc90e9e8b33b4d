// View calls through the gateway (docs/api.md#the-gateway, issue 31), our node dressed as a real fullnode
// upstream: a call at an explicit `ledger_version` within the upstream's window is kept, keyed by its body
// and by how it was asked (Content-Type, Accept); a call at latest, or one that failed, never is.
// The upstream's answers come from a stand-in on the proxy (`viewStandIn`) where only the gateway is
// judged, so those tests pass against any node; the `view node` tests need the node's own POST /v1/view.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Aptos, AptosConfig, Network } from '@aptos-labs/ts-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/core/api/endpoints';
import { longAddress } from '../../src/core/move/address';
import { userAccountAddress } from '../chain/demo-ids';
import { startTestNode, type TestNode } from '../http/api-tests/test-node';
import type { RunningGateway } from './start-gateway';
import { startAptosWireProxy, type AptosWireProxy } from './test-support/aptos-wire-proxy';
import { startTestGateway } from './test-support/test-gateway';

const KEY = 'sk-gateway-view-test-5b1e';
const ACCOUNT = longAddress(userAccountAddress(1, 0));
const BALANCE = { function: '0x1::coin::balance', type_arguments: ['0x1::native_coin::NativeCoin'], arguments: [ACCOUNT] };
const CHAIN_ID = { function: '0x1::chain_id::get', type_arguments: [], arguments: [] };

let node: TestNode;
let proxy: AptosWireProxy;
let gateway: RunningGateway;
const logs: string[] = [];

const views = () => proxy.count(/^\/view$/u);

function view(body: unknown, query = '', headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${gateway.url}/v1/view${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * The upstream's view route as a stand-in: the node's ledger headers (so the gateway places the version in
 * the window), and a body naming what was asked (the request body, Content-Type and Accept), so a kept
 * answer served to the wrong call shows.
 */
function viewStandIn(status = 200): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    if (!(request.url ?? '').startsWith('/v1/view')) return false;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void fetch(node.api).then((info) => {
        const headers: Record<string, string> = { 'content-type': 'application/json', 'x-aptos-gas-used': '7' };
        for (const [name, value] of info.headers) if (name.startsWith('x-node-')) headers[name] = value;
        const asked = createHash('sha256')
          .update(Buffer.concat(chunks))
          .update(`\0${request.headers['content-type'] ?? ''}\0${request.headers.accept ?? ''}`)
          .digest('hex');
        response.writeHead(status, headers);
        response.end(JSON.stringify(status === 200 ? [asked] : { message: asked, error_code: 'invalid_input' }));
      });
    });
    return true;
  };
}

beforeAll(async () => {
  node = await startTestNode();
  proxy = await startAptosWireProxy(node.api);
  gateway = await startTestGateway({ upstream: proxy.api, apiKey: KEY, log: (line) => logs.push(line) });
});
afterEach(() => {
  proxy.override = null;
});
afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await node?.stop();
});

describe('view calls kept at a version (any upstream)', () => {
  it('keeps a call at an explicit version: asked once, with the key, then answered from memory', async () => {
    proxy.override = viewStandIn();
    const before = views();
    const first = await view(BALANCE, '?ledger_version=1500');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ledger-gateway-cache')).toBe('miss');
    const answer: unknown = await first.json();
    const again = await view(BALANCE, '?ledger_version=1500');
    expect(again.headers.get('x-ledger-gateway-cache')).toBe('hit');
    expect(await again.json()).toEqual(answer);
    // the gas used belongs to the answer: it is kept with it
    expect(again.headers.get('x-aptos-gas-used')).toBe('7');
    expect(again.headers.get('cache-control')).toMatch(/^public, max-age=/u);
    expect(views() - before).toBe(1);
    expect(proxy.seen.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('keys what it keeps by the body, the Content-Type and the Accept, and the version', async () => {
    proxy.override = viewStandIn();
    const calls: [unknown, string, Record<string, string>][] = [
      [BALANCE, '?ledger_version=1600', {}],
      [{ ...BALANCE, arguments: ['0xbeef'] }, '?ledger_version=1600', {}],
      [BALANCE, '?ledger_version=1601', {}],
      [BALANCE, '?ledger_version=1600', { accept: 'application/x-bcs' }],
      [BALANCE, '?ledger_version=1600', { 'content-type': 'application/x.aptos.view_function+bcs' }],
    ];
    const before = views();
    const first = await Promise.all(calls.map(async ([body, query, headers]) => (await view(body, query, headers)).json()));
    expect(new Set(first.map((answer) => JSON.stringify(answer))).size).toBe(calls.length - 1); // 1600 and 1601: one body
    expect(views() - before).toBe(calls.length);
    // each is kept apart: asked again, each gets its own answer from memory
    for (const [i, [body, query, headers]] of calls.entries()) {
      const again = await view(body, query, headers);
      expect(again.headers.get('x-ledger-gateway-cache')).toBe('hit');
      expect(await again.json()).toEqual(first[i]);
    }
    expect(views() - before).toBe(calls.length);
  });

  it('never keeps a call at latest, past the latest, or one that failed', async () => {
    proxy.override = viewStandIn();
    const before = views();
    for (const query of ['', '', '?ledger_version=99999999', '?ledger_version=99999999', '?ledger_version=1700&ledger_version=1701']) {
      const answer = await view(CHAIN_ID, query);
      expect(answer.headers.get('x-ledger-gateway-cache')).toBe(query === '' || query.includes('&') ? 'bypass' : 'miss');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
    proxy.override = viewStandIn(400);
    for (let i = 0; i < 2; i++) expect((await view(CHAIN_ID, '?ledger_version=1700')).status).toBe(400);
    expect(views() - before).toBe(7);
  });

  it('refuses a body over the limit without asking the upstream', async () => {
    const before = proxy.seen.length;
    const huge = await view(JSON.stringify({ ...BALANCE, pad: 'x'.repeat(MAX_BODY_BYTES) }), '?ledger_version=1500');
    expect(huge.status).toBe(413);
    expect(huge.headers.get('x-ledger-gateway-error')).toBe('refused');
    expect(proxy.seen.length).toBe(before);
  });
});

describe('view calls on a node that serves them (view node)', () => {
  it('answers as the node does, JSON and BCS, at a version, and keeps it', async () => {
    const direct = await fetch(`${node.api}/view?ledger_version=2500`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BALANCE),
    });
    expect(direct.status).toBe(200);
    expect(await direct.clone().json()).not.toEqual(['0']);
    const before = views();
    const through = await view(BALANCE, '?ledger_version=2500');
    expect(through.status).toBe(200);
    expect(await through.json()).toEqual(await direct.json());
    expect(through.headers.get('x-aptos-gas-used')).toBe(direct.headers.get('x-node-gas-used'));
    const bcs = await view(BALANCE, '?ledger_version=2500', { accept: 'application/x-bcs' });
    expect(bcs.headers.get('content-type')).toMatch(/^application\/x-bcs/u);
    expect((await view(BALANCE, '?ledger_version=2500')).headers.get('x-ledger-gateway-cache')).toBe('hit');
    expect(views() - before).toBe(2);
  });

  it("serves the TS SDK's aptos.view (BCS body) and viewJson at a version, the second time from memory", async () => {
    const aptos = new Aptos(new AptosConfig({ network: Network.CUSTOM, fullnode: `${gateway.url}/v1` }));
    const payload = {
      function: '0x1::coin::balance' as const,
      typeArguments: ['0x1::native_coin::NativeCoin' as const],
      functionArguments: [ACCOUNT],
    };
    const options = { ledgerVersion: 1234 };
    const before = views();
    const [bcs] = await aptos.view<[string]>({ payload, options });
    const [json] = await aptos.viewJson<[string]>({ payload, options });
    expect(String(bcs)).toBe(String(json));
    expect(await aptos.view<[string]>({ payload, options })).toEqual([bcs]);
    expect(await aptos.viewJson<[string]>({ payload, options })).toEqual([json]);
    expect(views() - before).toBe(2);
    const [chainId] = await aptos.view<[number]>({ payload: { function: '0x1::chain_id::get' } });
    expect(chainId).toBe(4);
    for (const line of logs) expect(line).not.toContain(KEY);
  });
});
