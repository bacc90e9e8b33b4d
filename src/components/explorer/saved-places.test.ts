// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPlaces, forgetPlace, placeOf, readPlaces, rememberPlace } from './saved-places';

beforeEach(() => localStorage.clear());

describe('saved places', () => {
  it('keeps node and version in the link, newest first, each once', () => {
    rememberPlace('starred', placeOf({ kind: 'account', address: '0x1' }, {}));
    rememberPlace('starred', placeOf({ kind: 'resource', address: '0xcafe', resourceType: '0xcafe::showcase::Clock' }, { ledgerVersion: '19000', node: 'http://other:8080/v1' }));
    rememberPlace('starred', placeOf({ kind: 'account', address: '0x1' }, {}));
    const places = readPlaces('starred');
    expect(places.map((place) => place.href)).toEqual(['/accounts/0x1', '/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=19000&node=http%3A%2F%2Fother%3A8080%2Fv1']);
    expect(places[1]).toMatchObject({ label: '0xcafe::showcase::Clock at 0xcafe @ 19000 on http://other:8080/v1', search: '0xcafe 0xcafe::showcase::Clock' });
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
