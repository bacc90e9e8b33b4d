import { describe, expect, it } from 'vitest';
import { parseHexBytes } from '../../core/move/hex';
import { decodeTableValue } from './decode-table-value';

const bytes = (hex: string) => parseHexBytes(hex);

describe('decodeTableValue', () => {
  it('decodes with the registry layout, exactly', () => {
    expect(decodeTableValue(bytes('0x066974656d2d35'), '0x1::string::String')).toEqual({ kind: 'decoded', type: '0x1::string::String', value: 'item-5' });
    expect(decodeTableValue(bytes('0xffffffffffffffff'), 'u64')).toEqual({ kind: 'decoded', type: 'u64', value: '18446744073709551615' });
    expect(decodeTableValue(bytes('0x070000000000000005736576656e0201610162'), '0xcafe::showcase::Entry')).toEqual({
      kind: 'decoded',
      type: '0xcafe::showcase::Entry',
      value: { id: '7', label: 'seven', tags: ['a', 'b'] },
    });
  });

  it('does nothing without a value type', () => {
    expect(decodeTableValue(bytes('0x01'), '  ')).toEqual({ kind: 'none' });
  });

  it('says at which byte and why the bytes do not fit', () => {
    expect(decodeTableValue(bytes('0x0500000000000000ff'), 'u64')).toMatchObject({ kind: 'undecodable', offset: 8, reason: 'trailing bytes after the value (1 bytes left)' });
    expect(decodeTableValue(bytes('0x02'), 'bool')).toMatchObject({ kind: 'undecodable', offset: 0, reason: 'bool byte is neither 0 nor 1 (byte 2)' });
    const short = decodeTableValue(bytes('0x0700000000000000056162'), '0xcafe::showcase::Entry');
    expect(short).toMatchObject({ kind: 'undecodable', path: '.label' });
  });

  it('reports a layout the registry lacks, and a malformed type', () => {
    expect(decodeTableValue(bytes('0x01'), '0xdead::nothing::Here')).toMatchObject({ kind: 'layout_unknown', type: '0xdead::nothing::Here' });
    expect(decodeTableValue(bytes('0x01'), 'u64<')).toMatchObject({ kind: 'bad_type' });
  });
});
