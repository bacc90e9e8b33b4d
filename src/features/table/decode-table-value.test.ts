import { describe, expect, it } from 'vitest';
import type { AbiStruct } from '../../core/move/abi-layout';
import { parseHexBytes } from '../../core/move/hex';
import { resolveLayouts } from '../../core/move/layout-resolver';
import { moduleAbiSource, registrySource } from '../../core/move/layout-source';
import { parseTypeTag } from '../../core/move/type-tag';
import { decodeTableValue } from './decode-table-value';

const bytes = (hex: string) => parseHexBytes(hex);

describe('decodeTableValue', () => {
  it('decodes with the registry layout, exactly', () => {
    expect(decodeTableValue(bytes('0x066974656d2d35'), '0x1::string::String')).toEqual({
      kind: 'decoded',
      type: '0x1::string::String',
      value: 'item-5',
    });
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
    expect(decodeTableValue(bytes('0x0500000000000000ff'), 'u64')).toMatchObject({
      kind: 'undecodable',
      offset: 8,
      reason: 'trailing bytes after the value (1 bytes left)',
    });
    expect(decodeTableValue(bytes('0x02'), 'bool')).toMatchObject({
      kind: 'undecodable',
      offset: 0,
      reason: 'bool byte is neither 0 nor 1 (byte 2)',
    });
    const short = decodeTableValue(bytes('0x0700000000000000056162'), '0xcafe::showcase::Entry');
    expect(short).toMatchObject({ kind: 'undecodable', path: '.label' });
  });

  it('reports a layout the registry lacks, and a malformed type', () => {
    expect(decodeTableValue(bytes('0x01'), '0xdead::nothing::Here')).toMatchObject({
      kind: 'layout_unknown',
      type: '0xdead::nothing::Here',
      reason: 'not in the built-in registry',
    });
    expect(decodeTableValue(bytes('0x01'), 'u64<')).toMatchObject({ kind: 'bad_type' });
  });

  it('decodes with layouts learned elsewhere (a module ABI), and tells their reasons', async () => {
    const tier: AbiStruct = {
      name: 'Tier',
      is_native: false,
      is_enum: true,
      generic_type_params: [],
      fields: [],
      variants: [{ name: 'Gold', fields: [{ name: 'stars', type: 'u8' }] }],
    };
    const source = moduleAbiSource((address, module) =>
      Promise.resolve(
        module === 'm'
          ? { ok: true, value: { address, name: 'm', structs: [tier] } }
          : { ok: false, message: `module ${address}::${module} does not exist at version 3` },
      ),
    );
    const layouts = await resolveLayouts(parseTypeTag('vector<0xa::m::Tier>'), [registrySource, source]);
    expect(decodeTableValue(bytes('0x010003'), 'vector<0xa::m::Tier>', layouts)).toEqual({
      kind: 'decoded',
      type: 'vector<0xa::m::Tier>',
      value: [{ __variant__: 'Gold', stars: 3 }],
    });
    const missing = await resolveLayouts(parseTypeTag('0xa::gone::X'), [registrySource, source]);
    expect(decodeTableValue(bytes('0x01'), '0xa::gone::X', missing)).toMatchObject({
      kind: 'layout_unknown',
      reason: 'module 0xa::gone does not exist at version 3',
    });
  });
});
