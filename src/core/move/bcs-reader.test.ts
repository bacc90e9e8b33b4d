import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BcsDecodeError, LayoutUnknownError, decodeMoveValue, decodeResource } from './bcs-reader';
import { encodeMoveValue } from './bcs-writer';
import { formatHexBytes, parseHexBytes } from './hex';
import type { JsonValue } from './json';
import { SHOWCASE_JSON, decodableTypeArb, typedValueArb } from './test-values';
import { parseStructTag, parseTypeTag } from './type-tag';
import type { TypeTag } from './type-tag';

const decode = (hex: string, type: string) => decodeMoveValue(parseHexBytes(hex), parseTypeTag(type)).value;
const zeros = (count: number) => '00'.repeat(count);
const u64Hex = (value: bigint) => value.toString(16).padStart(16, '0').match(/../g)?.reverse().join('') ?? '';

function decodeFailure(hex: string, type: string | TypeTag): string {
  try {
    decodeMoveValue(parseHexBytes(hex), typeof type === 'string' ? parseTypeTag(type) : type);
    return 'decoded';
  } catch (error) {
    if (error instanceof BcsDecodeError) return `${error.reason}@${error.offset}${error.path}`;
    return `other: ${String(error)}`;
  }
}

describe('decodeMoveValue: the value table of docs/api.md#move-values-in-json, row by row', () => {
  it.each<[string, string, JsonValue]>([
    ['bool', '01', true],
    ['bool', '00', false],
    ['u8', 'ff', 255],
    ['u16', 'ffff', 65535],
    ['u16', '0201', 258],
    ['u32', 'ffffffff', 4294967295],
    ['u64', '0500000000000000', '5'],
    ['u64', 'ffffffffffffffff', '18446744073709551615'],
    ['u64', u64Hex(2n ** 53n - 1n), '9007199254740991'],
    ['u64', u64Hex(2n ** 53n), '9007199254740992'],
    ['u64', u64Hex(2n ** 53n + 1n), '9007199254740993'],
    ['u128', '01' + zeros(15), '1'],
    ['u128', 'ff'.repeat(16), '340282366920938463463374607431768211455'],
    ['u256', 'ff'.repeat(32), (2n ** 256n - 1n).toString()],
    ['u256', zeros(31) + '80', (2n ** 255n).toString()],
    ['address', zeros(31) + '01', '0x1'],
    ['address', zeros(32), '0x0'],
    ['address', zeros(29) + 'cafe0b', '0xcafe0b'],
    ['address', 'ab'.repeat(32), '0x' + 'ab'.repeat(32)],
    ['vector<u8>', '0300ff10', '0x00ff10'],
    ['vector<u8>', '00', '0x'],
    ['vector<u64>', '03' + u64Hex(1n) + u64Hex(2n) + u64Hex(3n), ['1', '2', '3']],
    ['vector<bool>', '020100', [true, false]],
    ['vector<vector<u8>>', '0200020102', ['0x', '0x0102']],
    ['vector<vector<u8>>', '020100020102', ['0x00', '0x0102']],
    ['0x1::string::String', '03616263', 'abc'],
    ['0x1::string::String', '00', ''],
    ['0x1::string::String', '13' + formatHexBytes(new TextEncoder().encode('Grüße, ledger ✓')).slice(2), 'Grüße, ledger ✓'],
    ['0x1::string::String', '02c328', 'Unparsable utf-8 0xc328'],
    ['0x1::string::String', '04efbbbf41'.padEnd(10, '0'), '\ufeffA'],
    ['0x1::option::Option<u64>', '00', { vec: [] }],
    ['0x1::option::Option<u64>', '01' + u64Hex(42n), { vec: ['42'] }],
    ['0x1::option::Option<u8>', '0107', { vec: [7] }],
    ['0x1::object::Object<0xcafe::showcase::Entry>', zeros(29) + 'cafe0b', { inner: '0xcafe0b' }],
    ['0x1::table::Table<u64, 0x1::string::String>', zeros(31) + '2a', { handle: '0x2a' }],
    ['0xcafe::showcase::Entry', u64Hex(7n) + '05736576656e' + '0201610162', { id: '7', label: 'seven', tags: ['a', 'b'] }],
    ['0xcafe::showcase::Kind', '00', { __variant__: 'Plain' }],
    ['0xcafe::showcase::Kind', '010464656d6f', { __variant__: 'Tagged', tag: 'demo' }],
    ['0xbeef::crowd_42::Item7', u64Hex(4207n), { n: '4207' }],
    ['0x1::native_coin::NativeCoin', '00', { dummy_field: false }],
  ])('%s %s', (type, hex, expected) => {
    expect(decode(hex, type)).toEqual(expected);
  });

  it('reads ULEB128 lengths: 300 → ac02', () => {
    const value = decode('ac02' + '01'.repeat(300), 'vector<bool>');
    expect(Array.isArray(value) && value.length).toBe(300);
  });

  it('sorts struct members by name while reading declaration order (guid::ID is creation_num, addr)', () => {
    const value = decode(u64Hex(5n) + zeros(31) + '01', '0x1::guid::ID');
    expect(JSON.stringify(value)).toBe('{"addr":"0x1","creation_num":"5"}');
    const nested = decode(u64Hex(3n) + u64Hex(5n) + zeros(31) + '01', '0x1::event::EventHandle<0x1::coin::DepositEvent>');
    expect(JSON.stringify(nested)).toBe('{"counter":"3","guid":{"id":{"addr":"0x1","creation_num":"5"}}}');
  });

  it('decodes strings of a large input (one-decode slicing path), ASCII or not', () => {
    const items = Array.from({ length: 300 }, (_, i) => ({
      id: String(i),
      label: i % 7 === 0 ? `é-${i}✓` : `entry-${i}`,
      tags: ['x'.repeat(i % 40)],
    }));
    const tag = parseTypeTag('0xcafe::showcase::Large');
    const bytes = encodeMoveValue({ items }, tag);
    expect(bytes.length).toBeGreaterThan(1024);
    expect(decodeMoveValue(bytes, tag).value).toEqual({ items });
  });

  it('decodeResource gives the data of a struct', () => {
    expect(decodeResource(parseHexBytes(u64Hex(9n)), parseStructTag('0xcafe::showcase::Clock'))).toEqual({ version: '9' });
  });
});

