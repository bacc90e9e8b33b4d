import { AccountAddress, Serializer } from '@aptos-labs/ts-sdk';
import { bcs } from '@mysten/bcs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoveValueError, encodeMoveValue } from './bcs-writer';
import type { MoveValueInput } from './bcs-writer';
import { formatHexBytes } from './hex';
import type { JsonValue } from './json';
import { findStructLayout } from './registry';
import { typedValueArb } from './test-values';
import { parseTypeTag } from './type-tag';
import type { TypeTag } from './type-tag';

const encodeHex = (value: MoveValueInput, type: string) => formatHexBytes(encodeMoveValue(value, parseTypeTag(type))).slice(2);

function encodeFailure(value: MoveValueInput, type: string): string {
  try {
    encodeMoveValue(value, parseTypeTag(type));
    return 'encoded';
  } catch (error) {
    return error instanceof MoveValueError ? error.message : `other: ${String(error)}`;
  }
}

describe('encodeMoveValue: examples (docs/api.md#bcs)', () => {
  it.each<[string, JsonValue | bigint, string]>([
    ['u64', '5', '0500000000000000'],
    ['u64', 5, '0500000000000000'],
    ['u64', 5n, '0500000000000000'],
    ['u64', '18446744073709551615', 'ffffffffffffffff'],
    ['u8', 255, 'ff'],
    ['u8', '7', '07'],
    ['u16', 258, '0201'],
    ['u32', 4294967295, 'ffffffff'],
    ['u128', '1', '01' + '00'.repeat(15)],
    ['u256', (2n ** 256n - 1n).toString(), 'ff'.repeat(32)],
    ['bool', true, '01'],
    ['bool', false, '00'],
    ['0x1::string::String', 'abc', '03616263'],
    ['address', '0x1', '00'.repeat(31) + '01'],
    ['address', '0x' + '0'.repeat(63) + '1', '00'.repeat(31) + '01'],
    ['vector<u8>', '0x00ff10', '0300ff10'],
    ['vector<u8>', [0, 255, 16], '0300ff10'],
    ['vector<u8>', '0x', '00'],
    ['0x1::option::Option<u64>', { vec: [] }, '00'],
    ['0x1::option::Option<u64>', { vec: ['42'] }, '012a00000000000000'],
    ['0xcafe::showcase::Kind', { __variant__: 'Plain' }, '00'],
    ['0xcafe::showcase::Kind', { __variant__: 'Tagged', tag: 'demo' }, '010464656d6f'],
    ['0x1::guid::ID', { addr: '0x1', creation_num: '5' }, '0500000000000000' + '00'.repeat(31) + '01'],
  ])('%s %s → %s', (type, value, hex) => {
    expect(encodeHex(value, type)).toBe(hex);
  });

  it('writes ULEB128 300 as ac02', () => {
    expect(
      encodeHex(
        Array.from({ length: 300 }, () => true),
        'vector<bool>',
      ).slice(0, 6),
    ).toBe('ac0201');
  });
});

describe('encodeMoveValue: bad values say what and where', () => {
  const entry = { id: '1', label: 'one', tags: [] };
  it.each<[MoveValueInput, string, string]>([
    [{ ...entry, id: '-1' }, '0xcafe::showcase::Entry', 'u64 value "-1" is not a decimal integer at .id'],
    [300, 'u8', 'u8 value 300 out of range'],
    [{ version: 2n ** 64n }, '0xcafe::showcase::Clock', 'u64 value 18446744073709551616 out of range at .version'],
    [1.5, 'u64', 'u64 value 1.5 is not a safe integer'],
    [-1, 'u8', 'u8 value -1 out of range'],
    [-1n, 'u8', 'u8 value -1 out of range'],
    [2 ** 60, 'u64', `u64 value ${2 ** 60} is not a safe integer`],
    [true, 'u64', 'expected a u64, got true'],
    ['yes', 'bool', 'expected a bool, got "yes"'],
    ['0xzz', 'address', 'expected an address, got "0xzz" (not_hex)'],
    ['0x123', 'vector<u8>', 'expected hex bytes, got "0x123" (odd_length)'],
    [{ items: [entry, { ...entry, tags: [1] }] }, '0xcafe::showcase::Large', 'expected a string, got 1 at .items[1].tags[0]'],
    [{ id: '1', label: 'one' }, '0xcafe::showcase::Entry', 'missing field "tags"'],
    [{ ...entry, extra: 1 }, '0xcafe::showcase::Entry', 'unknown field "extra"'],
    [[entry], '0xcafe::showcase::Entry', 'expected an object for 0xcafe::showcase::Entry, got [{"id":"1","label":"one","tags":[]}]'],
    [{ vec: ['1', '2'] }, '0x1::option::Option<u64>', 'Option holds at most one value, got 2 at .vec'],
    [{ __variant__: 'Other' }, '0xcafe::showcase::Kind', '"__variant__" must be one of Plain, Tagged, got "Other"'],
    [{ __variant__: 'Plain', tag: 'x' }, '0xcafe::showcase::Kind', 'unknown field "tag"'],
    [{}, '0x1::nope::Nope', 'no layout for 0x1::nope::Nope'],
    [{ x: 1 }, 'vector<u64>', 'expected an array, got {"x":1}'],
  ])('%s as %s', (value, type, message) => {
    expect(encodeFailure(value, type)).toBe(message);
  });
});

