import { describe, expect, it } from 'vitest';
import { contentEtag, etagListMatches, rowEtag } from './read-caching';

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
