import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccountResource } from '../../core/api/resource-read';
import { getAccountResourceBcs } from '../../core/api/state-bytes-read';
import { listAccountResourcesBcs } from '../../core/api/account-resources-read';
import { callViewFunction } from '../../core/api/view-read';
import { getTransactionByVersion } from '../../core/api/transaction-read';
import { RESOURCE_LIST_PAGE_SIZE } from '../../core/api/read-requests';
import { memoryStorage, type KeyValueStorage } from '../../core/settings/key-value-storage';
import { createNodeSettings } from '../../core/settings/node-settings';
import { bootTags } from '../../../vite-boot-script';

// The boot module, evaluated afresh for each page as a browser runs it, with the browser's globals it reads: the early
// request must be the URL the client itself requests for the same page, or it is wasted.
afterEach(async () => {
  await settingsChecked(); // the run's deferred check reads its globals
  vi.unstubAllGlobals();
});

const ORIGIN = 'http://127.0.0.1:8080';
const RESOURCE_ASSETS = {
  resource: { js: ['/assets/resource.js'], css: ['/assets/tree.css'] },
  home: { js: ['/assets/home.js'], css: [] },
  table_entries: { js: ['/assets/table-page.js', '/assets/bcs-input.js'], css: [] },
  // shares a chunk with the page's list: it is preloaded once
  'table_entries?key_type': { js: ['/assets/key-decode.js', '/assets/bcs-reader.js', '/assets/bcs-input.js'], css: [] },
};

interface BootRun {
  fetched: string | null;
  accept: string | null;
  method: string;
  body: string | null;
  signal: AbortSignal | undefined;
  window: Record<string, unknown>;
  early: unknown;
  links: { rel: string; href: string; as?: string }[];
}

async function runBoot(pageUrl: string, localStorage: KeyValueStorage = memoryStorage()): Promise<BootRun> {
  const page = new URL(pageUrl, ORIGIN);
  const run: BootRun = {
    fetched: null,
    accept: null,
    method: 'GET',
    body: null,
    signal: undefined,
    window: {},
    early: undefined,
    links: [],
  };
  const assetsJson = /<script type="application\/json" id="page-assets">(.*?)<\/script>/u.exec(bootTags(RESOURCE_ASSETS, ''))?.[1];
  run.window.location = { origin: page.origin, pathname: page.pathname, search: page.search, protocol: page.protocol };
  vi.stubGlobal('window', run.window);
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'page-assets' ? { textContent: assetsJson } : null),
    createElement: () => ({}),
    head: {
      appendChild: (link: { rel: string; href: string; as?: string }) => run.links.push(link),
      // what is linked already (preloadPageAssets skips it)
      querySelectorAll: () => run.links.map((link) => ({ getAttribute: (name: string) => (name === 'href' ? link.href : null) })),
    },
  });
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string>; signal: AbortSignal; method?: string; body?: string }) => {
    run.fetched = url;
    run.signal = init.signal;
    run.method = init.method ?? 'GET';
    run.body = init.body ?? null;
    // Accept only; a body (a view call) with its Content-Type
    expect(Object.keys(init.headers)).toEqual(init.body === undefined ? ['Accept'] : ['Accept', 'Content-Type']);
    run.accept = init.headers.Accept ?? null;
    return Promise.resolve(new Response('{}'));
  });
  vi.resetModules();
  await import('./boot');
  run.early = run.window.__ledgerEarlyFetch;
  return run;
}

/** Lets the script's deferred settings check run. */
const settingsChecked = () => new Promise((resolve) => setTimeout(resolve, 0));

async function urlTheClientRequests(address: string, resourceType: string, ledgerVersion?: bigint): Promise<string> {
  let requested = '';
  // this stub sends no ledger headers: the client would then ask GET /v1 (node-wire.ts); the first URL is the read
  await getAccountResource({
    node: `${ORIGIN}/v1`,
    address,
    resourceType,
    ledgerVersion,
    fetch: (input) => {
      if (requested === '') requested = String(input);
      return Promise.resolve(new Response('{"type":"0x1::a::B","data":{}}'));
    },
  }).catch(() => undefined);
  return requested;
}

