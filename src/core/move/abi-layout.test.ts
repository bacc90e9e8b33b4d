import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definitionFromAbi, type AbiModule, type AbiStruct } from './abi-layout';
import { abiStruct, identifierArb, primitiveTagArb, shortAddressArb } from './test-arbitraries';
import { parseGenericTypeTag, parseTypeTag, type GenericTypeTag } from './type-tag';

const struct = abiStruct;
const moduleOf = (...structs: AbiStruct[]): AbiModule => ({ address: '0xabc', name: 'm', structs });

/** The ABI's text of a type, `T0` for parameters (as real nodes write field types). */
function abiText(type: GenericTypeTag): string {
  switch (type.kind) {
    case 'param':
      return `T${type.index}`;
    case 'vector':
      return `vector<${abiText(type.element)}>`;
    case 'struct':
      return `${type.address}::${type.module}::${type.name}${type.typeArgs.length === 0 ? '' : `<${type.typeArgs.map(abiText).join(', ')}>`}`;
    default:
      return type.kind;
  }
}

function genericTagArb(params: number, levels: number): fc.Arbitrary<GenericTypeTag> {
  const leaf: fc.Arbitrary<GenericTypeTag> =
    params > 0
      ? fc.oneof(
          primitiveTagArb,
          fc.nat(params - 1).map((index): GenericTypeTag => ({ kind: 'param', index })),
        )
      : primitiveTagArb;
  if (levels === 0) return leaf;
  const inner = genericTagArb(params, levels - 1);
  return fc.oneof(
    leaf,
    inner.map((element): GenericTypeTag => ({ kind: 'vector', element })),
    fc
      .record({ address: shortAddressArb, module: identifierArb, name: identifierArb, typeArgs: fc.array(inner, { maxLength: 3 }) })
      .map((parts): GenericTypeTag => ({ kind: 'struct', ...parts })),
  );
}

describe('parseGenericTypeTag: ABI field types', () => {
  it('reads T0… as the definition’s type parameters, anywhere a type may stand', () => {
    expect(parseGenericTypeTag('vector<vector<T1>>', 2)).toEqual({
      kind: 'vector',
      element: { kind: 'vector', element: { kind: 'param', index: 1 } },
    });
    expect(parseGenericTypeTag('0x1::table::Table<T0, 0x1::string::String>', 1)).toEqual({
      kind: 'struct',
      address: '0x1',
      module: 'table',
      name: 'Table',
      typeArgs: [{ kind: 'param', index: 0 }, parseTypeTag('0x1::string::String')],
    });
  });

  it('round-trips any type the ABI can write', () => {
    fc.assert(
      fc.property(
        fc.nat(4).chain((params) => fc.tuple(fc.constant(params), genericTagArb(params, 3))),
        ([params, type]) => {
          expect(parseGenericTypeTag(abiText(type), params)).toEqual(type);
        },
      ),
    );
  });

  it.each([
    ['T2', 2, 'out of range'],
    ['T0', 0, "unknown type 'T0'"],
    ['T01', 3, "unknown type 'T01'"],
    ['vector<T>', 1, "unknown type 'T'"],
  ])('refuses %s with %i parameters', (text, params, message) => {
    expect(() => parseGenericTypeTag(text, params)).toThrow(message);
  });

  it('parseTypeTag still knows no parameters', () => {
    expect(() => parseTypeTag('vector<T0>')).toThrow("unknown type 'T0'");
  });
});

describe('definitionFromAbi', () => {
  it('a generic struct with a phantom parameter: fields in declaration order, parameters by position', () => {
    const abi = moduleOf(
      struct(
        'Store',
        [
          ['coin', '0xabc::m::Coin<T0>'],
          ['items', 'vector<vector<T1>>'],
          ['n', 'u64'],
        ],
        [true, false],
      ),
    );
    expect(definitionFromAbi(abi, '0xabc', 'Store')).toEqual({
      ok: true,
      value: {
        kind: 'struct',
        address: '0xabc',
        module: 'm',
        name: 'Store',
        typeParams: ['T0', 'T1'],
        fields: [
          { name: 'coin', type: parseGenericTypeTag('0xabc::m::Coin<T0>', 1) },
          { name: 'items', type: { kind: 'vector', element: { kind: 'vector', element: { kind: 'param', index: 1 } } } },
          { name: 'n', type: { kind: 'u64' } },
        ],
      },
    });
  });

  it('variants make an enum (is_enum), a variant may have no fields', () => {
    const tier = struct('Tier', [], [], {
      is_enum: true,
      variants: [
        { name: 'Gold', fields: [{ name: 'stars', type: 'u8' }] },
        { name: 'Silver', fields: [] },
      ],
    });
    const answer = definitionFromAbi(moduleOf(tier), '0xabc', 'Tier');
    expect(answer).toMatchObject({
      ok: true,
      value: {
        kind: 'enum',
        variants: [
          { name: 'Gold', fields: [{ name: 'stars', type: { kind: 'u8' } }] },
          { name: 'Silver', fields: [] },
        ],
      },
    });
  });

  it.each<[string, AbiStruct, string]>([
    ['a struct the module does not declare', struct('Other', [['x', 'u8']]), 'module 0xabc::m declares no struct S'],
    ['a native struct', struct('S', [], [], { is_native: true }), '0xabc::m::S is native'],
    ['an unparsable field type', struct('S', [['x', 'vector<u8']]), 'malformed ABI of 0xabc::m::S: Invalid type tag'],
    ['a parameter the struct does not have', struct('S', [['x', 'T1']], [false]), "type parameter 'T1' out of range"],
    ['an enum without variants', struct('S', [], [], { is_enum: true }), 'enum 0xabc::m::S lists no variants'],
  ])('%s is a reason, not a layout', (_, abiStruct, reason) => {
    const answer = definitionFromAbi(moduleOf(abiStruct), '0xabc', 'S');
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.message).toContain(reason);
  });
});
