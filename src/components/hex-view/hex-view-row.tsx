import { memo } from 'react';
import { HEX_BYTE } from '../../core/move/hex-digits';
import { asciiOf, asciiRowText, formatOffset, hexRowText, rowIntersects, type ByteRange, type BytesPerRow } from './hex-rows';

export const HEX_ROW_HEIGHT = 22;

interface HexViewRowProps {
  bytes: Uint8Array;
  row: number;
  bytesPerRow: BytesPerRow;
  offsetDigits: number;
  highlight: ByteRange | undefined;
}

/** One line: offset, hex bytes, ASCII. Rows outside the highlight are three plain strings. */
export const HexViewRow = memo(function HexViewRow({ bytes, row, bytesPerRow, offsetDigits, highlight }: HexViewRowProps) {
  const start = row * bytesPerRow;
  const marked = rowIntersects(row, bytesPerRow, highlight);
  return (
    <div className="hex-view-row" style={{ transform: `translateY(${row * HEX_ROW_HEIGHT}px)` }} data-offset={start}>
      <span className="hex-view-offset">{formatOffset(start, offsetDigits)}</span>
      <span className="hex-view-hex">
        {marked && highlight ? markedHex(bytes, start, bytesPerRow, highlight) : hexRowText(bytes, row, bytesPerRow)}
      </span>
      <span className="hex-view-ascii">
        {marked && highlight ? markedAscii(bytes, start, bytesPerRow, highlight) : asciiRowText(bytes, row, bytesPerRow)}
      </span>
    </div>
  );
});

function inRange(offset: number, range: ByteRange): boolean {
  return offset >= range.start && offset < range.end;
}

function markedHex(bytes: Uint8Array, start: number, bytesPerRow: BytesPerRow, range: ByteRange) {
  const parts = [];
  for (let i = 0; i < bytesPerRow; i += 1) {
    const offset = start + i;
    const byte = bytes[offset];
    const separator = i === 0 ? '' : i % 8 === 0 ? '  ' : ' ';
    const text = byte === undefined ? '  ' : (HEX_BYTE[byte] ?? '??');
    parts.push(separator);
    parts.push(
      inRange(offset, range) && byte !== undefined ? (
        <mark key={offset} className="hex-view-mark">
          {text}
        </mark>
      ) : (
        text
      ),
    );
  }
  return parts;
}

function markedAscii(bytes: Uint8Array, start: number, bytesPerRow: BytesPerRow, range: ByteRange) {
  const parts = [];
  for (let offset = start; offset < Math.min(bytes.length, start + bytesPerRow); offset += 1) {
    const text = asciiOf(bytes[offset] ?? 0);
    parts.push(
      inRange(offset, range) ? (
        <mark key={offset} className="hex-view-mark">
          {text}
        </mark>
      ) : (
        text
      ),
    );
  }
  return parts;
}
