import { HEX_BYTE } from '../../core/move/hex-digits';

export type BytesPerRow = 8 | 16;

/** A half-open byte range [start, end) to mark, e.g. where a decode failed. */
export interface ByteRange {
  start: number;
  end: number;
}

export function rowCountFor(length: number, bytesPerRow: BytesPerRow): number {
  return Math.ceil(length / bytesPerRow);
}

/** Offsets are hex, wide enough for the largest offset (at least 8 digits, as hexdump prints). */
export function offsetWidth(length: number): number {
  return Math.max(8, Math.max(0, length - 1).toString(16).length);
}

export function formatOffset(offset: number, width: number): string {
  return offset.toString(16).padStart(width, '0');
}

/** Printable ASCII as itself, everything else as a dot. */
export function asciiOf(byte: number): string {
  return byte >= 0x20 && byte <= 0x7e ? String.fromCharCode(byte) : '.';
}

/**
 * The hex text of one row: bytes separated by spaces, an extra space after each group of 8,
 * padded to the full row width so the ASCII column lines up on the last row.
 */
export function hexRowText(bytes: Uint8Array, row: number, bytesPerRow: BytesPerRow): string {
  const start = row * bytesPerRow;
  let text = '';
  for (let i = 0; i < bytesPerRow; i += 1) {
    if (i > 0) text += i % 8 === 0 ? '  ' : ' ';
    const byte = bytes[start + i];
    text += byte === undefined ? '  ' : (HEX_BYTE[byte] ?? '??');
  }
  return text;
}

export function asciiRowText(bytes: Uint8Array, row: number, bytesPerRow: BytesPerRow): string {
  const start = row * bytesPerRow;
  let text = '';
  for (let i = start; i < Math.min(bytes.length, start + bytesPerRow); i += 1) text += asciiOf(bytes[i] ?? 0);
  return text;
}

/** Whether a row holds any byte of the range. */
export function rowIntersects(row: number, bytesPerRow: BytesPerRow, range: ByteRange | undefined): boolean {
  if (!range || range.end <= range.start) return false;
  const start = row * bytesPerRow;
  return range.start < start + bytesPerRow && range.end > start;
}
