import { describe, expect, it } from 'vitest';
import { readTimeTravelParams, searchWith } from './time-travel-params';

describe('readTimeTravelParams', () => {
  it('reads compare and plot, ignoring malformed ones', () => {
    expect(readTimeTravelParams(new URLSearchParams('ledger_version=9&compare=7&plot=["coin","value"]'))).toEqual({ compare: 7n, plot: ['coin', 'value'] });
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
