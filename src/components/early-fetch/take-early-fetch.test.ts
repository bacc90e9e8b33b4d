import { afterEach, describe, expect, it } from 'vitest';
import { fetchTakingEarly } from './take-early-fetch';

const ORIGIN = 'http://127.0.0.1:8080';

/** Lets the task end: what the page's first requests did not take is dropped then. */
const taskEnded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetchTakingEarly', () => {
  const url = `${ORIGIN}/v1/accounts/0xcafe/resource/0x1%3A%3Aa%3A%3AB`;
  const calls: string[] = [];
  const fallback: typeof fetch = (input) => {
    calls.push(String(input));
    return Promise.resolve(new Response('network'));
  };
  const early = (response: Promise<Response>, more: Record<string, unknown> = {}) => ({
    url,
    method: 'GET',
    accept: 'application/json',
    body: null,
    response,
    ...more,
  });
  const leave = (...list: unknown[]) => Reflect.set(globalThis, 'window', { __ledgerEarlyFetch: list });
  const json = { headers: { Accept: 'application/json' } };

  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
    calls.length = 0;
  });

  it('hands over the early response once, for exactly its URL', async () => {
    leave(early(Promise.resolve(new Response('early'))));
    const request = fetchTakingEarly(fallback);
    expect(await (await request(url, json)).text()).toBe('early');
    expect(await (await request(url, json)).text()).toBe('network');
    expect(calls).toEqual([url]);
  });

  it('keeps it for the requests sent with the first, then drops it: a later request goes to the network', async () => {
    leave(early(Promise.resolve(new Response('early'))));
    const request = fetchTakingEarly(fallback);
    const other = request(`${url}?ledger_version=1`, json);
    const same = request(url, json);
    expect(await (await other).text()).toBe('network');
    expect(await (await same).text()).toBe('early');
    leave(early(Promise.resolve(new Response('early'))));
    await request(`${url}?ledger_version=1`, json);
    await taskEnded();
    expect(await (await request(url, json)).text()).toBe('network');
  });

  it('does not hand it to a request carrying an API key', async () => {
    leave(early(Promise.resolve(new Response('early'))));
    const response = await fetchTakingEarly(fallback)(url, { headers: { Accept: 'application/json', Authorization: 'Bearer k' } });
    expect(await response.text()).toBe('network');
  });

  it('rejects with the abort reason when the signal aborts first', async () => {
    leave(early(new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = fetchTakingEarly(fallback)(url, { headers: { Accept: 'application/json' }, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes the early failure on', async () => {
    leave(early(Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchTakingEarly(fallback)(url, json)).rejects.toThrow('Failed to fetch');
  });

  it('hands a view call over only to the same POST, body and all', async () => {
    const viewUrl = `${ORIGIN}/v1/view?ledger_version=5`;
    const body = '{"function":"0x1::chain_id::get","type_arguments":[],"arguments":[]}';
    const post = (sentBody: string) => ({
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: sentBody,
    });
    const leavePost = () => leave(early(Promise.resolve(new Response('early')), { url: viewUrl, method: 'POST', body }));
    leavePost();
    expect(await (await fetchTakingEarly(fallback)(viewUrl, post(body))).text()).toBe('early');
    leavePost();
    expect(await (await fetchTakingEarly(fallback)(viewUrl, post(body.replace('[]}', '["x"]}')))).text()).toBe('network');
    leavePost();
    expect(await (await fetchTakingEarly(fallback)(viewUrl, json)).text()).toBe('network');
  });

  it('hands each of several early queries to the request exactly like it, whatever their order', async () => {
    const graphql = `${ORIGIN}/v1/graphql`;
    const query = (text: string) => JSON.stringify({ query: text, variables: {} });
    // as indexer-client.ts sends a query: no Accept, a lowercase content-type
    const sent = (text: string, headers: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: query(text),
    });
    const asked = (text: string) =>
      early(Promise.resolve(new Response(text)), { url: graphql, method: 'POST', accept: '', body: query(text) });
    leave(asked('status'), asked('chain'), asked('page'));
    const request = fetchTakingEarly(fallback);
    // sent together, as a page's first queries are; an API key for the node's own indexer: not the boot script's request
    const answers = [
      request(graphql, sent('page')),
      request(graphql, sent('metadata')),
      request(graphql, sent('status')),
      request(graphql, sent('chain', { authorization: 'Bearer k' })),
      request(graphql, sent('chain')),
    ];
    const texts = await Promise.all(answers.map(async (answer) => (await answer).text()));
    expect(texts).toEqual(['page', 'network', 'status', 'network', 'chain']);
    await taskEnded();
    leave(asked('status'));
    await request(graphql, sent('metadata'));
    await taskEnded();
    expect(await (await request(graphql, sent('status'))).text()).toBe('network');
  });

  it('ignores something else left under its name', async () => {
    leave(early(Promise.resolve(new Response('early')), { response: 'not a promise' }));
    expect(await (await fetchTakingEarly(fallback)(url, json)).text()).toBe('network');
    Reflect.set(globalThis, 'window', { __ledgerEarlyFetch: early(Promise.resolve(new Response('early'))) });
    expect(await (await fetchTakingEarly(fallback)(url, json)).text()).toBe('network');
  });
});
