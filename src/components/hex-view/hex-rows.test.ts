import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiRowText, formatOffset, hexRowText, offsetWidth, rowCountFor, rowIntersects } from './hex-rows';

const bytes = Uint8Array.from([0x03, 0x61, 0x62, 0x63, 0x00, 0xff, 0x7e, 0x20, 0x41, 0x0a]);

describe('hex rows', () => {
  it('formats 16 per row with a gap after 8, padded', () => {
    expect(hexRowText(bytes, 0, 16)).toBe('03 61 62 63 00 ff 7e 20  41 0a                  ');
    expect(hexRowText(bytes, 0, 16)).toHaveLength(16 * 2 + 15 + 1);
    expect(asciiRowText(bytes, 0, 16)).toBe('.abc..~ A.');
  });

  it('formats 8 per row', () => {
    expect(rowCountFor(bytes.length, 8)).toBe(2);
    expect(hexRowText(bytes, 1, 8)).toBe('41 0a                  ');
    expect(asciiRowText(bytes, 1, 8)).toBe('A.');
  });

  it('handles empty input', () => {
    expect(rowCountFor(0, 16)).toBe(0);
    expect(offsetWidth(0)).toBe(8);
  });

  it('widens offsets beyond 4 GiB and pads them', () => {
    expect(formatOffset(0x10, 8)).toBe('00000010');
    expect(offsetWidth(0x1_0000_0001)).toBe(9);
  });

  it('finds the rows of a range', () => {
    expect(rowIntersects(0, 16, { start: 15, end: 17 })).toBe(true);
    expect(rowIntersects(1, 16, { start: 15, end: 17 })).toBe(true);
    expect(rowIntersects(2, 16, { start: 15, end: 17 })).toBe(false);
    expect(rowIntersects(0, 16, { start: 4, end: 4 })).toBe(false);
    expect(rowIntersects(0, 16, undefined)).toBe(false);
  });

  it('round-trips: the rows read back to the bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.constantFrom<8 | 16>(8, 16), (input, perRow) => {
        let hex = '';
        for (let row = 0; row < rowCountFor(input.length, perRow); row += 1) hex += hexRowText(input, row, perRow).replace(/\s+/g, '');
        expect(hex).toBe(Buffer.from(input).toString('hex'));
      }),
    );
  });
});
