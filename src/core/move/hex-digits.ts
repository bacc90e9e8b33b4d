// Shared lowercase hex tables: formatting bytes is on the hot path of the BCS reader.

export const HEX_BYTE: readonly string[] = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Value of one hex digit (either case) by char code, or -1. */
export function hexDigitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}

/** ASCII codes of the two digits of each byte value, high digit first. */
const HEX_CODES: readonly (readonly [number, number])[] = HEX_BYTE.map((pair) => [pair.charCodeAt(0), pair.charCodeAt(1)] as const);
const ascii = new TextDecoder('utf-8');
/** Up to this many bytes, concatenating strings is the quickest; past it, one buffer decoded at once stays linear. */
const CONCAT_LIMIT = 256;

export function bytesToHex(bytes: Uint8Array, start = 0, end = bytes.length): string {
  if (end - start <= CONCAT_LIMIT) {
    let out = '';
    for (let i = start; i < end; i++) out += HEX_BYTE[bytes[i] ?? 0];
    return out;
  }
  const codes = new Uint8Array(2 * (end - start));
  for (let i = start, at = 0; i < end; i++, at += 2) {
    const pair = HEX_CODES[bytes[i] ?? 0] ?? [48, 48];
    codes[at] = pair[0];
    codes[at + 1] = pair[1];
  }
  return ascii.decode(codes);
}
