// @vitest-environment happy-dom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPlaces, forgetPlace, placeOf, readPlaces, rememberPlace } from './saved-places';

beforeEach(() => localStorage.clear());

describe('saved places', () => {
  it('keeps node and version in the link, newest first, each once', () => {
    rememberPlace('starred', placeOf({ kind: 'account', address: '0x1' }, {}));
    rememberPlace(
      'starred',
      placeOf(
        { kind: 'resource', address: '0xcafe', resourceType: '0xcafe::showcase::Clock' },
        { ledgerVersion: '19000', node: 'http://other:8080/v1' },
      ),
    );
    rememberPlace('starred', placeOf({ kind: 'account', address: '0x1' }, {}));
    const places = readPlaces('starred');
    expect(places.map((place) => place.href)).toEqual([
      '/accounts/0x1',
      '/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=19000&node=http%3A%2F%2Fother%3A8080%2Fv1',
    ]);
    expect(places[1]).toMatchObject({
      label: '0xcafe::showcase::Clock at 0xcafe @ 19000 on http://other:8080/v1',
      search: '0xcafe 0xcafe::showcase::Clock',
    });
    forgetPlace('starred', '/accounts/0x1');
    expect(readPlaces('starred')).toHaveLength(1);
    clearPlaces('starred');
    expect(readPlaces('starred')).toEqual([]);
  });

  it('reads back only app paths: another origin, a script URL or garbage is dropped', () => {
    localStorage.setItem(
      'ledger-explorer:starred',
      JSON.stringify([
        { href: '//evil.example/x', label: 'a', search: '' },
        { href: 'javascript:alert(1)', label: 'b', search: '' },
        { href: '/\\evil.example', label: 'c', search: '' },
        { href: '/accounts/0x1', label: 7, search: '' },
        'nonsense',
        { href: '/accounts/0x1', label: 'Account 0x1' },
      ]),
    );
    expect(readPlaces('starred')).toEqual([{ href: '/accounts/0x1', label: 'Account 0x1', search: '' }]);
    localStorage.setItem('ledger-explorer:recent-lookups', '{not json');
    expect(readPlaces('recent')).toEqual([]);
  });
});

describe('saved places read back (hostile storage)', () => {
  const store = (list: unknown[]) => localStorage.setItem('ledger-explorer:starred', JSON.stringify(list));

  it('a path the browser resolves to another origin is dropped: tabs and newlines are stripped by the URL parser', () => {
    store(
      [
        '/\t/evil.example/phish',
        '/\n/evil.example',
        '/\r\\evil.example',
        '\t//evil.example',
        '/.//evil.example/phish',
        '/accounts/0x1',
      ].map((href) => ({ href, label: 'x', search: '' })),
    );
    expect(readPlaces('starred').map((place) => place.href)).toEqual(['/accounts/0x1']);
  });

  it('whatever is stored, every link read back stays on this origin, and is given in the form the browser resolves', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '\r',
      ' ',
      'evil.example',
      '@',
      ':',
      '%2F',
      '%09',
      '.',
      '..',
      'javascript:',
      'accounts',
      '0x1',
      '?',
      '#',
      '//',
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
          { maxLength: 6 },
        ),
        (hrefs) => {
          store(hrefs.map((href) => ({ href, label: 'x', search: '' })));
          for (const place of readPlaces('starred')) {
            const resolved = new URL(place.href, location.origin);
            expect(resolved.origin).toBe(location.origin);
            expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(place.href);
          }
        },
      ),
    );
  });

  it('a list longer than may be written is cut when read back, duplicates once', () => {
    store(
      Array.from({ length: 5_000 }, (_, index) => ({ href: `/accounts/0x${(index % 80).toString(16)}`, label: `${index}`, search: '' })),
    );
    const places = readPlaces('starred');
    expect(places).toHaveLength(50);
    expect(new Set(places.map((place) => place.href)).size).toBe(50);
    localStorage.setItem(
      'ledger-explorer:recent-lookups',
      JSON.stringify(Array.from({ length: 100 }, (_, index) => ({ href: `/accounts/0x${index.toString(16)}`, label: 'a' }))),
    );
    expect(readPlaces('recent')).toHaveLength(10);
  });
});
