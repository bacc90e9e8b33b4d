import { parseTypeTag as aptosParseTypeTag } from '@aptos-labs/ts-sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longAddress, parseAddress } from './address';
import { MoveInputError } from './errors';
import { typeTagArb } from './test-arbitraries';
import { formatStructTag, formatTypeTag, parseStructTag, parseTypeTag, structTag } from './type-tag';
import type { TypeTag } from './type-tag';

function failure(input: string, parse: (text: string) => unknown = parseTypeTag): string {
  try {
    parse(input);
    return 'parsed';
  } catch (error) {
    return error instanceof MoveInputError ? `${error.reason}@${error.position}` : `other: ${String(error)}`;
  }
}

function nested(levels: number): string {
  return '0x1::a::B<'.repeat(levels) + 'u8' + '>'.repeat(levels);
}

/** Canonical text, but with random spaces between tokens and trailing commas: both are allowed. */
function messyFormat(tag: TypeTag, random: () => number): string {
  const space = () => (random() < 0.3 ? ' ' : random() < 0.1 ? ' \t\n' : '');
  const args = (list: TypeTag[]) =>
    `${space()}<${space()}${list.map((arg) => messyFormat(arg, random)).join(`${space()},${space()}`)}${random() < 0.3 ? ',' : ''}${space()}>`;
  if (tag.kind === 'vector') return `vector${args([tag.element])}`;
  if (tag.kind !== 'struct') return `${space()}${tag.kind}${space()}`;
  const address = random() < 0.5 ? tag.address : longAddress(parseAddress(tag.address));
  const base = `${space()}${address}${space()}::${space()}${tag.module}${space()}::${space()}${tag.name}`;
  return tag.typeArgs.length === 0 ? base : base + args(tag.typeArgs);
}

