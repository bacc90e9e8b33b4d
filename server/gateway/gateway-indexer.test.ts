// GraphQL queries through the gateway (docs/api.md#the-gateway, issue 32): POST /v1/graphql goes to the
// upstream's indexer with the key, queries only, checked before anything is sent, and nothing is kept.
// Our node dressed as a real fullnode upstream; where only the gateway is judged the indexer's answers come
// from a stand-in on the proxy (`indexerStandIn`), so those tests pass against any node. The `indexer node`
// test reads the node's own POST /v1/graphql through the gateway.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Aptos, AptosConfig, Network, ProcessorType } from '@aptos-labs/ts-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestNode, TEST_HISTORY, type TestNode } from '../http/api-tests/test-node';
import { MAX_VIA_HOPS } from './via-hops';
import type { RunningGateway, StartGatewayOptions } from './start-gateway';
import { startAptosWireProxy, type AptosWireProxy } from './test-support/aptos-wire-proxy';
import { startTestGateway } from './test-support/test-gateway';

const KEY = 'sk-gateway-indexer-test-9d4c';
const CAFE = `0x${'cafe'.padStart(64, '0')}`;
const STATUS = '{ processor_status { processor last_success_version } }';

let node: TestNode;
let proxy: AptosWireProxy;
/** A second host: an indexer named by --upstream-indexer. */
let elsewhere: AptosWireProxy;
let gateway: RunningGateway;
const started: RunningGateway[] = [];
const logs: string[] = [];
const received: string[] = [];

const graphqlAsked = (at: AptosWireProxy) => at.count(/^\/graphql$/u);

async function gatewayTo(overrides: Partial<StartGatewayOptions> = {}): Promise<RunningGateway> {
  const running = await startTestGateway({ upstream: proxy.api, apiKey: KEY, log: (line) => logs.push(line), ...overrides });
  started.push(running);
  return running;
}

