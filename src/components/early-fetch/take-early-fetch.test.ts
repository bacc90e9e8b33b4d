import { afterEach, describe, expect, it } from 'vitest';
import { fetchTakingEarly } from './take-early-fetch';

const ORIGIN = 'http://127.0.0.1:8080';

describe('fetchTakingEarly', () => {
  const url = `${ORIGIN}/v1/accounts/0xcafe/resource/0x1%3A%3Aa%3A%3AB`;
  const calls: string[] = [];
  const fallback: typeof fetch = (input) => {
    calls.push(String(input));
    return Promise.resolve(new Response('network'));
  };
  const leave = (response: Promise<Response>) => Reflect.set(globalThis, 'window', { __ledgerEarlyFetch: { url, response } });

  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
    calls.length = 0;
  });

  it('hands over the early response once, for exactly its URL', async () => {
    leave(Promise.resolve(new Response('early')));
    const request = fetchTakingEarly(fallback);
    expect(await (await request(url, { headers: { Accept: 'application/json' } })).text()).toBe('early');
    expect(await (await request(url, { headers: { Accept: 'application/json' } })).text()).toBe('network');
    expect(calls).toEqual([url]);
  });

  it('drops it at the first other request, which goes to the network', async () => {
    leave(Promise.resolve(new Response('early')));
    const request = fetchTakingEarly(fallback);
    expect(await (await request(`${url}?ledger_version=1`, { headers: { Accept: 'application/json' } })).text()).toBe('network');
    expect(await (await request(url, { headers: { Accept: 'application/json' } })).text()).toBe('network');
  });

  it('does not hand it to a request carrying an API key', async () => {
    leave(Promise.resolve(new Response('early')));
    const response = await fetchTakingEarly(fallback)(url, { headers: { Accept: 'application/json', Authorization: 'Bearer k' } });
    expect(await response.text()).toBe('network');
  });

  it('rejects with the abort reason when the signal aborts first', async () => {
    leave(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = fetchTakingEarly(fallback)(url, { headers: { Accept: 'application/json' }, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes the early failure on', async () => {
    leave(Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchTakingEarly(fallback)(url, { headers: { Accept: 'application/json' } })).rejects.toThrow('Failed to fetch');
  });

  it('hands a view call over only to the same POST, body and all', async () => {
    const viewUrl = `${ORIGIN}/v1/view?ledger_version=5`;
    const body = '{"function":"0x1::chain_id::get","type_arguments":[],"arguments":[]}';
    const post = (sentBody: string) => ({
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: sentBody,
    });
    const leavePost = () =>
      Reflect.set(globalThis, 'window', {
        __ledgerEarlyFetch: {
          url: viewUrl,
          accept: 'application/json',
          method: 'POST',
          body,
          response: Promise.resolve(new Response('early')),
        },
      });
    leavePost();
    expect(await (await fetchTakingEarly(fallback)(viewUrl, post(body))).text()).toBe('early');
    leavePost();
    expect(await (await fetchTakingEarly(fallback)(viewUrl, post(body.replace('[]}', '["x"]}')))).text()).toBe('network');
    leavePost();
    expect(await (await fetchTakingEarly(fallback)(viewUrl, { headers: { Accept: 'application/json' } })).text()).toBe('network');
  });

  it('ignores something else left under its name', async () => {
    Reflect.set(globalThis, 'window', { __ledgerEarlyFetch: { url, response: 'not a promise' } });
    expect(await (await fetchTakingEarly(fallback)(url, { headers: { Accept: 'application/json' } })).text()).toBe('network');
  });
});
