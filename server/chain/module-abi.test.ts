import { describe, expect, it } from 'vitest';
import { address, enumType, option, param, ref, string, struct, u64, u8, vector } from '../../src/core/move/layout-builders';
import { layoutTypeText, moduleAbi, structAbi } from './module-abi';

describe('layoutTypeText: field types as real nodes write them', () => {
  it.each([
    [u64, 'u64'],
    [vector(u8), 'vector<u8>'],
    [vector(vector(param(1))), 'vector<vector<T1>>'],
    [string, '0x1::string::String'],
    [option(u64), '0x1::option::Option<u64>'],
    [ref('0x1::table::Table', address, ref('0x00cafe::showcase::Entry')), '0x1::table::Table<address, 0xcafe::showcase::Entry>'],
    [ref('0x1::coin::Coin', param(0)), '0x1::coin::Coin<T0>'],
  ])('%j → %s', (type, text) => {
    expect(layoutTypeText(type)).toBe(text);
  });
});

describe('structAbi', () => {
  it('a generic struct: phantom parameters with their constraints, fields in declaration order', () => {
    const table = struct(
      '0x1::table_with_length::TableWithLength',
      ['K', 'V'],
      [
        ['inner', ref('0x1::table::Table', param(0), param(1))],
        ['length', u64],
      ],
    );
    expect(structAbi(table)).toEqual({
      name: 'TableWithLength',
      is_native: false,
      is_event: false,
      is_enum: false,
      abilities: ['store'],
      generic_type_params: [
        { constraints: ['copy', 'drop'], is_phantom: true },
        { constraints: [], is_phantom: true },
      ],
      fields: [
        { name: 'inner', type: '0x1::table::Table<T0, T1>' },
        { name: 'length', type: 'u64' },
      ],
      variants: [],
    });
  });

  it('an enum: is_enum, no fields, variants in declaration order with their fields', () => {
    const kind = enumType(
      '0xcafe::showcase::Kind',
      [],
      [
        ['Plain', []],
        ['Tagged', [['tag', string]]],
      ],
    );
    expect(structAbi(kind)).toMatchObject({
      is_enum: true,
      fields: [],
      variants: [
        { name: 'Plain', fields: [] },
        { name: 'Tagged', fields: [{ name: 'tag', type: '0x1::string::String' }] },
      ],
    });
  });

  it('refuses a struct whose abilities are not listed, or whose type parameters disagree with them', () => {
    expect(() => structAbi(struct('0xcafe::showcase::Unlisted', [], [['n', u64]]))).toThrow(/no abilities listed/);
    expect(() => structAbi(struct('0x1::coin::Coin', [], [['value', u64]]))).toThrow(/type parameters/);
  });
});

describe('moduleAbi', () => {
  it('names the module with a short address; a module the transactions do not call publishes no functions, none friends', () => {
    const abi = moduleAbi('0x0000000000000000000000000000000000000000000000000000000000000001', 'guid', [
      struct(
        '0x1::guid::ID',
        [],
        [
          ['creation_num', u64],
          ['addr', address],
        ],
      ),
    ]);
    expect(abi).toMatchObject({ address: '0x1', name: 'guid', friends: [], exposed_functions: [] });
    expect(abi.structs.map((entry) => entry.name)).toEqual(['ID']);
  });

  it('lists the entry functions the demo transactions call, with the signer first, and the view functions', () => {
    const coin = moduleAbi('0x1', 'coin', []);
    expect(coin.exposed_functions).toEqual([
      {
        name: 'balance',
        visibility: 'public',
        is_entry: false,
        is_view: true,
        generic_type_params: [{ constraints: [] }],
        params: ['address'],
        return: ['u64'],
      },
      {
        name: 'transfer',
        visibility: 'public',
        is_entry: true,
        is_view: false,
        generic_type_params: [{ constraints: [] }],
        params: ['&signer', 'address', 'u64'],
        return: [],
      },
    ]);
    const showcase = moduleAbi('0xcafe', 'showcase', []);
    expect(showcase.exposed_functions.map((f) => [f.name, f.is_view])).toEqual([
      ['entry_of', true],
      ['lookup_name', true],
      ['name_count', true],
      ['open_account', false],
      ['owner_balance', true],
      ['put_index', false],
      ['put_name', false],
      ['remove_index', false],
      ['remove_name', false],
    ]);
  });
});