/** The first request a client read sends (URL and Accept), answered with one BCS byte (a stub without ledger headers: node-wire.ts may ask more). */
async function firstBcsRequest(
  read: (fetch: typeof globalThis.fetch) => Promise<unknown>,
): Promise<{ url: string; accept: string | null }> {
  const sent = { url: '', accept: null as string | null };
  await read((input, init) => {
    if (sent.url !== '') return Promise.resolve(new Response('{}', { status: 404 }));
    sent.url = String(input);
    sent.accept = new Headers(init?.headers).get('Accept');
    return Promise.resolve(new Response(new Uint8Array([0]), { headers: { 'Content-Type': 'application/x-bcs' } }));
  }).catch(() => undefined);
  return sent;
}

describe('the boot script: early resource request', () => {
  it.each([
    ['0xcafe', '0xcafe::showcase::Showcase', 19000n, '/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=19000'],
    ['0xcafe', '0xcafe::showcase::Large', undefined, '/accounts/0xcafe/resource/0xcafe%3A%3Ashowcase%3A%3ALarge'],
    [
      '0x1',
      '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>',
      0n,
      '/accounts/0x1/resource/0x1::coin::CoinStore%3C0x1::native_coin::NativeCoin%3E?ledger_version=0',
    ],
    [
      '0xbeef',
      '0x1::table_demo::Holder<u64, vector<u8>>',
      18446744073709551615n,
      '/accounts/0xbeef/resource/0x1::table_demo::Holder%3Cu64%2C%20vector%3Cu8%3E%3E?ledger_version=18446744073709551615',
    ],
    ['0xcafe', '0x1::a::B', 1n, '/accounts/0xcafe/resource/0x1::a::B?ledger_version=01'],
  ])('%s %s at %s: the same URL as the client', async (address, resourceType, version, pagePath) => {
    const { fetched } = await runBoot(pagePath);
    expect(fetched).toBe(await urlTheClientRequests(address, resourceType, version));
  });

  it('asks a resource as JSON', async () => expect((await runBoot('/accounts/0xcafe/resource/0x1::a::B')).accept).toBe('application/json'));

  it.each([
    ['0xcafe', 19000n, '/accounts/0xcafe?ledger_version=19000'],
    ['0xbeef', undefined, '/accounts/0xbeef'],
    [
      '0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370',
      0n,
      '/accounts/0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370?ledger_version=0',
    ],
  ])('account %s at %s: the list’s first page as BCS, at the URL the list query asks', async (address, version, pagePath) => {
    const sent = await firstBcsRequest((fetch) =>
      listAccountResourcesBcs({ node: `${ORIGIN}/v1`, address, ledgerVersion: version, limit: RESOURCE_LIST_PAGE_SIZE, fetch }),
    );
    const run = await runBoot(pagePath);
    expect({ url: run.fetched, accept: run.accept }).toEqual(sent);
  });

  it.each([
    ['0xcafe::showcase::lookup_name', ['beta'], 19000n, '/view/0xcafe::showcase::lookup_name?args=%5B%22beta%22%5D&ledger_version=19000'],
    ['0x1::chain_id::get', [], undefined, '/view/0x0001::chain_id::get'],
    [
      '0x1::account::get_sequence_number',
      ['0xcafe'],
      5n,
      '/view/0x1%3A%3Aaccount%3A%3Aget_sequence_number?type_args=[]&args=["0xcafe"]&ledger_version=5',
    ],
  ])('view %s(%j) at %s: the URL, method and body the view query sends', async (fn, args, version, pagePath) => {
    const sent = { url: '', method: '', body: null as string | null, accept: null as string | null };
    await callViewFunction({
      node: `${ORIGIN}/v1`,
      call: { function: fn, typeArguments: [], arguments: args },
      ledgerVersion: version,
      fetch: (input, init) => {
        if (sent.url !== '') return Promise.resolve(new Response('{}', { status: 404 }));
        sent.url = String(input);
        sent.method = init?.method ?? 'GET';
        sent.body = typeof init?.body === 'string' ? init.body : null;
        sent.accept = new Headers(init?.headers).get('Accept');
        return Promise.resolve(new Response('[]'));
      },
    }).catch(() => undefined);
    const run = await runBoot(pagePath);
    expect({ url: run.fetched, method: run.method, body: run.body, accept: run.accept }).toEqual(sent);
  });

  it.each([
    ['0xcafe', '0xcafe::showcase::Large', 19000n, '/bcs?address=0xcafe&resource=0xcafe::showcase::Large&ledger_version=19000'],
    ['0x1', '0x1::a::B', undefined, '/bcs?type=0x1::a::B&address=0x1&resource=0x1%3A%3Aa%3A%3AB'],
  ])('the inspector of %s %s at %s: the BCS read its query asks', async (address, resourceType, version, pagePath) => {
    const sent = await firstBcsRequest((fetch) =>
      getAccountResourceBcs({ node: `${ORIGIN}/v1`, address, resourceType, ledgerVersion: version, fetch }),
    );
    const run = await runBoot(pagePath);
    expect({ url: run.fetched, accept: run.accept }).toEqual(sent);
  });

  it.each([
    [19000n, '/transactions/by_version/19000'],
    [0n, '/transactions/by_version/0?ledger_version=5'],
    [18446744073709551615n, '/transactions/by_version/18446744073709551615'],
  ])('transaction %s: the URL and Accept the transaction query asks', async (version, pagePath) => {
    const sent = { url: '', accept: null as string | null };
    await getTransactionByVersion({
      node: `${ORIGIN}/v1`,
      version,
      fetch: (input, init) => {
        if (sent.url !== '') return Promise.resolve(new Response('{}', { status: 404 }));
        sent.url = String(input);
        sent.accept = new Headers(init?.headers).get('Accept');
        return Promise.resolve(new Response('{}'));
      },
    }).catch(() => undefined);
    const run = await runBoot(pagePath);
    expect({ url: run.fetched, method: run.method, body: run.body, accept: run.accept }).toEqual({ ...sent, method: 'GET', body: null });
  });

  it.each([
    '/',
    // a version not written as the page writes it back (BigInt's decimal): the page's request would be another URL
    '/transactions/by_version/019000',
    '/transactions/by_version/1e3',
    '/transactions/by_hash/0xabc',
    // bytes in the URL win over the resource it names; a resource not written as the parsers write it is the page's to normalise
    '/bcs?address=0xcafe&resource=0xcafe::showcase::Large&hex=0x00',
    '/bcs?address=0x0cafe&resource=0xcafe::showcase::Large',
    '/bcs?type=u8&hex=0x01',
    // a generic call's type arguments are the page's to normalise
    '/view/0x1::coin::balance?type_args=["0x1::native_coin::NativeCoin"]&args=["0x1"]',
    '/view/0x1::coin?args=[]',
    '/view/0x1::a::b?args=[1,',
    '/accounts/0xcafe/resources',
    '/spec',
    '/tables/0x1/raw_item?key=0x00',
    '/accounts/0xcafe/resource/0x1::a::B?node=http://elsewhere/v1',
    '/accounts/0xcafe/resource/0x1::a::B?ledger_version=abc',
    '/accounts/0xcafe/resource/0x1::a::B?ledger_version=18446744073709551616',
    '/accounts/0xcafe/resource/%E0%A4%A',
  ])('sends nothing for %s', async (pagePath) => {
    expect(await runBoot(pagePath)).toMatchObject({ fetched: null, early: undefined });
  });

  const deepLink = '/accounts/0xcafe/resource/0x1::a::B';

  it('keeps it when the user chose another node: a link naming no node reads the serving node (node-choice.ts)', async () => {
    const storage = memoryStorage();
    createNodeSettings(storage).chooseNode('http://elsewhere:8080/v1');
    const run = await runBoot(deepLink, storage);
    expect(run.fetched).toBe(`${ORIGIN}/v1/accounts/0xcafe/resource/0x1%3A%3Aa%3A%3AB`);
    await settingsChecked();
    expect(run.signal?.aborted).toBe(false);
    expect(run.window.__ledgerEarlyFetch).toBe(run.early);
  });

  it('stops it when the serving node has an API key (the early request carries none)', async () => {
    const storage = memoryStorage();
    createNodeSettings(storage).setApiKey(`${ORIGIN}/v1`, 'secret');
    const run = await runBoot(deepLink, storage);
    expect(run.signal?.aborted).toBe(false); // the request goes out first: settings are read after the parser moves on
    await settingsChecked();
    expect(run.signal?.aborted).toBe(true);
    expect(run.window.__ledgerEarlyFetch).toBeUndefined();
  });

  it('keeps it when the settings name the serving node, or key only another node', async () => {
    const storage = memoryStorage();
    const settings = createNodeSettings(storage);
    settings.setApiKey('http://elsewhere:8080/v1', 'secret');
    storage.setItem('ledger-explorer:node', JSON.stringify(`${ORIGIN}/v1`));
    const run = await runBoot(deepLink, storage);
    await settingsChecked();
    expect(run.fetched).toBe(`${ORIGIN}/v1/accounts/0xcafe/resource/0x1%3A%3Aa%3A%3AB`);
    expect(run.signal?.aborted).toBe(false);
    expect(run.window.__ledgerEarlyFetch).toBe(run.early);
  });

  it('keeps it when storage throws or holds garbage', async () => {
    const throwing: KeyValueStorage = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    const garbage = memoryStorage();
    garbage.setItem('ledger-explorer:api-keys', '{not json');
    for (const storage of [throwing, garbage]) {
      const run = await runBoot(deepLink, storage);
      await settingsChecked();
      expect(run.signal?.aborted).toBe(false);
      expect(run.window.__ledgerEarlyFetch).toBeDefined();
    }
  });
});

