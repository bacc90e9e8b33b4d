import { describe, expect, it } from 'vitest';
import { readTimeTravelParams, searchAtVersion, searchWith } from './time-travel-params';

describe('readTimeTravelParams', () => {
  it('reads compare and plot, ignoring malformed ones', () => {
    expect(readTimeTravelParams(new URLSearchParams('ledger_version=9&compare=7&plot=["coin","value"]'))).toEqual({
      compare: 7n,
      plot: ['coin', 'value'],
    });
    expect(readTimeTravelParams(new URLSearchParams('compare=7x&plot=coin.value'))).toEqual({ compare: null, plot: null });
    expect(readTimeTravelParams(new URLSearchParams(''))).toEqual({ compare: null, plot: null });
  });
});

describe('searchWith', () => {
  it('sets or removes one parameter and keeps the others', () => {
    const search = new URLSearchParams('ledger_version=9&compare=7');
    expect(searchWith(search, 'compare', null)).toBe('?ledger_version=9');
    expect(searchWith(search, 'plot', '["a",1]')).toBe('?ledger_version=9&compare=7&plot=%5B%22a%22%2C1%5D');
  });
});

describe('searchAtVersion', () => {
  const diff = new URLSearchParams('ledger_version=23418&compare=23417&node=http%3A%2F%2Fx%2Fv1');

  it('moves an open diff with a step, so it never compares a version with itself (issue 25 item 7)', () => {
    expect(searchAtVersion(diff, 23417n, 23418n)).toBe('?ledger_version=23417&compare=23416&node=http%3A%2F%2Fx%2Fv1');
    expect(searchAtVersion(diff, 23419n, 23418n)).toBe('?ledger_version=23419&compare=23418&node=http%3A%2F%2Fx%2Fv1');
  });

  it('keeps the diff when the version stays (pinning the version on screen)', () => {
    expect(searchAtVersion(new URLSearchParams('compare=5'), 9n, 9n)).toBe('?compare=5&ledger_version=9');
  });

  it('closes the diff on a jump, on following latest, or when it would start before version 0', () => {
    expect(searchAtVersion(diff, 100n, 23418n)).toBe('?ledger_version=100&node=http%3A%2F%2Fx%2Fv1');
    expect(searchAtVersion(diff, undefined, 23418n)).toBe('?node=http%3A%2F%2Fx%2Fv1');
    expect(searchAtVersion(diff, 23417n, undefined)).toBe('?ledger_version=23417&node=http%3A%2F%2Fx%2Fv1');
    expect(searchAtVersion(new URLSearchParams('ledger_version=1&compare=0'), 0n, 1n)).toBe('?ledger_version=0');
  });

  it('pins or unpins without a diff, keeping every other parameter', () => {
    expect(searchAtVersion(new URLSearchParams('key=0x01&ledger_version=4'), undefined, 4n)).toBe('?key=0x01');
    expect(searchAtVersion(new URLSearchParams(''), undefined, undefined)).toBe('');
    expect(searchAtVersion(new URLSearchParams('key=0x01'), 7n, undefined)).toBe('?key=0x01&ledger_version=7');
  });
});