async function query(body: unknown, headers: Record<string, string> = {}, to = gateway): Promise<Response> {
  const response = await fetch(`${to.url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  received.push(`${response.status} ${[...response.headers].join('\n')}\n\n${await response.clone().text()}`);
  return response;
}

/** The indexer as a stand-in: Hasura's answer, with headers a node would send (none may pass on), or any answer. */
function indexerStandIn(
  answer: { status?: number; headers?: Record<string, string>; body?: (request: IncomingMessage) => string } = {},
): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    if (!(request.url ?? '').startsWith('/v1/graphql')) return false;
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status ?? 200, {
        'content-type': 'application/json; charset=utf-8',
        'x-aptos-ledger-version': '999999999',
        'x-aptos-chain-id': '77',
        'x-aptos-cursor': '0x1',
        ...answer.headers,
      });
      response.end(
        answer.body?.(request) ??
          JSON.stringify({ data: { processor_status: [{ processor: 'default_processor', last_success_version: 12 }] } }),
      );
    });
    return true;
  };
}

beforeAll(async () => {
  node = await startTestNode();
  proxy = await startAptosWireProxy(node.api);
  elsewhere = await startAptosWireProxy(node.api);
  gateway = await gatewayTo();
});
afterEach(() => {
  proxy.override = null;
  elsewhere.override = null;
});
afterAll(async () => {
  for (const running of started) await running.close();
  await elsewhere?.close();
  await proxy?.close();
  await node?.stop();
  for (const answer of received) expect(answer).not.toContain(KEY);
  for (const line of logs) expect(line).not.toContain(KEY);
});

describe('what is refused before the indexer is asked (any upstream)', () => {
  it.each([
    ['a mutation', { query: 'mutation { delete_account_transactions(where: {}) { affected_rows } }' }, /queries only: a mutation/u],
    ['a subscription', { query: `subscription ${STATUS}` }, /queries only: a subscription/u],
    ['a query 7 levels deep', { query: '{ a { b { c { d { e { f { g } } } } } } }' }, /7 levels deep; the gateway forwards at most 6/u],
    ['a document over 64 KiB', { query: `${STATUS}#${'x'.repeat(64 * 1024)}` }, /forwards at most 65536/u],
    ['a syntax error', { query: '{ processor_status { ' }, /not a valid graphql query/u],
  ])('%s: Hasura-shaped, validation-failed', async (_what, body, message) => {
    const before = proxy.seen.length;
    const answer = await query(body, { origin: 'http://elsewhere.test' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-ledger-gateway-error')).toBe('refused');
    // a page on another origin reads the refusal as it reads the indexer's errors
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://elsewhere.test');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const { errors } = (await answer.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(errors).toHaveLength(1);
    expect(errors[0]?.extensions.code).toBe('validation-failed');
    expect(errors[0]?.message).toMatch(message);
    expect(proxy.seen.length).toBe(before);
  });

  it('refuses what is not one JSON request, and every method but POST', async () => {
    const before = proxy.seen.length;
    const notJson = (await (await query('{"query":')).json()) as { errors: { extensions: { code: string } }[] };
    expect(notJson.errors[0]?.extensions.code).toBe('invalid-json');
    const batch = (await (await query([{ query: STATUS }])).json()) as { errors: { extensions: { code: string } }[] };
    expect(batch.errors[0]?.extensions.code).toBe('parse-failed');
    const get = await fetch(`${gateway.url}/v1/graphql?query=${encodeURIComponent(STATUS)}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(proxy.seen.length).toBe(before);
  });

  it('refuses a request that went round too many proxies (a loop), as every read', async () => {
    const before = proxy.seen.length;
    const via = Array.from({ length: MAX_VIA_HOPS }, (_, i) => `1.1 proxy-${i}`).join(', ');
    const looped = await query({ query: STATUS }, { via });
    expect(looped.status).toBe(508);
    expect(looped.headers.get('x-ledger-gateway-error')).toBe('loop');
    expect(proxy.seen.length).toBe(before);
  });
});

describe('where a query goes, and what comes back (any upstream)', () => {
  it("goes to <upstream base>/graphql with the key as Bearer, the browser's Authorization and cookies left out", async () => {
    proxy.override = indexerStandIn();
    const before = graphqlAsked(proxy);
    const answer = await query({ query: STATUS }, { authorization: 'Bearer browser-key', cookie: 'session=1', 'x-aptos-client': 'sdk' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { processor_status: [{ processor: 'default_processor', last_success_version: 12 }] } });
    expect(graphqlAsked(proxy) - before).toBe(1);
    const sent = proxy.seen.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/v1/graphql');
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.headers.cookie).toBeUndefined();
    expect(sent?.headers['x-aptos-client']).toBe('sdk');
    expect(sent?.headers.via).toMatch(/^1\.1 ledger-gateway-[0-9a-f]+$/u);
  });

  it('keeps nothing, and passes on no node header (an indexer describes no ledger)', async () => {
    proxy.override = indexerStandIn();
    const before = graphqlAsked(proxy);
    for (let i = 0; i < 2; i++) {
      const answer = await query({ query: STATUS });
      expect(answer.headers.get('x-ledger-gateway-cache')).toBe('bypass');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      for (const name of ['x-aptos-ledger-version', 'x-aptos-chain-id', 'x-aptos-cursor']) expect(answer.headers.get(name)).toBeNull();
    }
    expect(graphqlAsked(proxy) - before).toBe(2);
    expect(gateway.cache.size).toBe(0);
    // the stand-in's chain id 77 taught the gateway nothing: the node's reads are still its own
    const clock = await fetch(`${gateway.url}/v1/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=77`);
    expect(clock.headers.get('x-aptos-chain-id')).toBe('4');
  });

  it('goes to the indexer --upstream-indexer names instead, and to no other host', async () => {
    const named = await gatewayTo({ indexer: `${elsewhere.api}/graphql` });
    expect(named.indexer).toBe(`${elsewhere.api}/graphql`);
    elsewhere.override = indexerStandIn();
    const [atUpstream, atNamed] = [graphqlAsked(proxy), graphqlAsked(elsewhere)];
    expect((await query({ query: STATUS }, {}, named)).status).toBe(200);
    expect([graphqlAsked(proxy) - atUpstream, graphqlAsked(elsewhere) - atNamed]).toEqual([0, 1]);
    expect(elsewhere.seen.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("holds back after the indexer's 429 for its origin only, and names the indexer in its own errors", async () => {
    const named = await gatewayTo({ indexer: `${elsewhere.api}/graphql` });
    elsewhere.override = indexerStandIn({ status: 429, headers: { 'retry-after': '30' }, body: () => '{"message":"slow down"}' });
    expect((await query({ query: STATUS }, {}, named)).status).toBe(429);
    const before = elsewhere.seen.length;
    const held = await query({ query: STATUS }, {}, named);
    expect(held.status).toBe(429);
    expect(held.headers.get('x-ledger-gateway-error')).toBe('rate-limited');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(25);
    expect(((await held.json()) as { message: string }).message).toContain(elsewhere.api);
    expect(elsewhere.seen.length).toBe(before);
    // the node is another origin: its reads go on
    expect((await fetch(`${named.url}/v1/accounts/0xcafe/resources?limit=1`)).status).toBe(200);
  });

  it('does not forward an indexer answer that repeats the key', async () => {
    proxy.override = indexerStandIn({
      body: (request) => JSON.stringify({ errors: [{ message: `bad ${request.headers.authorization}` }] }),
    });
    const echoed = await query({ query: STATUS });
    expect(echoed.status).toBe(502);
    expect(echoed.headers.get('x-ledger-gateway-error')).toBe('bad-answer');
  });

  it('answers 502 naming the indexer when it cannot be reached', async () => {
    const nowhere = await gatewayTo({ indexer: 'http://127.0.0.1:9/v1/graphql' });
    const answer = await query({ query: STATUS }, {}, nowhere);
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /^The upstream http:\/\/127\.0\.0\.1:9\/v1\/graphql cannot be reached/u,
    );
  });
});

/** The node indexes its history after it starts listening: wait until every processor has reached its latest. */
async function indexed(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await fetch(`${node.api}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: STATUS }),
    });
    const rows =
      ((await answer.json()) as { data?: { processor_status: { last_success_version: number }[] } }).data?.processor_status ?? [];
    if (rows.length > 0 && rows.every((row) => row.last_success_version >= TEST_HISTORY - 1)) return;
    if (Date.now() > deadline) throw new Error('the node did not index its history in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('queries on a node that serves its index (indexer node)', () => {
  it("answers the TS SDK's indexer calls as the node does", async () => {
    await indexed();
    const aptos = new Aptos(
      new AptosConfig({ network: Network.CUSTOM, fullnode: `${gateway.url}/v1`, indexer: `${gateway.url}/v1/graphql` }),
    );
    const direct = new Aptos(new AptosConfig({ network: Network.CUSTOM, fullnode: node.api, indexer: `${node.api}/graphql` }));
    const before = graphqlAsked(proxy);
    const chain = await aptos.queryIndexer<{ ledger_infos: { chain_id: number }[] }>({ query: { query: '{ ledger_infos { chain_id } }' } });
    expect(chain.ledger_infos).toEqual([{ chain_id: 4 }]);
    const status = await aptos.getProcessorStatus(ProcessorType.DEFAULT);
    expect(status.processor).toBe('default_processor');
    expect(await aptos.getAccountCoinsCount({ accountAddress: CAFE })).toBe(await direct.getAccountCoinsCount({ accountAddress: CAFE }));
    expect(graphqlAsked(proxy) - before).toBe(3);
  });
});
