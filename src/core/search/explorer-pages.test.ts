import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explorerHref, explorerPath, type ExplorerTarget } from './explorer-location';
import { decodedParams, EXPLORER_PAGES, matchExplorerPage, matchPath, type PageKind } from './explorer-pages';
import { openPath } from './open-path';
import { PAGE_READS } from './page-reads';
import { parsePage, parsePageResult } from './parse-page';

const hex = (value: bigint) => `0x${value.toString(16)}`;
const address = fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }).map(hex);
const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }).map(String);
const identifier = fc.stringMatching(/^[a-z][a-z0-9_]{0,12}$/);
const structTag = fc
  .tuple(address, identifier, fc.stringMatching(/^[A-Z][A-Za-z0-9_]{0,12}$/))
  .map(([owner, module, name]) => `${owner}::${module}::${name}`);
const text = fc.string({ minLength: 1 });
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/** Every page's targets, in their canonical form (what the parsers write). */
const targets: fc.Arbitrary<ExplorerTarget> = fc.oneof(
  fc.constant({ kind: 'home' as const }),
  fc.constant({ kind: 'spec' as const }),
  fc.record({ kind: fc.constant('bcs' as const), type: text, hex: text }, { requiredKeys: ['kind'] }),
  fc.record({ kind: fc.constant('account' as const), address }),
  fc.record({ kind: fc.constant('resource' as const), address, resourceType: structTag }),
  fc.record({ kind: fc.constant('events' as const), address, creationNumber: u64 }),
  fc.record({ kind: fc.constant('module' as const), address, moduleName: identifier }),
  fc.record(
    { kind: fc.constant('table' as const), handle: address, key: text, keyType: text, valueType: text },
    { requiredKeys: ['kind', 'handle'] },
  ),
  fc.record(
    { kind: fc.constant('table_entries' as const), handle: address, keyType: text, valueType: text },
    { requiredKeys: ['kind', 'handle'] },
  ),
  fc.record({ kind: fc.constant('transaction' as const), version: u64 }),
  fc.record({ kind: fc.constant('transaction_by_hash' as const), hash: fc.bigInt({ min: 1n << 252n, max: (1n << 256n) - 1n }).map(hex) }),
  fc.record({ kind: fc.constant('block' as const), height: u64 }),
  fc.record({
    kind: fc.constant('view' as const),
    // a function id as the view parser writes it (any text once drew "." or "..", which a URL's path drops)
    function: fc.tuple(address, identifier, identifier).map((parts) => parts.join('::')),
    typeArguments: fc.array(structTag, { maxLength: 2 }),
    arguments: fc.array(fc.oneof(fc.string(), fc.boolean())),
  }),
);

/** The target an href opens: its page matched, its path parameters decoded and parsed, its query read. */
function open(href: string): ExplorerTarget {
  const url = new URL(href, 'http://explorer.example');
  const page = matchExplorerPage(url.pathname);
  if (page === null) throw new Error(`no page for ${href}`);
  return parsePage(page.kind, decodedParams(page.params), url.searchParams);
}

