import { describe, expect, it } from 'vitest';
import { contentEtag, etagListMatches, listEtag, rowEtag } from './read-caching';

describe('etagListMatches', () => {
  it.each([
    ['W/"abc"', 'W/"abc"', true],
    ['"abc"', 'W/"abc"', true],
    ['"x", W/"abc"', 'W/"abc"', true],
    ['*', 'W/"abc"', true],
    ['W/"abd"', 'W/"abc"', false],
    ['', 'W/"abc"', false],
    ['abc', 'W/"abc"', false],
  ])('%j against %j → %s', (header, etag, expected) => {
    expect(etagListMatches(header, etag)).toBe(expected);
  });
});

describe('contentEtag', () => {
  it('is weak, stable and content-addressed', () => {
    expect(contentEtag('{"a":1}')).toBe(contentEtag(new TextEncoder().encode('{"a":1}')));
    expect(contentEtag('{"a":1}')).not.toBe(contentEtag('{"a":2}'));
    expect(contentEtag('')).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  });
});

describe('rowEtag', () => {
  it('names the row: ledger identity, row version and representation', () => {
    expect(rowEtag('json', 'abc_-9', 12345n)).toBe(rowEtag('json', 'abc_-9', 12345n));
    expect(rowEtag('json', 'abc_-9', 12345n)).toBe('W/"jabc_-9.9ix"');
    expect(rowEtag('json', 'abc_-9', 12345n)).not.toBe(rowEtag('json', 'abc_-9', 12346n));
    expect(rowEtag('json', 'abc_-9', 12345n)).not.toBe(rowEtag('json', 'other', 12345n));
    expect(rowEtag('json', 'abc_-9', 12345n)).not.toBe(rowEtag('bcs', 'abc_-9', 12345n));
    expect(rowEtag('bcs', 'abc_-9', 2n ** 64n - 1n)).toBe(`W/"babc_-9.${(2n ** 64n - 1n).toString(36)}"`);
    for (const version of [0n, 2n ** 53n - 1n, 2n ** 53n, 2n ** 53n + 1n])
      expect(rowEtag('json', 'x', version)).toBe(`W/"jx.${version.toString(36)}"`);
  });
});

describe('listEtag', () => {
  const cafe = new Uint8Array(32).fill(0xca);
  const account = { type: '0x1::account::Account', value: { writtenAt: 5n } };
  const items = [account, { type: '0xcafe::showcase::Large', value: { writtenAt: 0n } }];
  const tag = (changes: Partial<{ representation: 'json' | 'bcs'; identity: string; account: Uint8Array; items: typeof items }>) =>
    listEtag(changes.representation ?? 'bcs', changes.identity ?? 'id', changes.account ?? cafe, changes.items ?? items);

  it('names the page by its account and rows: a row written again, another account, ledger or representation is another tag', () => {
    expect(tag({})).toBe(tag({ items: items.map((item) => ({ ...item })) }));
    expect(tag({})).toMatch(/^W\/"lbid\.[A-Za-z0-9_-]+"$/);
    expect(tag({ representation: 'json' })).toMatch(/^W\/"ljid\./);
    for (const other of [
      tag({ items: [account, { type: '0xcafe::showcase::Large', value: { writtenAt: 1n } }] }),
      tag({ items: [account] }),
      tag({ items: [] }),
      tag({ account: new Uint8Array(32).fill(0xbe) }),
      tag({ identity: 'other' }),
      tag({ representation: 'json' }),
    ])
      expect(other).not.toBe(tag({}));
  });

  it("is never a single row's tag", () => {
    const rowEtags = new Set([rowEtag('bcs', 'id', 5n), rowEtag('json', 'id', 5n)]);
    expect(rowEtags.has(tag({}))).toBe(false);
  });
});
