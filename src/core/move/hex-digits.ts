// Shared lowercase hex tables: formatting bytes is on the hot path of the BCS reader.

export const HEX_BYTE: readonly string[] = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Value of one hex digit (either case) by char code, or -1. */
export function hexDigitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}

export function bytesToHex(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let out = '';
  for (let i = start; i < end; i++) out += HEX_BYTE[bytes[i] ?? 0];
  return out;
}
