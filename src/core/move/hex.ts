import { MoveInputError } from './errors';
import { bytesToHex, hexDigitValue } from './hex-digits';

/** HexEncodedBytes in (docs/api.md#parameters-and-types): `0x` optional, either case, even length; `0x`/empty = no bytes. */
export function parseHexBytes(input: string): Uint8Array {
  const digits = input.startsWith('0x') ? input.slice(2) : input;
  const offset = input.length - digits.length;
  if (input.startsWith('0X')) throw new MoveInputError('hex', 'uppercase_prefix', input, "the prefix must be a lowercase '0x'", 0);
  if (digits.length % 2 !== 0) throw new MoveInputError('hex', 'odd_length', input, 'an odd number of hex digits');
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    const high = hexDigitValue(digits.charCodeAt(2 * i));
    const low = hexDigitValue(digits.charCodeAt(2 * i + 1));
    if (high < 0 || low < 0) {
      const position = offset + 2 * i + (high < 0 ? 0 : 1);
      throw new MoveInputError('hex', 'not_hex', input, `${JSON.stringify(input[position])} is not a hex digit`, position);
    }
    bytes[i] = high * 16 + low;
  }
  return bytes;
}

/** HexEncodedBytes out: `0x` + two lowercase digits per byte, never trimmed. */
export function formatHexBytes(bytes: Uint8Array): string {
  return '0x' + bytesToHex(bytes);
}
