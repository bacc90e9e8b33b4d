import { MoveInputError } from './errors';
import { HEX_BYTE, bytesToHex, hexDigitValue } from './hex-digits';

export const ADDRESS_LENGTH = 32;

/**
 * Address in (docs/api.md#parameters-and-types): optional lowercase `0x`, then 1 to 64 hex digits of either case,
 * odd length allowed, left-padded to 32 bytes. `0X1`, `0x`, `00x1`, `0xzz` are malformed.
 */
export function parseAddress(input: string): Uint8Array {
  if (input.length === 0) throw new MoveInputError('address', 'empty', input, 'it is empty');
  if (input.startsWith('0X')) throw new MoveInputError('address', 'uppercase_prefix', input, "the prefix must be a lowercase '0x'", 0);
  const start = input.startsWith('0x') ? 2 : 0;
  const digitCount = input.length - start;
  if (digitCount === 0) throw new MoveInputError('address', 'empty', input, "no hex digits after '0x'", start);
  if (digitCount > 2 * ADDRESS_LENGTH) {
    throw new MoveInputError('address', 'too_long', input, `${digitCount} hex digits, at most 64 allowed`);
  }
  for (let i = start; i < input.length; i++) {
    if (hexDigitValue(input.charCodeAt(i)) < 0) {
      throw new MoveInputError('address', 'not_hex', input, `${JSON.stringify(input[i])} is not a hex digit`, i);
    }
  }
  const bytes = new Uint8Array(ADDRESS_LENGTH);
  // Fill from the last digit backwards so odd lengths left-pad naturally.
  for (let i = input.length - 1, nibble = 0; i >= start; i--, nibble++) {
    const value = hexDigitValue(input.charCodeAt(i));
    const index = ADDRESS_LENGTH - 1 - (nibble >> 1);
    bytes[index] = (bytes[index] ?? 0) | (nibble & 1 ? value << 4 : value);
  }
  return bytes;
}

/** Address out (docs/api.md#parameters-and-types): `0x` + lowercase hex, leading zeros trimmed (`0x1`, `0x0`). */
export function formatAddress(bytes: Uint8Array): string {
  return formatAddressAt(bytes, 0);
}

/** Short form of the 32 bytes at `offset`: the BCS reader formats straight from its input. */
export function formatAddressAt(bytes: Uint8Array, offset: number): string {
  const end = offset + ADDRESS_LENGTH;
  let i = offset;
  while (i < end - 1 && bytes[i] === 0) i++;
  const first = bytes[i] ?? 0;
  let out = first < 16 ? '0x' + first.toString(16) : '0x' + HEX_BYTE[first];
  for (i++; i < end; i++) out += HEX_BYTE[bytes[i] ?? 0];
  return out;
}

/** Long form: `0x` + 64 lowercase hex digits. */
export function longAddress(bytes: Uint8Array): string {
  return '0x' + bytesToHex(bytes, 0, ADDRESS_LENGTH);
}

export function normalizeAddress(input: string): string {
  return formatAddress(parseAddress(input));
}

/**
 * An address as the Aptos explorer shows it (AIP-40): the special addresses 0x0 to 0xa short, every other
 * one in its full 64-digit form, so that a copied address never drops its leading zeros (a 63-digit
 * proposer pasted elsewhere may be refused or read as another).
 */
export function displayAddress(bytes: Uint8Array): string {
  const special = bytes.subarray(0, ADDRESS_LENGTH - 1).every((byte) => byte === 0) && (bytes[ADDRESS_LENGTH - 1] ?? 0) <= 0x0a;
  return special ? formatAddress(bytes) : longAddress(bytes);
}
