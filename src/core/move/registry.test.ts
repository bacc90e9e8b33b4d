import { describe, expect, it } from 'vitest';
import { findStructLayout, hasLayout, listedTypeDefinitions } from './registry';
import { formatTypeTag, parseStructTag, parseTypeTag } from './type-tag';

const layoutOf = (text: string) => findStructLayout(parseStructTag(text));
const fieldsOf = (text: string) => {
  const layout = layoutOf(text);
  return layout?.kind === 'struct' ? layout.fields.map((field) => `${field.name}: ${formatTypeTag(field.type)}`) : layout;
};

describe('registry (demo-chain.md types)', () => {
  it('lists the Showcase fields in declaration order with their types', () => {
    expect(fieldsOf('0xcafe::showcase::Showcase')).toEqual([
      'flag: bool',
      'small: u8',
      'medium: u16',
      'wide: u32',
      'amount: u64',
      'big: u128',
      'huge: u256',
      'owner: address',
      'bytes: vector<u8>',
      'numbers: vector<u64>',
      'name: 0x1::string::String',
      'note: 0x1::string::String',
      'maybe_some: 0x1::option::Option<u64>',
      'maybe_none: 0x1::option::Option<u64>',
      'nested: 0xcafe::showcase::Entry',
      'object: 0x1::object::Object<0xcafe::showcase::Entry>',
      'kind: 0xcafe::showcase::Kind',
      'by_index: 0x1::table::Table<u64, 0x1::string::String>',
      'by_owner: 0x1::table::Table<address, u64>',
      'by_name: 0x1::table_with_length::TableWithLength<0x1::string::String, 0xcafe::showcase::Entry>',
      'updates: u64',
    ]);
  });

  it('substitutes type arguments', () => {
    expect(fieldsOf('0x1::table_with_length::TableWithLength<address, vector<u8>>')).toEqual([
      'inner: 0x1::table::Table<address, vector<u8>>',
      'length: u64',
    ]);
    expect(fieldsOf('0x1::coin::CoinStore<0x1::native_coin::NativeCoin>')).toEqual([
      'coin: 0x1::coin::Coin<0x1::native_coin::NativeCoin>',
      'frozen: bool',
      'deposit_events: 0x1::event::EventHandle<0x1::coin::DepositEvent>',
      'withdraw_events: 0x1::event::EventHandle<0x1::coin::WithdrawEvent>',
    ]);
    expect(fieldsOf('0x1::account::CapabilityOffer<0x1::account::SignerCapability>')).toEqual(['for: 0x1::option::Option<address>']);
    expect(fieldsOf('0x1::guid::ID')).toEqual(['creation_num: u64', 'addr: address']);
  });

  it('describes the Kind enum with its variants', () => {
    const layout = layoutOf('0xcafe::showcase::Kind');
    expect(layout?.kind === 'enum' && layout.variants.map((variant) => [variant.name, variant.fields.map((field) => field.name)])).toEqual([
      ['Plain', []],
      ['Tagged', ['tag']],
    ]);
  });

  it('resolves the 10,000 crowd types by pattern, and only those', () => {
    expect(fieldsOf('0xbeef::crowd_0::Item0')).toEqual(['n: u64']);
    expect(fieldsOf('0xbeef::crowd_99::Item99')).toEqual(['n: u64']);
    expect(fieldsOf('0x00beef::crowd_42::Item7')).toEqual(['n: u64']);
    for (const text of [
      '0xbeef::crowd_100::Item0',
      '0xbeef::crowd_07::Item1',
      '0xbeef::crowd_1::Item100',
      '0xbeef::crowd_1::item1',
      '0xcafe::crowd_1::Item1',
      '0xbeef::crowd_1::Item1<u8>',
    ]) {
      expect(layoutOf(text), text).toBeUndefined();
    }
  });

  it('rejects a wrong number of type arguments and unknown types', () => {
    expect(layoutOf('0x1::option::Option')).toBeUndefined();
    expect(layoutOf('0x1::table::Table<u8>')).toBeUndefined();
    expect(layoutOf('0x1::coin::CoinStore')).toBeUndefined();
    expect(layoutOf('0x2::coin::Coin<u8>')).toBeUndefined();
  });

  it('has every type demo-chain.md names, and each field type resolves', () => {
    const names = listedTypeDefinitions().map((definition) => `${definition.address}::${definition.module}::${definition.name}`);
    for (const name of [
      '0x1::string::String',
      '0x1::option::Option',
      '0x1::object::Object',
      '0x1::table::Table',
      '0x1::table_with_length::TableWithLength',
      '0x1::chain_id::ChainId',
      '0x1::timestamp::CurrentTimeMicroseconds',
      '0x1::block::BlockResource',
      '0x1::block::NewBlockEvent',
      '0x1::block::UpdateEpochIntervalEvent',
      '0x1::reconfiguration::Configuration',
      '0x1::reconfiguration::NewEpochEvent',
      '0x1::coin::CoinInfo',
      '0x1::coin::CoinStore',
      '0x1::coin::Coin',
      '0x1::coin::DepositEvent',
      '0x1::coin::WithdrawEvent',
      '0x1::native_coin::NativeCoin',
      '0x1::account::Account',
      '0x1::account::CapabilityOffer',
      '0x1::account::RotationCapability',
      '0x1::account::SignerCapability',
      '0x1::account::CoinRegisterEvent',
      '0x1::account::KeyRotationEvent',
      '0x1::account::OriginatingAddress',
      '0x1::event::EventHandle',
      '0x1::guid::GUID',
      '0x1::guid::ID',
      '0xcafe::showcase::Showcase',
      '0xcafe::showcase::Entry',
      '0xcafe::showcase::Kind',
      '0xcafe::showcase::Clock',
      '0xcafe::showcase::Large',
      '0xcafe::showcase::Directory',
    ]) {
      expect(names, name).toContain(name);
    }
    for (const definition of listedTypeDefinitions()) {
      const args = definition.typeParams.map(() => 'u8').join(', ');
      const text = `${definition.address}::${definition.module}::${definition.name}${args === '' ? '' : `<${args}>`}`;
      expect(hasLayout(parseTypeTag(text)), text).toBe(true);
    }
  });

  it('hasLayout follows fields, not phantom arguments', () => {
    expect(hasLayout(parseTypeTag('vector<0x1::coin::CoinStore<0xdead::unknown::Coin>>'))).toBe(true);
    expect(hasLayout(parseTypeTag('0x1::option::Option<0xdead::unknown::Coin>'))).toBe(false);
    expect(hasLayout(parseTypeTag('u64'))).toBe(true);
    expect(hasLayout(parseTypeTag('0xdead::unknown::Coin'))).toBe(false);
  });
});
