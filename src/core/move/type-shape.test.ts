import { describe, expect, it } from 'vitest';
import { MAX_TYPE_DEPTH, ShapeCache, TypeTooDeepError, typeShape } from './type-shape';
import type { TypeShape } from './type-shape';
import { parseTypeTag } from './type-tag';
import type { TypeTag } from './type-tag';

const shapeOf = (text: string) => typeShape(parseTypeTag(text));

/** The shape as a short text: kinds and field names, enough to see the rules applied. */
function sketch(shape: TypeShape): string {
  switch (shape.kind) {
    case 'primitive':
      return shape.type;
    case 'vector':
      return `[${sketch(shape.element)}]`;
    case 'option':
      return `?${sketch(shape.element)}`;
    case 'struct':
      return `{${shape.fields.map((field) => `${field.name}:${sketch(field.shape)}`).join(',')}}`;
    case 'enum':
      return shape.variants.map((variant) => `${variant.name}{${variant.fields.map((field) => field.name).join(',')}}`).join('|');
    default:
      return shape.kind;
  }
}

describe('typeShape: the Move rules', () => {
  it.each<[string, string]>([
    ['u64', 'u64'],
    ['signer', 'signer'],
    ['vector<u8>', 'bytes'],
    ['vector<vector<u8>>', '[bytes]'],
    ['vector<u16>', '[u16]'],
    ['0x1::string::String', 'string'],
    ['0x1::option::Option<u128>', '?u128'],
    ['0x1::option::Option<vector<u8>>', '?bytes'],
    ['0x1::object::Object<0xcafe::showcase::Entry>', '{inner:address}'],
    ['0x1::table::Table<u64, 0x1::string::String>', '{handle:address}'],
    ['0xcafe::showcase::Entry', '{id:u64,label:string,tags:[string]}'],
    ['0xcafe::showcase::Kind', 'Plain{}|Tagged{tag}'],
    ['0xdead::nothing::Here', 'unknown'],
    ['vector<0xdead::nothing::Here>', '[unknown]'],
    // a layout needs as many type arguments as the definition has parameters
    ['0x1::option::Option', 'unknown'],
  ])('%s is %s', (type, expected) => {
    expect(sketch(shapeOf(type))).toBe(expected);
  });

  it('gives an Option the declared field its JSON carries, `vec: vector<T>`', () => {
    const shape = shapeOf('0x1::option::Option<u8>');
    if (shape.kind !== 'option') throw new Error(`expected an option, got ${shape.kind}`);
    expect(shape.fields.map((field) => [field.name, field.shape.kind])).toEqual([['vec', 'bytes']]);
  });

  it('orders JSON members by name, fields staying in declaration (BCS) order', () => {
    const shape = shapeOf('0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>');
    if (shape.kind !== 'struct') throw new Error(`expected a struct, got ${shape.kind}`);
    expect(shape.fields.map((field) => field.name)).toEqual(['name', 'symbol', 'decimals', 'supply']);
    expect(shape.memberOrder.map((index) => shape.fields[index]?.name)).toEqual(['decimals', 'name', 'supply', 'symbol']);
  });

  it('knows the fewest bytes of each type', () => {
    expect(shapeOf('u256').minSize).toBe(32);
    expect(shapeOf('vector<u256>').minSize).toBe(1);
    // id u64 + label (a length byte) + tags (a length byte)
    expect(shapeOf('0xcafe::showcase::Entry').minSize).toBe(10);
    // the index byte + the smallest variant (Plain, no fields)
    expect(shapeOf('0xcafe::showcase::Kind').minSize).toBe(1);
  });

  it('shares one shape between equal tags (one cache), naming the type in normal form', () => {
    const shape = shapeOf('0x0001::coin::Coin<0x1::native_coin::NativeCoin>');
    expect(shapeOf('0x1::coin::Coin<0x1::native_coin::NativeCoin>')).toBe(shape);
    expect(shape.name).toBe('0x1::coin::Coin<0x1::native_coin::NativeCoin>');
  });

  it(`refuses types nested more than ${MAX_TYPE_DEPTH} levels, without a stack overflow`, () => {
    let tag: TypeTag = { kind: 'u16' };
    for (let i = 0; i < 100; i++) tag = { kind: 'vector', element: tag };
    expect(() => typeShape(tag)).toThrow(TypeTooDeepError);
    expect(() => typeShape(tag)).toThrow(`type nested more than ${MAX_TYPE_DEPTH} levels`);
  });

  it('keeps one cache per layout source: an unknown in one never hides a layout in another', () => {
    const tag = parseTypeTag('0xa::m::Point');
    expect(typeShape(tag)).toMatchObject({ kind: 'unknown', reason: 'not in the built-in registry' });
    const learned = new ShapeCache((struct) =>
      struct.name === 'Point'
        ? {
            kind: 'struct',
            tag: struct,
            fields: [
              { name: 'y', type: { kind: 'u8' } },
              { name: 'x', type: { kind: 'u8' } },
            ],
          }
        : { unknown: 'module gone' },
    );
    expect(sketch(learned.shape(tag))).toBe('{y:u8,x:u8}');
    expect(learned.shape(parseTypeTag('vector<0xa::m::Other>'))).toMatchObject({
      kind: 'vector',
      element: { kind: 'unknown', reason: 'module gone' },
    });
    // the registry's cache is untouched, and the Move rules hold in every source
    expect(typeShape(tag).kind).toBe('unknown');
    expect(sketch(learned.shape(parseTypeTag('0x1::string::String')))).toBe('string');
  });
});
