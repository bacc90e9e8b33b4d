// fast-check arbitraries shared by the core's property tests (test-only helper, not a test file).
import type { AbiStruct } from './abi-layout';
import fc from 'fast-check';
import { formatAddress } from './address';
import type { PrimitiveKind, StructTag, TypeTag } from './type-tag';

export const identifierArb: fc.Arbitrary<string> = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,7}$/);

export const addressBytesArb = fc.uint8Array({ minLength: 32, maxLength: 32 });

export const shortAddressArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0x0', '0x1', '0xa', '0xcafe', '0xbeef'),
  addressBytesArb.map(formatAddress),
);

const primitiveKinds: PrimitiveKind[] = ['bool', 'u8', 'u16', 'u32', 'u64', 'u128', 'u256', 'address', 'signer'];
export const primitiveTagArb: fc.Arbitrary<TypeTag> = fc.constantFrom(...primitiveKinds).map((kind) => ({ kind }));

const tagArbs = new Map<number, fc.Arbitrary<TypeTag>>();

/** Any type tag with at most `levels` nested `<…>` levels (docs/api.md#parameters-and-types: at most 8). */
export function typeTagArb(levels: number): fc.Arbitrary<TypeTag> {
  const cached = tagArbs.get(levels);
  if (cached !== undefined) return cached;
  const plainStruct = fc
    .record({ address: shortAddressArb, module: identifierArb, name: identifierArb })
    .map(({ address, module, name }): TypeTag => ({ kind: 'struct', address, module, name, typeArgs: [] }));
  let arb: fc.Arbitrary<TypeTag>;
  if (levels <= 0) arb = fc.oneof(primitiveTagArb, plainStruct);
  else {
    const inner = typeTagArb(levels - 1);
    arb = fc.oneof(
      { arbitrary: primitiveTagArb, weight: 3 },
      { arbitrary: plainStruct, weight: 2 },
      { arbitrary: inner.map((element): TypeTag => ({ kind: 'vector', element })), weight: 2 },
      {
        arbitrary: fc
          .record({
            address: shortAddressArb,
            module: identifierArb,
            name: identifierArb,
            typeArgs: fc.array(inner, { minLength: 1, maxLength: 3 }),
          })
          .map(({ address, module, name, typeArgs }): TypeTag => ({ kind: 'struct', address, module, name, typeArgs })),
        weight: 2,
      },
    );
  }
  tagArbs.set(levels, arb);
  return arb;
}

export function structTagArb(levels: number): fc.Arbitrary<StructTag> {
  return typeTagArb(levels).filter((tag): tag is StructTag => tag.kind === 'struct');
}

/** An ABI struct as a node writes it, for tests: fields as `[name, type text]`, type parameters by phantomness. */
export function abiStruct(name: string, fields: [string, string][], params: boolean[] = [], extra: Partial<AbiStruct> = {}): AbiStruct {
  return {
    name,
    is_native: false,
    generic_type_params: params.map((is_phantom) => ({ is_phantom })),
    fields: fields.map(([fieldName, type]) => ({ name: fieldName, type })),
    ...extra,
  };
}
