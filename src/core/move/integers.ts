import { MoveInputError } from './errors';

export type UnsignedBits = 8 | 16 | 32 | 64 | 128 | 256;

export const MAX_U64 = (1n << 64n) - 1n;

export function maxUnsigned(bits: UnsignedBits): bigint {
  return (1n << BigInt(bits)) - 1n;
}

/** Strict decimal: digits only (no sign, space, exponent, `0x`), leading zeros allowed. */
export function parseUnsigned(input: string, bits: UnsignedBits): bigint {
  if (input.length === 0) throw new MoveInputError('integer', 'empty', input, 'it is empty');
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    if (code < 48 || code > 57) {
      throw new MoveInputError('integer', 'not_decimal', input, `${JSON.stringify(input[i])} is not a decimal digit`, i);
    }
  }
  const value = BigInt(input);
  if (value > maxUnsigned(bits)) throw new MoveInputError('integer', 'out_of_range', input, `larger than the largest u${bits}`);
  return value;
}

/** u64 in query strings and headers (docs/api.md#parameters-and-types: `ledger_version` not a u64 → 400). */
export function parseU64(input: string): bigint {
  return parseUnsigned(input, 64);
}