describe('decodeMoveValue: strictness, one case per reason', () => {
  it.each([
    ['0000000000000000'.slice(2), 'u64', 'unexpected_end@0'],
    ['0100', 'u8', 'trailing_bytes@1'],
    ['', 'bool', 'unexpected_end@0'],
    ['8000', 'vector<u8>', 'non_minimal_uleb128@0'],
    ['ff00', 'vector<u8>', 'non_minimal_uleb128@0'],
    ['ffffffff10', 'vector<u8>', 'uleb128_overflow@0'],
    ['ffffffffff01', 'vector<u8>', 'uleb128_overflow@0'],
    ['80', 'vector<u8>', 'unexpected_end@1'],
    ['02', 'bool', 'invalid_bool@0'],
    ['05' + u64Hex(1n), 'vector<u64>', 'length_exceeds_input@0'],
    ['ffffffff0f', 'vector<0x1::string::String>', 'length_exceeds_input@0'],
    ['02', '0xcafe::showcase::Kind', 'invalid_variant@0'],
    ['020101', '0x1::option::Option<u8>', 'option_too_long@0'],
    ['0200', '0x1::string::String', 'length_exceeds_input@0'],
    ['01' + u64Hex(1n).slice(2), '0x1::option::Option<u64>', 'unexpected_end@1.vec[0]'],
  ])('%s as %s → %s', (hex, type, expected) => {
    expect(decodeFailure(hex, type)).toBe(expected);
  });

  it('names the JSON path of the failing value', () => {
    expect(decodeFailure(u64Hex(7n) + '05736576656e' + '02016101', '0xcafe::showcase::Entry')).toBe('length_exceeds_input@17.tags[1]');
    expect(decodeFailure('01' + u64Hex(1n) + '056162', 'vector<0xcafe::showcase::Entry>')).toBe('length_exceeds_input@9[0].label');
    expect(decodeFailure('0102', '0x1::option::Option<0xcafe::showcase::Kind>')).toBe('invalid_variant@1.vec[0]');
    const error = (() => {
      try {
        decodeMoveValue(parseHexBytes('02'), parseTypeTag('bool'));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(BcsDecodeError);
    expect(String(error)).toContain('bool byte is neither 0 nor 1');
  });

  it('rejects absurdly nested types without a stack overflow', () => {
    let tag: TypeTag = { kind: 'u8' };
    for (let i = 0; i < 100; i++) tag = { kind: 'vector', element: { kind: 'vector', element: tag } };
    expect(decodeFailure('00', tag)).toBe('too_deep@0');
  });

  it('throws LayoutUnknownError naming the struct without a layout, before reading', () => {
    const attempt = () => decodeMoveValue(parseHexBytes('01'), parseTypeTag('vector<0x0001::nope::Nope<u8>>'));
    expect(attempt).toThrow(LayoutUnknownError);
    expect(attempt).toThrow('Layout unknown for 0x1::nope::Nope<u8>');
    expect(() => decodeMoveValue(parseHexBytes('00'), parseTypeTag('0xbeef::crowd_100::Item1'))).toThrow(LayoutUnknownError);
  });
});

describe('decodeMoveValue annotations', () => {
  it('gives the byte range and type of every value, parents first', () => {
    const bytes = parseHexBytes(u64Hex(7n) + '05736576656e' + '0201610162');
    const { value, annotations } = decodeMoveValue(bytes, parseTypeTag('0xcafe::showcase::Entry'), { annotate: true });
    expect(value).toEqual({ id: '7', label: 'seven', tags: ['a', 'b'] });
    expect(annotations?.map(({ path, start, end }) => [path.join('/'), start, end])).toEqual([
      ['', 0, 19],
      ['id', 0, 8],
      ['label', 8, 14],
      ['tags', 14, 19],
      ['tags/0', 15, 17],
      ['tags/1', 17, 19],
    ]);
    expect(annotations?.[2]?.type).toEqual(parseTypeTag('0x1::string::String'));
  });

  it('finds table handles with their key and value types', () => {
    const showcase = parseTypeTag('0xcafe::showcase::Showcase');
    const tables = fc.sample(
      typedValueArb(0).filter((typed) => JSON.stringify(typed.tag) === JSON.stringify(showcase)),
      1,
    )[0];
    if (tables === undefined) throw new Error('no sample');
    const { annotations } = decodeMoveValue(encodeMoveValue(tables.value, showcase), showcase, { annotate: true });
    const handles = (annotations ?? []).filter((annotation) => annotation.type.kind === 'struct' && annotation.type.name === 'Table');
    expect(handles.map((annotation) => annotation.path.join('.'))).toEqual(['by_index', 'by_owner', 'by_name.inner']);
  });

  it('lists fields in byte order when annotated (the inspector), in sorted name order otherwise (the API JSON)', () => {
    const showcase = parseTypeTag('0xcafe::showcase::Showcase');
    const tables = fc.sample(
      typedValueArb(0).filter((typed) => JSON.stringify(typed.tag) === JSON.stringify(showcase)),
      1,
    )[0];
    if (tables === undefined) throw new Error('no sample');
    const bytes = encodeMoveValue(tables.value, showcase);
    const declared = Object.keys(decodeMoveValue(bytes, showcase, { annotate: true }).value as object);
    expect(declared.slice(0, 4)).toEqual(['flag', 'small', 'medium', 'wide']);
    expect(Object.keys(decodeMoveValue(bytes, showcase).value as object)).toEqual([...declared].sort());
  });
});

describe('decodeMoveValue properties', () => {
  it('decode ∘ encode is the identity on generated values of generated types', () => {
    fc.assert(
      fc.property(typedValueArb(3), ({ tag, value }) => {
        const bytes = encodeMoveValue(value, tag);
        expect(decodeMoveValue(bytes, tag).value).toEqual(value);
        const annotated = decodeMoveValue(bytes, tag, { annotate: true });
        expect(annotated.value).toEqual(value);
        expect(annotated.annotations?.[0]).toMatchObject({ path: [], start: 0, end: bytes.length });
      }),
      { numRuns: 300 },
    );
  });

  it('random or damaged bytes give a value or a BcsDecodeError, and any value re-encodes to the same bytes', () => {
    const damaged = typedValueArb(2).chain(({ tag, value }) => {
      const bytes = encodeMoveValue(value, tag);
      return fc
        .oneof(
          fc.constant(bytes),
          fc.nat({ max: Math.max(0, bytes.length - 1) }).map((cut) => bytes.slice(0, cut)),
          fc.tuple(fc.nat({ max: Math.max(0, bytes.length - 1) }), fc.integer({ min: 0, max: 255 })).map(([at, byte]) => {
            const copy = bytes.slice();
            copy[at] = byte;
            return copy;
          }),
          fc.uint8Array({ minLength: 1, maxLength: 4 }).map((extra) => new Uint8Array([...bytes, ...extra])),
        )
        .map((input) => ({ tag, input }));
    });
    const garbage = fc.record({ tag: decodableTypeArb(3), input: fc.uint8Array({ maxLength: 120 }) });
    fc.assert(
      fc.property(fc.oneof(damaged, garbage), ({ tag, input }) => {
        let value: JsonValue;
        try {
          value = decodeMoveValue(input, tag).value;
        } catch (error) {
          expect(error).toBeInstanceOf(BcsDecodeError);
          return;
        }
        // Strict reading means canonical: the only bytes that decode are the ones the writer makes.
        if (!JSON.stringify(value).includes('Unparsable utf-8')) expect(encodeMoveValue(value, tag)).toEqual(input);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('decodeMoveValue on the demo-chain Showcase', () => {
  const showcase = SHOWCASE_JSON;

  it('gives every value of the demo-chain.md table, members sorted', () => {
    const tag = parseTypeTag('0xcafe::showcase::Showcase');
    const text = JSON.stringify(decodeMoveValue(encodeMoveValue(showcase, tag), tag).value);
    expect(JSON.parse(text)).toEqual(showcase);
    const keys = Object.keys(JSON.parse(text));
    expect(keys).toEqual([...keys].sort());
    expect(keys[0]).toBe('amount');
    expect(text).toContain('"huge":"115792089237316195423570985008687907853269984665640564039457584007913129639935"');
  });

  it('sorts members of every struct it outputs (__variant__ first)', () => {
    const sortedEverywhere = (value: JsonValue): boolean => {
      if (Array.isArray(value)) return value.every(sortedEverywhere);
      if (typeof value !== 'object' || value === null) return true;
      const keys = Object.keys(value).filter((key) => key !== '__variant__');
      const variantFirst = !('__variant__' in value) || Object.keys(value)[0] === '__variant__';
      return (
        variantFirst &&
        keys.every((key, index) => index === 0 || (keys[index - 1] ?? '') < key) &&
        Object.values(value).every(sortedEverywhere)
      );
    };
    fc.assert(
      fc.property(typedValueArb(3), ({ tag, value }) => {
        expect(sortedEverywhere(decodeMoveValue(encodeMoveValue(value, tag), tag).value)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
