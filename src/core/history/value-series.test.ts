import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evenlySpaced, numericLeaf, valueAtPath } from './value-series';

describe('numericLeaf', () => {
  it('reads u8 numbers and u64…u256 strings exactly, nothing else', () => {
    expect(numericLeaf(255)).toBe(255n);
    expect(numericLeaf('115792089237316195423570985008687907853269984665640564039457584007913129639935')).toBe((1n << 256n) - 1n);
    for (const other of ['0x10', '1.5', '', ' 1', '01', 1.5, true, null, [], {}]) expect(numericLeaf(other as never)).toBeNull();
  });
});

describe('valueAtPath', () => {
  it('follows members and indices', () => {
    const value = { a: [{ b: '7' }], 'x y': 1 };
    expect(valueAtPath(value, ['a', 0, 'b'])).toBe('7');
    expect(valueAtPath(value, ['x y'])).toBe(1);
    expect(valueAtPath(value, ['a', '0'])).toBeUndefined();
    expect(valueAtPath(value, ['missing', 'b'])).toBeUndefined();
  });
});

describe('evenlySpaced', () => {
  it('spans the window, ends included, ascending, without repeats', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 1n << 40n }),
        fc.bigInt({ min: 0n, max: 100_000n }),
        fc.integer({ min: 1, max: 80 }),
        (oldest, span, count) => {
          const versions = evenlySpaced(oldest, oldest + span, count);
          expect(versions[0]).toBe(oldest);
          if (count > 1) expect(versions.at(-1)).toBe(oldest + span);
          expect(versions.length).toBeLessThanOrEqual(count);
          for (let i = 1; i < versions.length; i++) expect(versions[i]! > versions[i - 1]!).toBe(true);
        },
      ),
    );
  });
});
