// Tiny hex helpers for raw_item keys, until src/core/move/hex is shared.
const HEX_BYTES = /^(0x)?([0-9a-fA-F]{2})*$/;

/** HexEncodedBytes as the node writes them: 0x + lowercase, two digits per byte. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '0x';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Normalises hex input (0x optional, either case, even length); null when it is not hex bytes. */
export function normaliseHexBytes(input: string): string | null {
  if (!HEX_BYTES.test(input)) return null;
  return `0x${input.replace(/^0x/, '').toLowerCase()}`;
}
