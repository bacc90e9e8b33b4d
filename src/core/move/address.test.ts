import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayAddress, formatAddress, longAddress, normalizeAddress, parseAddress } from './address';
import { MoveInputError } from './errors';

const one = new Uint8Array(32);
one[31] = 1;

function reasonOf(input: string): string | undefined {
  try {
    parseAddress(input);
    return undefined;
  } catch (error) {
    return error instanceof MoveInputError ? `${error.reason}@${error.position}` : 'other';
  }
}

describe('parseAddress / normalizeAddress (docs/api.md#parameters-and-types)', () => {
  it.each([
    ['0x1', '0x1'],
    ['1', '0x1'],
    ['0x01', '0x1'],
    ['0x' + '0'.repeat(63) + '1', '0x1'],
    ['0xA550C18', '0xa550c18'],
    ['a550c18', '0xa550c18'],
    ['0x0', '0x0'],
    ['0x00', '0x0'],
    ['0xCAFE', '0xcafe'],
    ['0x' + 'f'.repeat(64), '0x' + 'f'.repeat(64)],
    ['0x10', '0x10'],
    ['0x100', '0x100'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });

  it('left-pads to 32 bytes', () => {
    expect(parseAddress('0x1')).toEqual(one);
    expect(Array.from(parseAddress('0xabc').slice(29))).toEqual([0, 0x0a, 0xbc]);
  });

  it.each([
    ['', 'empty@undefined'],
    ['0x', 'empty@2'],
    ['0X1', 'uppercase_prefix@0'],
    ['00x1', 'not_hex@2'],
    ['0xzz', 'not_hex@2'],
    ['0x1g', 'not_hex@3'],
    [' 0x1', 'not_hex@0'],
    ['0x' + '1'.repeat(65), 'too_long@undefined'],
    ['1'.repeat(65), 'too_long@undefined'],
  ])('rejects %j (%s)', (input, expected) => {
    expect(reasonOf(input)).toBe(expected);
  });

  it('formats short and long forms', () => {
    expect(formatAddress(new Uint8Array(32))).toBe('0x0');
    expect(formatAddress(one)).toBe('0x1');
    expect(longAddress(one)).toBe('0x' + '0'.repeat(63) + '1');
  });

  it('round-trips any 32 bytes through both forms', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect(parseAddress(formatAddress(bytes))).toEqual(bytes);
        expect(parseAddress(longAddress(bytes))).toEqual(bytes);
        expect(normalizeAddress(longAddress(bytes).toUpperCase().replace('0X', '0x'))).toBe(formatAddress(bytes));
      }),
    );
  });

  it('never throws anything but MoveInputError on any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (input) => {
        const reason = reasonOf(input);
        expect(reason).not.toBe('other');
      }),
    );
  });
});

describe('displayAddress (AIP-40, as the Aptos explorer shows addresses)', () => {
  it('keeps 0x0 to 0xa short and pads every other address to 64 digits', () => {
    expect(displayAddress(parseAddress('0x1'))).toBe('0x1');
    expect(displayAddress(parseAddress('0xa'))).toBe('0xa');
    expect(displayAddress(parseAddress('0xb'))).toBe(`0x${'0'.repeat(63)}b`);
    expect(displayAddress(parseAddress('0xcafe'))).toBe(`0x${'0'.repeat(60)}cafe`);
    // a proposer of 63 digits as the API sends it: its leading zero back
    const sent = `0x${'ab'.repeat(31)}c`;
    expect(displayAddress(parseAddress(sent))).toBe(`0x0${'ab'.repeat(31)}c`);
  });
});