describe('the table of explorer pages', () => {
  it('parses every link it builds back to its target (parse ∘ build), by the router’s path and by the search', () => {
    fc.assert(
      fc.property(targets, maybe(u64), (target, ledgerVersion) => {
        const href = explorerHref(target, { ledgerVersion });
        expect(open(href)).toEqual(target);
        const url = new URL(href, 'http://explorer.example');
        expect(openPath(url.pathname, url.searchParams, undefined, target.kind !== 'view')).toEqual(target);
        expect(url.searchParams.get('ledger_version') ?? undefined).toBe(ledgerVersion);
      }),
    );
  });

  it('names each path parameter once, in its path, with a codec', () => {
    for (const [kind, page] of Object.entries(EXPLORER_PAGES)) {
      const names = (form: string) =>
        form
          .split('/')
          .filter((segment) => segment.startsWith(':'))
          .map((segment) => segment.slice(1));
      expect(names(page.path).sort(), kind).toEqual(Object.keys(page.params).sort());
      for (const form of [...(page.shortForms ?? []), ...(page.apiForms ?? [])])
        expect(Object.keys(page.params), `${kind} ${form}`).toEqual(expect.arrayContaining(names(form)));
    }
  });

  it('writes each spelling of a parameter canonically, so the loader can redirect to it', () => {
    const canonical = (kind: PageKind, params: Record<string, string>) => explorerPath(parsePage(kind, params, new URLSearchParams()));
    expect(canonical('account', { address: `0x${'0'.repeat(63)}1` })).toBe('/accounts/0x1');
    expect(canonical('resource', { address: '0x0cafe', resourceType: '0x0001::coin::CoinStore<0x01::a::B>' })).toBe(
      '/accounts/0xcafe/resource/0x1::coin::CoinStore%3C0x1::a::B%3E',
    );
    expect(canonical('transaction', { version: '0019996' })).toBe('/transactions/by_version/19996');
    expect(canonical('transaction_by_hash', { hash: 'AB'.repeat(32) })).toBe(`/transactions/by_hash/0x${'ab'.repeat(32)}`);
    expect(canonical('block', { height: '007' })).toBe('/blocks/by_height/7');
    expect(canonical('events', { address: '0xCAFE', creationNumber: '02' })).toBe('/accounts/0xcafe/events/2');
  });

  it('says which parameter is bad, with the parser’s words', () => {
    const parsed = (kind: PageKind, params: Record<string, string>) => parsePageResult(kind, params, new URLSearchParams());
    expect(parsed('resource', { address: '0xcafe', resourceType: 'u64' })).toMatchObject({
      ok: false,
      param: 'resourceType',
      reason: 'not_a_struct',
    });
    expect(parsed('resource', { address: '0xzz', resourceType: '0x1::a::B' })).toMatchObject({
      ok: false,
      param: 'address',
      reason: 'not_hex',
    });
    expect(parsed('transaction_by_hash', { hash: '0x12' })).toMatchObject({
      ok: false,
      param: 'hash',
      message: '"0x12" is not a hash: 0x and 64 hex digits.',
    });
    expect(parsed('module', { address: '0x1', moduleName: '9x' })).toMatchObject({ ok: false, message: '"9x" is not a Move identifier.' });
    expect(parsed('transaction', { version: '-1' })).toMatchObject({ ok: false, param: 'version', reason: 'not_decimal' });
  });

  it('opens the Aptos explorer’s short forms and the API’s other spellings', () => {
    const at = (path: string) => openPath(path, new URLSearchParams(), undefined);
    expect(at('/txn/42')).toEqual({ kind: 'transaction', version: '42' });
    expect(at(`/txn/${'Cd'.repeat(32)}`)).toEqual({ kind: 'transaction_by_hash', hash: `0x${'cd'.repeat(32)}` });
    expect(at('/block/0007')).toEqual({ kind: 'block', height: '7' });
    expect(at('/accounts/0xbeef/resources')).toEqual({ kind: 'account', address: '0xbeef' });
    expect(at('/spec.yaml')).toEqual({ kind: 'spec' });
    expect(() => at('/txn/nope')).toThrow(/Invalid/);
    expect(() => at('/blocks/1')).toThrow(/No explorer page/);
    // the API forms are the search box's: the router knows only pages and short forms
    expect(() => openPath('/accounts/0xbeef/resources', new URLSearchParams(), undefined, false)).toThrow(/No explorer page/);
  });

  it('matches a path only with every segment, each parameter one non-empty segment', () => {
    expect(matchPath(EXPLORER_PAGES.resource.path, '/accounts/0xcafe/resource/0xcafe::showcase::Clock')).toEqual({
      address: '0xcafe',
      resourceType: '0xcafe::showcase::Clock',
    });
    expect(matchPath(EXPLORER_PAGES.account.path, '/accounts/0xcafe/resource/x')).toBeNull();
    expect(matchPath(EXPLORER_PAGES.account.path, '/accounts/')).toBeNull();
    expect(matchPath(EXPLORER_PAGES.home.path, '/')).toEqual({});
    expect(matchPath(EXPLORER_PAGES.bcs.path, '/bcsx')).toBeNull();
    expect(matchExplorerPage('/tables/0x1/raw_item')).toEqual({ kind: 'table', params: { handle: '0x1' } });
    expect(matchExplorerPage('/tables/0x1')).toEqual({ kind: 'table_entries', params: { handle: '0x1' } });
  });

  it('starts the inspector’s read of a named resource only as the parsers write it, and not when the URL has bytes', () => {
    const read = (search: string) => PAGE_READS.bcs?.({}, new URLSearchParams(search), 5n);
    expect(read('address=0xcafe&resource=0xcafe::showcase::Large')).toEqual({
      kind: 'resource',
      address: '0xcafe',
      resourceType: '0xcafe::showcase::Large',
      ledgerVersion: 5n,
      accept: 'application/x-bcs',
    });
    for (const search of [
      'address=0x0cafe&resource=0xcafe::showcase::Large',
      'address=0xcafe&resource=0x0cafe::showcase::Large',
      'address=0xcafe&resource=0x1::coin::CoinStore<0x1::a::B>',
      'address=0xcafe&resource=0xcafe::showcase::Large&hex=0x00',
      'address=0xcafe',
    ])
      expect(read(search), search).toBeNull();
  });
});
