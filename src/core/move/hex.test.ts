import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoveInputError } from './errors';
import { formatHexBytes, parseHexBytes } from './hex';

function reasonOf(input: string): string | undefined {
  try {
    parseHexBytes(input);
    return undefined;
  } catch (error) {
    return error instanceof MoveInputError ? `${error.reason}@${error.position}` : 'other';
  }
}

describe('HexEncodedBytes (docs/api.md#parameters-and-types)', () => {
  it.each([
    ['0x', []],
    ['', []],
    ['0x00ff10', [0, 255, 16]],
    ['00FF10', [0, 255, 16]],
    ['0xAbCd', [0xab, 0xcd]],
    ['0x0000', [0, 0]],
  ])('parses %j', (input, bytes) => {
    expect(Array.from(parseHexBytes(input))).toEqual(bytes);
  });

  it('formats lowercase, never trimmed, 0x for empty', () => {
    expect(formatHexBytes(new Uint8Array([0, 0, 0xab]))).toBe('0x0000ab');
    expect(formatHexBytes(new Uint8Array())).toBe('0x');
  });

  it.each([
    ['0x1', 'odd_length@undefined'],
    ['abc', 'odd_length@undefined'],
    ['0X00', 'uppercase_prefix@0'],
    ['0xzz', 'not_hex@2'],
    ['0x0g', 'not_hex@3'],
    ['0x 0', 'not_hex@2'],
  ])('rejects %j (%s)', (input, expected) => {
    expect(reasonOf(input)).toBe(expected);
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const text = formatHexBytes(bytes);
        expect(text).toMatch(/^0x([0-9a-f]{2})*$/);
        expect(parseHexBytes(text)).toEqual(bytes);
        expect(parseHexBytes(text.slice(2).toUpperCase())).toEqual(bytes);
      }),
    );
  });
});

describe('formatHexBytes at any length', () => {
  it('writes two lowercase digits per byte, short or long (one buffer past a few hundred bytes)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1200 }), (bytes) => {
        expect(formatHexBytes(bytes)).toBe(`0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`);
      }),
    );
    const big = new Uint8Array(4 * 1024 * 1024).fill(0xab);
    const text = formatHexBytes(big);
    expect(text.length).toBe(2 + 8 * 1024 * 1024);
    expect(text.endsWith('abab')).toBe(true);
  });
});