describe('the boot script: page chunks', () => {
  it('preloads the page chunks and stylesheet of a resource deep link', async () => {
    expect((await runBoot('/accounts/0xcafe/resource/0xcafe::showcase::Showcase')).links).toEqual([
      { rel: 'modulepreload', href: '/assets/resource.js', crossOrigin: '' },
      { rel: 'preload', href: '/assets/tree.css', as: 'style', crossOrigin: '' },
    ]);
  });
  it('preloads only the home page at /', async () => {
    expect((await runBoot('/')).links.map((link) => link.href)).toEqual(['/assets/home.js']);
  });
  it('preloads the modules a parameter of the link makes the page import at once: the table page’s key reader', async () => {
    expect((await runBoot('/tables/0x1?key_type=u64&value_type=bool')).links.map((link) => link.href)).toEqual([
      '/assets/table-page.js',
      '/assets/bcs-input.js',
      '/assets/key-decode.js',
      '/assets/bcs-reader.js',
    ]);
    expect((await runBoot('/tables/0x1?value_type=bool')).links.map((link) => link.href)).toEqual([
      '/assets/table-page.js',
      '/assets/bcs-input.js',
    ]);
  });
  it('preloads nothing for paths no route matches, or pages the table does not list', async () => {
    expect((await runBoot('/accounts/0xcafe/resource')).links).toEqual([]);
    expect((await runBoot('/nowhere')).links).toEqual([]);
    expect((await runBoot('/spec')).links).toEqual([]);
  });
});
