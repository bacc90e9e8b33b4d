import { MoveString, Serializer, TypeTagU64, U64 } from '@aptos-labs/ts-sdk';
import { generateViewFunctionPayloadWithABI, parseTypeTag as sdkParseTypeTag } from '@aptos-labs/ts-sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BcsDecodeError } from './bcs-errors';
import { parseTypeTag } from './type-tag';
import { readViewPayload, writeViewPayload } from './view-payload-bcs';
import { encodeJsonArgument, viewArgumentOfText } from './view-arguments';

describe('view payload BCS', () => {
  it('reads what the TS SDK serializes for aptos.view', () => {
    const payload = generateViewFunctionPayloadWithABI({
      function: '0x1::coin::balance',
      typeArguments: ['0x1::native_coin::NativeCoin'],
      functionArguments: ['0x1'],
      abi: { typeParameters: [{ constraints: [] }], parameters: [sdkParseTypeTag('address')], returnTypes: [new TypeTagU64()] },
    });
    const serializer = new Serializer();
    payload.serialize(serializer);
    const read = readViewPayload(serializer.toUint8Array());
    expect(read.function).toBe('0x1::coin::balance');
    expect(read.typeArguments).toEqual([parseTypeTag('0x1::native_coin::NativeCoin')]);
    expect(read.arguments).toEqual([Uint8Array.from([...new Uint8Array(31), 1])]);
  });

  it('round-trips, and refuses trailing or missing bytes', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 5 }), fc.boolean(), (args, typed) => {
        const payload = {
          function: '0xcafe::showcase::lookup_name',
          typeArguments: typed ? [parseTypeTag('vector<u64>')] : [],
          arguments: args,
        };
        const bytes = writeViewPayload(payload);
        expect(readViewPayload(bytes)).toEqual(payload);
        expect(() => readViewPayload(Uint8Array.from([...bytes, 0]))).toThrow(BcsDecodeError);
        expect(() => readViewPayload(bytes.slice(0, -1))).toThrow(BcsDecodeError);
      }),
    );
  });
});

describe('JSON arguments as real nodes read them', () => {
  const bcsOf = (value: { serialize(s: Serializer): void }) => {
    const serializer = new Serializer();
    value.serialize(serializer);
    return serializer.toUint8Array();
  };

  it('encodes each Move type as the SDK would', () => {
    expect(encodeJsonArgument('alpha', parseTypeTag('0x1::string::String'))).toEqual(bcsOf(new MoveString('alpha')));
    expect(encodeJsonArgument('18446744073709551615', parseTypeTag('u64'))).toEqual(bcsOf(new U64(18446744073709551615n)));
    expect(encodeJsonArgument('0xa', parseTypeTag('0x1::object::Object<0x1::fungible_asset::Metadata>'))).toEqual(
      Uint8Array.from([...new Uint8Array(31), 10]),
    );
    expect(encodeJsonArgument(null, parseTypeTag('0x1::option::Option<u8>'))).toEqual(Uint8Array.of(0));
    expect(encodeJsonArgument(7, parseTypeTag('0x1::option::Option<u8>'))).toEqual(Uint8Array.of(1, 7));
    expect(encodeJsonArgument({ vec: [7] }, parseTypeTag('0x1::option::Option<u8>'))).toEqual(Uint8Array.of(1, 7));
    expect(encodeJsonArgument('0x00ff', parseTypeTag('vector<u8>'))).toEqual(Uint8Array.of(2, 0, 255));
    expect(encodeJsonArgument(['1', '2'], parseTypeTag('vector<u64>'))).toHaveLength(17);
  });

  it.each([
    [5, 'u64', /decimal string/],
    ['5', 'u8', /JSON number/],
    [256, 'u8', /./],
    [1, 'address', /address string/],
    [{ inner: '0x1' }, '0xcafe::showcase::Entry', /only String, Object and Option/],
    ['x', 'vector<u64>', /JSON list/],
    [{ vec: [1, 2] }, '0x1::option::Option<u8>', /at most one/],
  ])('refuses %j as %s', (value, type, message) => {
    expect(() => encodeJsonArgument(value, parseTypeTag(type))).toThrow(message);
  });
});

describe('text typed in a parameter box', () => {
  it.each([
    ['0x1::string::String', ' alpha ', 'hex', ' alpha '],
    ['u8', '7', 'hex', 7],
    ['u64', '18446744073709551615', 'hex', '18446744073709551615'],
    ['0x1::option::Option<u64>', '', 'hex', null],
    ['0x1::option::Option<u64>', '5', 'hex', '5'],
    ['0x1::object::Object<0x1::fungible_asset::Metadata>', '0xa', 'hex', '0xa'],
    ['vector<u8>', 'hi', 'utf8', '0x6869'],
    ['vector<u16>', '[1, 2]', 'hex', [1, 2]],
    ['bool', 'true', 'hex', true],
  ] as const)('%s from %j (%s) → %j', (type, text, format, expected) => {
    expect(viewArgumentOfText(parseTypeTag(type), text, format)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['u8', '256', /./],
    ['address', '', /Enter a value/],
    ['u64', '-1', /./],
    ['vector<u64>', '[1,', /Not valid JSON/],
  ])('%s refuses %j', (type, text, message) => {
    const result = viewArgumentOfText(parseTypeTag(type), text, 'hex');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
