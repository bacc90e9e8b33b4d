import { bcs } from '@mysten/bcs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHexBytes } from '../../core/move/hex';
import { encodeTypedKey } from './typed-key';
import type { BytesFormat } from '../../core/move/value-text';

const hexOf = (type: string, value: string, format: BytesFormat = 'hex') => {
  const result = encodeTypedKey(type, value, format);
  return result.ok ? formatHexBytes(result.value.bytes) : `error(${result.field}): ${result.message}`;
};

const ADDRESS_ONE = `0x${'00'.repeat(31)}01`;

describe('encodeTypedKey', () => {
  it.each([
    ['u64', '5', '0x0500000000000000'],
    ['u64', ' 987654321 ', '0xb168de3a00000000'],
    ['u8', '255', '0xff'],
    ['u16', '65535', '0xffff'],
    ['u32', '4294967295', '0xffffffff'],
    ['u128', '340282366920938463463374607431768211455', `0x${'ff'.repeat(16)}`],
    ['u256', '1', `0x01${'00'.repeat(31)}`],
    ['bool', 'true', '0x01'],
    ['bool', 'false', '0x00'],
    ['address', '0x1', ADDRESS_ONE],
    ['address', '1', ADDRESS_ONE],
    ['0x1::string::String', 'abc', '0x03616263'],
    ['0x1::string::String', '', '0x00'],
    ['0x1::string::String', 'Grüße ✓', '0x0b4772c3bc c39f6520e29c93'.replace(' ', '')],
    ['0x0001::string::String', 'a', '0x0161'],
    ['vector<u8>', '0x00ff10', '0x0300ff10'],
    ['vector<u8>', '', 'error(value): Enter a value (hex, e.g. 0x00ff)'],
    ['vector<u64>', '[1, "2"]', '0x0201000000000000000200000000000000'],
    ['vector<u64>', '[18446744073709551615]', `0x01${'ff'.repeat(8)}`],
    ['vector<address>', '["0x1"]', `0x01${ADDRESS_ONE.slice(2)}`],
    ['vector<0x1::string::String>', '["a", "bc"]', '0x020161026263'],
    ['vector<bool>', '[true, false]', '0x020100'],
    ['0xcafe::showcase::Entry', '{"id": 7, "label": "seven", "tags": ["a", "b"]}', '0x070000000000000005736576656e0201610162'],
  ])('%s %j → %s', (type, value, expected) => {
    expect(hexOf(type, value)).toBe(expected);
  });

  it('encodes vector<u8> from UTF-8 text', () => {
    expect(hexOf('vector<u8>', 'hi', 'utf8')).toBe('0x026869');
    expect(hexOf('vector<u8>', '', 'utf8')).toBe('0x00');
  });

  it.each([
    ['', '1', /^error\(type\): Enter a key type/],
    ['u64<', '1', /^error\(type\): Invalid type tag/],
    ['u64', '', /^error\(value\): Enter a value \(decimal/],
    ['u64', '-1', /^error\(value\): u64 value "-1" is not a decimal integer/],
    ['u8', '256', /^error\(value\): u8 value "256" out of range/],
    ['u64', '18446744073709551616', /out of range/],
    ['u64', '0x10', /not a decimal integer/],
    ['bool', 'yes', /^error\(value\): Expected true or false/],
    ['address', '0xzz', /^error\(value\): expected an address/],
    ['vector<u8>', '0x0', /^error\(value\): expected hex bytes/],
    ['vector<u64>', '[1,', /^error\(value\): Not valid JSON/],
    ['vector<u64>', '{"a": 1}', /^error\(value\): expected an array/],
    ['0xcafe::showcase::Entry', '{"id": 1}', /missing field "label"/],
    ['0xdead::nothing::Here', '{}', /no layout for 0xdead::nothing::Here/],
  ])('%s %j is refused with a reason', (type, value, message) => {
    expect(hexOf(type, value)).toMatch(message);
  });

  it('agrees with @mysten/bcs for any u64 and any string (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), fc.string({ unit: 'grapheme' }), (number, text) => {
        expect(hexOf('u64', number.toString())).toBe(`0x${bcs.u64().serialize(number).toHex()}`);
        expect(hexOf('0x1::string::String', text)).toBe(`0x${bcs.string().serialize(text).toHex()}`);
        expect(hexOf('vector<u8>', text, 'utf8')).toBe(`0x${bcs.string().serialize(text).toHex()}`);
      }),
    );
  });
});
