import { describe, expect, it } from 'vitest';
import { contentEtag, etagListMatches, jsonOfBcsEtag } from './read-caching';

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

describe('jsonOfBcsEtag', () => {
  it('follows the stored bytes and differs from the BCS representation of the same bytes', () => {
    const bytes = Uint8Array.of(1, 2, 3);
    expect(jsonOfBcsEtag(bytes)).toBe(jsonOfBcsEtag(Uint8Array.of(1, 2, 3)));
    expect(jsonOfBcsEtag(bytes)).not.toBe(jsonOfBcsEtag(Uint8Array.of(1, 2, 4)));
    expect(jsonOfBcsEtag(bytes)).not.toBe(contentEtag(bytes));
    expect(jsonOfBcsEtag(bytes)).toMatch(/^W\/"j[A-Za-z0-9_-]+"$/);
  });
});
