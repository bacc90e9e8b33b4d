import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { getAccountResource, listAccountResourcesBcs } from '../../core/api/client';
import { memoryStorage, type KeyValueStorage } from '../../components/explorer/key-value-storage';
import { createNodeSettings } from '../../components/explorer/node-settings';
import { fetchTakingEarly } from './early-resource-fetch';

// The inline script in index.html, run as the browser runs it, against the URL the client itself
// would request for the same page: when they differ, the early request is wasted.
const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

const ORIGIN = 'http://127.0.0.1:8080';

/** Runs the inline script at `pageUrl`; returns the URL it fetched (or null), what it left on window, and its signal. */
function runInlineScript(
  pageUrl: string,
  localStorage: KeyValueStorage = memoryStorage(),
): { fetched: string | null; accept: string | null; early: unknown; window: Record<string, unknown>; signal: AbortSignal | undefined } {
  const page = new URL(pageUrl, ORIGIN);
  let fetched: string | null = null;
  let accept: string | null = null;
  let signal: AbortSignal | undefined;
  const window: Record<string, unknown> = {};
  runInNewContext(inlineScript, {
    window,
    location: { origin: page.origin, pathname: page.pathname, search: page.search },
    localStorage,
    setTimeout,
    AbortController,
    URLSearchParams,
    fetch: (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => {
      fetched = url;
      signal = init.signal;
      expect(Object.keys(init.headers)).toEqual(['Accept']);
      accept = init.headers.Accept ?? null;
      return Promise.resolve(new Response('{}'));
    },
  });
  return { fetched, accept, early: window.__ledgerEarlyFetch, window, signal };
}

/** Lets the script's deferred settings check run. */
const settingsChecked = () => new Promise((resolve) => setTimeout(resolve, 0));

async function urlTheClientRequests(address: string, resourceType: string, ledgerVersion?: bigint): Promise<string> {
  let requested = '';
  await getAccountResource({
    node: `${ORIGIN}/v1`,
    address,
    resourceType,
    ledgerVersion,
    fetch: (input) => {
      requested = String(input);
      return Promise.resolve(new Response('{"type":"0x1::a::B","data":{}}'));
    },
  }).catch(() => undefined);
  return requested;
}

describe('index.html early resource request', () => {
  it('is there', () => expect(inlineScript).toContain('__ledgerEarlyFetch'));

  it.each([
    ['0xcafe', '0xcafe::showcase::Showcase', 19000n, '/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=19000'],
    ['0xcafe', '0xcafe::showcase::Large', undefined, '/accounts/0xcafe/resource/0xcafe%3A%3Ashowcase%3A%3ALarge'],
    ['0x1', '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>', 0n, '/accounts/0x1/resource/0x1::coin::CoinStore%3C0x1::native_coin::NativeCoin%3E?ledger_version=0'],
    ['0xbeef', '0x1::table_demo::Holder<u64, vector<u8>>', 18446744073709551615n, '/accounts/0xbeef/resource/0x1::table_demo::Holder%3Cu64%2C%20vector%3Cu8%3E%3E?ledger_version=18446744073709551615'],
  ])('%s %s at %s: the same URL as the client', async (address, resourceType, version, pagePath) => {
    const { fetched } = runInlineScript(pagePath);
    expect(fetched).toBe(await urlTheClientRequests(address, resourceType, version));
  });

  it('asks a resource as JSON', () => expect(runInlineScript('/accounts/0xcafe/resource/0x1::a::B').accept).toBe('application/json'));

  it.each([
    ['0xcafe', 19000n, '/accounts/0xcafe?ledger_version=19000'],
    ['0xbeef', undefined, '/accounts/0xbeef'],
    ['0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370', 0n, '/accounts/0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370?ledger_version=0'],
  ])('account %s at %s: the list’s first page as BCS, at the URL the list query asks', async (address, version, pagePath) => {
    let requested = '';
    let accept: string | null = null;
    await listAccountResourcesBcs({
      node: `${ORIGIN}/v1`,
      address,
      ledgerVersion: version,
      limit: 9999, // queries.ts LIST_PAGE_SIZE
      fetch: (input, init) => {
        requested = String(input);
        accept = new Headers(init?.headers).get('Accept');
        return Promise.resolve(new Response(new Uint8Array([0]), { headers: { 'Content-Type': 'application/x-bcs' } }));
      },
    });
    const run = runInlineScript(pagePath);
    expect(run.fetched).toBe(requested);
    expect(run.accept).toBe(accept);
  });

  it.each([
    '/',
    '/accounts/0xcafe/resources',
    '/spec',
    '/tables/0x1/raw_item?key=0x00',
    '/accounts/0xcafe/resource/0x1::a::B?node=http://elsewhere/v1',
    '/accounts/0xcafe/resource/0x1::a::B?ledger_version=abc',
    '/accounts/0xcafe/resource/0x1::a::B?ledger_version=01',
    '/accounts/0xcafe/resource/%E0%A4%A',
  ])('sends nothing for %s', (pagePath) => {
    expect(runInlineScript(pagePath)).toMatchObject({ fetched: null, early: undefined });
  });

  const deepLink = '/accounts/0xcafe/resource/0x1::a::B';

  it('stops the request and leaves nothing when the user chose another node in the settings', async () => {
    const storage = memoryStorage();
    createNodeSettings(storage).chooseNode('http://elsewhere:8080/v1');
    const run = runInlineScript(deepLink, storage);
    expect(run.signal?.aborted).toBe(false); // the request goes out first: settings are read after the parser moves on
    await settingsChecked();
    expect(run.signal?.aborted).toBe(true);
    expect(run.window.__ledgerEarlyFetch).toBeUndefined();
  });

  it('stops it when the serving node has an API key (the early request carries none)', async () => {
    const storage = memoryStorage();
    createNodeSettings(storage).setApiKey(`${ORIGIN}/v1`, 'secret');
    const run = runInlineScript(deepLink, storage);
    await settingsChecked();
    expect(run.signal?.aborted).toBe(true);
    expect(run.window.__ledgerEarlyFetch).toBeUndefined();
  });

  it('keeps it when the settings name the serving node, or key only another node', async () => {
    const storage = memoryStorage();
    const settings = createNodeSettings(storage);
    settings.setApiKey('http://elsewhere:8080/v1', 'secret');
    storage.setItem('ledger-explorer:node', JSON.stringify(`${ORIGIN}/v1`));
    const run = runInlineScript(deepLink, storage);
    await settingsChecked();
    expect(run.fetched).toBe(`${ORIGIN}/v1/accounts/0xcafe/resource/0x1%3A%3Aa%3A%3AB`);
    expect(run.signal?.aborted).toBe(false);
    expect(run.window.__ledgerEarlyFetch).toBe(run.early);
  });

  it('keeps it when storage throws or holds garbage', async () => {
    const throwing: KeyValueStorage = { ...memoryStorage(), getItem: () => { throw new Error('SecurityError'); } };
    const garbage = memoryStorage();
    garbage.setItem('ledger-explorer:api-keys', '{not json');
    const runs = [runInlineScript(deepLink, throwing), runInlineScript(deepLink, garbage)];
    await settingsChecked();
    for (const run of runs) {
      expect(run.signal?.aborted).toBe(false);
      expect(run.window.__ledgerEarlyFetch).toBeDefined();
    }
  });
});

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

  it('ignores something else left under its name', async () => {
    Reflect.set(globalThis, 'window', { __ledgerEarlyFetch: { url, response: 'not a promise' } });
    expect(await (await fetchTakingEarly(fallback)(url, { headers: { Accept: 'application/json' } })).text()).toBe('network');
  });

  it('hands the list over to a request with its Accept only', async () => {
    const list = `${ORIGIN}/v1/accounts/0xcafe/resources?limit=9999`;
    Reflect.set(globalThis, 'window', { __ledgerEarlyFetch: { url: list, accept: 'application/x-bcs', response: Promise.resolve(new Response('early')) } });
    expect(await (await fetchTakingEarly(fallback)(list, { headers: { Accept: 'application/json' } })).text()).toBe('network');
    Reflect.set(globalThis, 'window', { __ledgerEarlyFetch: { url: list, accept: 'application/x-bcs', response: Promise.resolve(new Response('early')) } });
    expect(await (await fetchTakingEarly(fallback)(list, { headers: { Accept: 'application/x-bcs' } })).text()).toBe('early');
  });
});
