// fast-check arbitraries of Move types that have layouts, and of their values in the API's JSON
// form (exactly what the reader outputs). Test-only helper.
import fc from 'fast-check';
import { formatAddress } from './address';
import { formatHexBytes } from './hex';
import { MAX_U64, maxUnsigned } from './integers';
import type { JsonValue } from './json';
import type { Field } from './layout';
import { findStructLayout } from './registry';
import { addressBytesArb, primitiveTagArb } from './test-arbitraries';
import { parseTypeTag } from './type-tag';
import type { StructTag, TypeTag } from './type-tag';

const leafTypes = [
  '0x1::string::String',
  'vector<u8>',
  '0xcafe::showcase::Entry',
  '0xcafe::showcase::Kind',
  '0xcafe::showcase::Showcase',
  '0x1::block::NewBlockEvent',
  '0x1::account::Account',
  '0x1::guid::ID',
  '0xbeef::crowd_3::Item99',
  '0x1::native_coin::NativeCoin',
].map(parseTypeTag);

const genericTypes = [
  '0x1::option::Option',
  '0x1::object::Object',
  '0x1::coin::Coin',
  '0x1::coin::CoinStore',
  '0x1::coin::CoinInfo',
  '0x1::event::EventHandle',
  '0x1::account::CapabilityOffer',
];

function generic(name: string, typeArgs: TypeTag[]): TypeTag {
  const base = parseTypeTag(name);
  return base.kind === 'struct' ? { ...base, typeArgs } : base;
}

const decodableArbs = new Map<number, fc.Arbitrary<TypeTag>>();

/** Types the registry can decode, nested up to `levels` deep. */
export function decodableTypeArb(levels: number): fc.Arbitrary<TypeTag> {
  const cached = decodableArbs.get(levels);
  if (cached !== undefined) return cached;
  const leaf = fc.oneof(primitiveTagArb, fc.constantFrom(...leafTypes));
  let arb: fc.Arbitrary<TypeTag> = leaf;
  if (levels > 0) {
    const inner = decodableTypeArb(levels - 1);
    arb = fc.oneof(
      { arbitrary: leaf, weight: 3 },
      { arbitrary: inner.map((element): TypeTag => ({ kind: 'vector', element })), weight: 2 },
      { arbitrary: fc.tuple(fc.constantFrom(...genericTypes), inner).map(([name, arg]) => generic(name, [arg])), weight: 2 },
      {
        arbitrary: fc
          .tuple(fc.constantFrom('0x1::table::Table', '0x1::table_with_length::TableWithLength'), inner, inner)
          .map(([name, key, value]) => generic(name, [key, value])),
        weight: 1,
      },
    );
  }
  decodableArbs.set(levels, arb);
  return arb;
}

const u64Arb = fc.bigInt({ min: 0n, max: MAX_U64 });

function fieldsArb(fields: readonly Field[]): fc.Arbitrary<{ [key: string]: JsonValue }> {
  const shape: { [key: string]: fc.Arbitrary<JsonValue> } = {};
  for (const field of fields) shape[field.name] = moveValueArb(field.type);
  return fc.record(shape);
}

function structValueArb(tag: StructTag): fc.Arbitrary<JsonValue> {
  if (tag.address === '0x1' && tag.module === 'string' && tag.name === 'String') return fc.string({ unit: 'binary', maxLength: 12 });
  const layout = findStructLayout(tag);
  if (layout === undefined) throw new Error(`no layout for ${tag.module}::${tag.name}`);
  if (tag.address === '0x1' && tag.module === 'option' && tag.name === 'Option') {
    const element = tag.typeArgs[0];
    if (element === undefined) throw new Error('Option without argument');
    return fc.option(moveValueArb(element), { nil: undefined }).map((value) => ({ vec: value === undefined ? [] : [value] }));
  }
  if (layout.kind === 'struct') return fieldsArb(layout.fields);
  return fc.oneof(
    ...layout.variants.map((variant) => fieldsArb(variant.fields).map((fields): JsonValue => ({ __variant__: variant.name, ...fields }))),
  );
}

/** Values in the API's JSON form of a decodable type. */
export function moveValueArb(tag: TypeTag): fc.Arbitrary<JsonValue> {
  switch (tag.kind) {
    case 'bool':
      return fc.boolean();
    case 'u8':
      return fc.integer({ min: 0, max: 0xff });
    case 'u16':
      return fc.integer({ min: 0, max: 0xffff });
    case 'u32':
      return fc.integer({ min: 0, max: 0xffff_ffff });
    case 'u64':
      return u64Arb.map(String);
    case 'u128':
      return fc.bigInt({ min: 0n, max: maxUnsigned(128) }).map(String);
    case 'u256':
      return fc.bigInt({ min: 0n, max: maxUnsigned(256) }).map(String);
    case 'address':
    case 'signer':
      return addressBytesArb.map(formatAddress);
    case 'vector':
      if (tag.element.kind === 'u8') return fc.uint8Array({ maxLength: 40 }).map(formatHexBytes);
      return fc.array(moveValueArb(tag.element), { maxLength: 4 });
    case 'struct':
      return structValueArb(tag);
  }
}

/** A decodable type together with a value of it. */
export function typedValueArb(levels: number): fc.Arbitrary<{ tag: TypeTag; value: JsonValue }> {
  return decodableTypeArb(levels).chain((tag) => moveValueArb(tag).map((value) => ({ tag, value })));
}

/** The showcase of docs/demo-chain.md in the API's JSON form (the writer's input, the reader's output). */
export const SHOWCASE_JSON = {
  flag: true,
  small: 255,
  medium: 65535,
  wide: 4294967295,
  amount: '18446744073709551615',
  big: '340282366920938463463374607431768211455',
  huge: (2n ** 256n - 1n).toString(),
  owner: '0x1',
  bytes: '0x00ff10',
  numbers: ['1', '2', '3'],
  name: 'Grüße, ledger ✓',
  note: '<img src=x onerror=alert(1)> javascript:alert(1)',
  maybe_some: { vec: ['42'] },
  maybe_none: { vec: [] },
  nested: { id: '7', label: 'seven', tags: ['a', 'b'] },
  object: { inner: '0xcafe0b' },
  kind: { __variant__: 'Tagged', tag: 'demo' },
  by_index: { handle: '0x' + 'a1'.repeat(32) },
  by_owner: { handle: '0x2' },
  by_name: { inner: { handle: '0x3' }, length: '3' },
  updates: '12',
};