/** Independent oracle: the Aptos SDK's Serializer, walking our layouts only for struct field order. */
function aptosSerialize(serializer: Serializer, value: JsonValue, tag: TypeTag): void {
  const text = () => {
    if (typeof value !== 'string') throw new Error(`expected a string for ${tag.kind}`);
    return value;
  };
  const int = () => {
    if (typeof value !== 'number') throw new Error(`expected a number for ${tag.kind}`);
    return value;
  };
  const list = (): JsonValue[] => {
    if (!Array.isArray(value)) throw new Error('expected an array');
    return value;
  };
  switch (tag.kind) {
    case 'bool':
      return serializer.serializeBool(value === true);
    case 'u8':
      return serializer.serializeU8(int());
    case 'u16':
      return serializer.serializeU16(int());
    case 'u32':
      return serializer.serializeU32(int());
    case 'u64':
      return serializer.serializeU64(BigInt(text()));
    case 'u128':
      return serializer.serializeU128(BigInt(text()));
    case 'u256':
      return serializer.serializeU256(BigInt(text()));
    case 'address':
    case 'signer':
      return AccountAddress.fromString('0x' + text().slice(2).padStart(64, '0')).serialize(serializer);
    case 'vector': {
      if (tag.element.kind === 'u8') return serializer.serializeBytes(new Uint8Array(Buffer.from(text().slice(2), 'hex')));
      const items = list();
      serializer.serializeU32AsUleb128(items.length);
      for (const item of items) aptosSerialize(serializer, item, tag.element);
      return;
    }
    case 'struct': {
      if (tag.module === 'string' && tag.name === 'String') return serializer.serializeStr(text());
      const element = tag.typeArgs[0];
      if (tag.module === 'option' && tag.name === 'Option' && element !== undefined) {
        const items = typeof value === 'object' && value !== null && !Array.isArray(value) ? value['vec'] : undefined;
        if (!Array.isArray(items)) throw new Error('expected {"vec": [...]}');
        serializer.serializeU32AsUleb128(items.length);
        for (const item of items) aptosSerialize(serializer, item, element);
        return;
      }
      const layout = findStructLayout(tag);
      if (layout === undefined || typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('bad struct');
      if (layout.kind === 'struct') {
        for (const field of layout.fields) aptosSerialize(serializer, value[field.name] ?? null, field.type);
        return;
      }
      const index = layout.variants.findIndex((variant) => variant.name === value['__variant__']);
      serializer.serializeU32AsUleb128(index);
      for (const field of layout.variants[index]?.fields ?? []) aptosSerialize(serializer, value[field.name] ?? null, field.type);
    }
  }
}

describe('encodeMoveValue cross-checks', () => {
  it('matches the Aptos SDK Serializer on generated values of generated types', () => {
    fc.assert(
      fc.property(typedValueArb(3), ({ tag, value }) => {
        const serializer = new Serializer();
        aptosSerialize(serializer, value, tag);
        expect(formatHexBytes(encodeMoveValue(value, tag))).toBe(formatHexBytes(serializer.toUint8Array()));
      }),
      { numRuns: 300 },
    );
  });

  it('matches @mysten/bcs on a struct built with its own schema', () => {
    const entry = bcs.struct('Entry', { id: bcs.u64(), label: bcs.string(), tags: bcs.vector(bcs.string()) });
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), fc.string(), fc.array(fc.string(), { maxLength: 3 }), (id, label, tags) => {
        const ours = encodeMoveValue({ id: id.toString(), label, tags }, parseTypeTag('0xcafe::showcase::Entry'));
        expect(ours).toEqual(entry.serialize({ id, label, tags }).toBytes());
      }),
    );
  });

  it('encodes a 50,000-entry Large in one pass without quadratic growth', () => {
    const items = Array.from({ length: 50_000 }, (_, i) => ({ id: String(i), label: `entry-${i}`, tags: ['a'] }));
    const start = performance.now();
    const bytes = encodeMoveValue({ items }, parseTypeTag('0xcafe::showcase::Large'));
    expect(bytes.length).toBeGreaterThan(50_000 * 20);
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});
