import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, normaliseHexBytes } from './hex-key';

describe('hex key helpers', () => {
  it.each([
    [[], '0x'],
    [[0], '0x00'],
    [[5, 0, 0, 0, 0, 0, 0, 0], '0x0500000000000000'],
    [[0xab, 0xff], '0xabff'],
  ])('bytesToHex(%j) = %s', (bytes, hex) => expect(bytesToHex(Uint8Array.from(bytes))).toBe(hex));

  it.each([
    ['0xABcd', '0xabcd'],
    ['abcd', '0xabcd'],
    ['', '0x'],
    ['0x', '0x'],
    ['0x0', null],
    ['0xzz', null],
    ['0X00', null],
  ])('normaliseHexBytes(%j) = %j', (input, expected) => expect(normaliseHexBytes(input)).toBe(expected));

  it('normalising the upper-cased hex of any bytes gives bytesToHex back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const hex = bytesToHex(bytes);
        expect(normaliseHexBytes(hex.slice(2).toUpperCase())).toBe(hex);
      }),
    );
  });
});
