import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoveInputError } from './errors';
import { MAX_U64, maxUnsigned, parseU64, parseUnsigned } from './integers';

function reasonOf(input: string, bits: 8 | 64 = 64): string | undefined {
  try {
    parseUnsigned(input, bits);
    return undefined;
  } catch (error) {
    return error instanceof MoveInputError ? `${error.reason}@${error.position}` : 'other';
  }
}

describe('parseUnsigned / parseU64', () => {
  it('knows the limits', () => {
    expect(MAX_U64).toBe(18446744073709551615n);
    expect(maxUnsigned(128)).toBe(340282366920938463463374607431768211455n);
    expect(maxUnsigned(256).toString()).toBe('115792089237316195423570985008687907853269984665640564039457584007913129639935');
  });

  it.each([
    ['0', 0n],
    ['007', 7n],
    ['18446744073709551615', MAX_U64],
  ])('parses %j', (input, expected) => {
    expect(parseU64(input)).toBe(expected);
  });

  it('checks the range per width', () => {
    expect(parseUnsigned('255', 8)).toBe(255n);
    expect(reasonOf('256', 8)).toBe('out_of_range@undefined');
    expect(parseUnsigned(maxUnsigned(256).toString(), 256)).toBe(maxUnsigned(256));
  });

  // docs/api.md#status-matrix: ledger_version -1, abc, 1.5, empty, > u64 max → 400
  it.each([
    ['', 'empty@undefined'],
    ['-1', 'not_decimal@0'],
    ['abc', 'not_decimal@0'],
    ['1.5', 'not_decimal@1'],
    [' 1', 'not_decimal@0'],
    ['1e3', 'not_decimal@1'],
    ['0x10', 'not_decimal@1'],
    ['+1', 'not_decimal@0'],
    ['18446744073709551616', 'out_of_range@undefined'],
  ])('rejects %j (%s)', (input, expected) => {
    expect(reasonOf(input)).toBe(expected);
  });

  it('round-trips every u64', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_U64 }), (value) => {
        expect(parseU64(value.toString())).toBe(value);
      }),
    );
  });
});