describe('parseTypeTag / formatTypeTag (docs/api.md#parameters-and-types)', () => {
  it.each([
    ['u64', 'u64'],
    ['vector<u8>', 'vector<u8>'],
    ['0x1::coin::CoinStore<0x1::native_coin::NativeCoin>', '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>'],
    ['0x0001::coin::CoinStore<0x00000001::native_coin::NativeCoin>', '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>'],
    [' 0x1 :: table :: Table < address , u64 , > ', '0x1::table::Table<address, u64>'],
    ['0x1::table::Table<address,u64>', '0x1::table::Table<address, u64>'],
    ['0xCAFE::showcase::Showcase', '0xcafe::showcase::Showcase'],
    ['vector<vector<0x1::string::String>>', 'vector<vector<0x1::string::String>>'],
    ['0xbeef::crowd_7::Item42', '0xbeef::crowd_7::Item42'],
    ['0x1::a::B_c9<signer,bool,u16,u32,u128,u256>', '0x1::a::B_c9<signer, bool, u16, u32, u128, u256>'],
    [nested(8), nested(8)],
  ])('%s → %s', (input, expected) => {
    expect(formatTypeTag(parseTypeTag(input))).toBe(expected);
  });

  it('gives plain data', () => {
    expect(parseTypeTag('0x1::coin::CoinStore<vector<u8>>')).toEqual({
      kind: 'struct',
      address: '0x1',
      module: 'coin',
      name: 'CoinStore',
      typeArgs: [{ kind: 'vector', element: { kind: 'u8' } }],
    });
    expect(structTag('0x0001', 'coin', 'Coin')).toEqual({ kind: 'struct', address: '0x1', module: 'coin', name: 'Coin', typeArgs: [] });
  });

  // One row per reason; the position is where the problem starts.
  it.each([
    ['', 'empty@0'],
    ['   ', 'empty@3'],
    ['0x1::x', 'expected_token@6'],
    ['0x1::GUID_Generator', 'expected_token@19'],
    ['0x1::a::B<u8', 'expected_token@12'],
    ['0x1::a::B<u8 u16>', 'expected_token@13'],
    ['vector<u8, u16>', 'expected_token@0'],
    ['0x1::a::_b', 'expected_identifier@8'],
    ['0x1::1a::B', 'expected_identifier@5'],
    ['0x1::a::', 'expected_identifier@8'],
    ['0x1::a::B<>', 'unexpected_char@10'],
    ['std::x::Y', 'named_address@0'],
    ['0x1::a::B<aptos_framework::coin::Coin>', 'named_address@10'],
    [nested(9), 'too_deep@89'],
    ['vector<'.repeat(9) + 'u8' + '>'.repeat(9), 'too_deep@62'],
    ['0x1::a::B c', 'trailing_input@10'],
    ['u64>', 'trailing_input@3'],
    ['0x1::a::B<,>', 'unexpected_char@10'],
    ['0x1::a::B<u8,,>', 'unexpected_char@13'],
    ['<u8>', 'unexpected_char@0'],
    ['1::a::B', 'invalid_address@0'],
    ['0x::a::B', 'invalid_address@2'],
    ['0xzz::a::B', 'invalid_address@2'],
    [`0x${'1'.repeat(65)}::a::B`, 'invalid_address@0'],
    ['0X1::a::B', 'uppercase_prefix@0'],
    ['u63', 'unknown_type@0'],
    ['Vector<u8>', 'unknown_type@0'],
  ])('rejects %j (%s)', (input, expected) => {
    expect(failure(input)).toBe(expected);
  });

  it('parseStructTag rejects primitives and vectors with not_a_struct', () => {
    expect(failure('u64', parseStructTag)).toBe('not_a_struct@0');
    expect(failure('vector<0x1::a::B>', parseStructTag)).toBe('not_a_struct@0');
    expect(formatStructTag(parseStructTag('0x01::a::B< u8 >'))).toBe('0x1::a::B<u8>');
  });

  it('says what is wrong in the message', () => {
    expect(() => parseTypeTag('0x1::x')).toThrow(`Invalid type tag "0x1::x": expected '::' at position 6`);
    expect(() => parseTypeTag('std::x::Y')).toThrow(/named address 'std'/);
  });

  it('round-trips generated tags: parse(format(tag)) = tag, also with spaces and trailing commas', () => {
    fc.assert(
      fc.property(typeTagArb(8), fc.integer(), (tag, seed) => {
        let state = seed >>> 0;
        const random = () => (state = (state * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
        expect(parseTypeTag(formatTypeTag(tag))).toEqual(tag);
        expect(parseTypeTag(messyFormat(tag, random))).toEqual(tag);
      }),
      { numRuns: 300 },
    );
  });

  it('only ever throws MoveInputError on arbitrary text', () => {
    const alphabet = fc.constantFrom('0x1', '::', '<', '>', ',', ' ', 'vector', 'u8', 'a', 'B', '_', 'Z', '9', 'std');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 20 }).map((parts) => parts.join('')),
        (input) => {
          expect(failure(input)).not.toMatch(/^other/);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('agrees with @aptos-labs/ts-sdk parseTypeTag on generated tags', () => {
    // The SDK wants long addresses (AIP-40) apart from 0x0..0xf, and has no whitespace tolerance.
    const longText = (tag: TypeTag): string => {
      if (tag.kind === 'vector') return `vector<${longText(tag.element)}>`;
      if (tag.kind !== 'struct') return tag.kind;
      const base = `${longAddress(parseAddress(tag.address))}::${tag.module}::${tag.name}`;
      return tag.typeArgs.length === 0 ? base : `${base}<${tag.typeArgs.map(longText).join(', ')}>`;
    };
    fc.assert(
      fc.property(typeTagArb(4), (tag) => {
        const theirs = aptosParseTypeTag(longText(tag)).toString();
        expect(formatTypeTag(parseTypeTag(theirs))).toBe(formatTypeTag(tag));
      }),
      { numRuns: 200 },
    );
  });
});
