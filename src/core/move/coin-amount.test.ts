import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCoinAmount } from './coin-amount';
import { MoveInputError } from './errors';

describe('formatCoinAmount', () => {
  it('shifts by the decimals exactly, without trailing zeros', () => {
    expect(formatCoinAmount('1234567800', 8)).toBe('12.345678');
    expect(formatCoinAmount('100000000', 8)).toBe('1');
    expect(formatCoinAmount('5', 8)).toBe('0.00000005');
    expect(formatCoinAmount('0', 8)).toBe('0');
    expect(formatCoinAmount('18446744073709551615', 8)).toBe('184,467,440,737.09551615');
    expect(formatCoinAmount('18446744073709551615', 0)).toBe('18,446,744,073,709,551,615');
    expect(formatCoinAmount('123456789012', 2)).toBe('1,234,567,890.12');
  });

  it('reads back to the raw amount for any u64 and decimals (no float on the way)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), fc.integer({ min: 0, max: 30 }), (raw, decimals) => {
        const text = formatCoinAmount(raw.toString(), decimals).replaceAll(',', '');
        const [whole = '', fraction = ''] = text.split('.');
        expect(BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')).toBe(raw);
      }),
    );
  });

  it('refuses what is not an amount or a u8 of decimals', () => {
    expect(() => formatCoinAmount('-1', 8)).toThrow(MoveInputError);
    expect(() => formatCoinAmount('1.5', 8)).toThrow('digits only');
    expect(() => formatCoinAmount('1', 256)).toThrow('coin decimals are a u8');
  });
});
