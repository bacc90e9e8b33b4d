import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AbiFunction } from './abi-layout';
import { callArguments, formatArgument, parseFunctionId, substituteTypeParams } from './entry-call';
import { parseTypeTag } from './type-tag';

const transfer: AbiFunction = {
  name: 'transfer',
  visibility: 'public',
  is_entry: true,
  is_view: false,
  generic_type_params: [{ constraints: [] }],
  params: ['&signer', 'address', 'u64'],
  return: [],
};

describe('a call’s arguments by the function’s ABI', () => {
  it('drops the signer, types each argument, names it by position and links addresses', () => {
    const args = callArguments(
      transfer,
      ['0x1::native_coin::NativeCoin'],
      ['0x0000000000000000000000000000000000000000000000000000000000000abc', '12413310000'],
    );
    expect(args).toEqual([
      {
        name: 'arg0',
        type: 'address',
        value: '0x0000000000000000000000000000000000000000000000000000000000000abc',
        text: '0x0000000000000000000000000000000000000000000000000000000000000abc',
        address: '0xabc',
      },
      { name: 'arg1', type: 'u64', value: '12413310000', text: '12413310000', address: null },
    ]);
  });

  it('without an ABI, or with one whose parameters do not fit, the types are unknown and values shown as sent', () => {
    expect(callArguments(undefined, [], ['1', [1, 2]]).map((arg) => [arg.type, arg.text])).toEqual([
      [null, '1'],
      [null, '[1,2]'],
    ]);
    expect(callArguments(transfer, [], ['0x1']).map((arg) => arg.type)).toEqual([null]);
  });

  it('replaces type parameters by the call’s type arguments', () => {
    expect(substituteTypeParams('vector<T0>', ['0x1::string::String'])).toBe('vector<0x1::string::String>');
    expect(substituteTypeParams('0x1::object::Object<T1>', ['u8'])).toBe('0x1::object::Object<T1>');
  });

  it('formats by type: strings quoted, bytes as hex, vectors and options as lists', () => {
    expect(formatArgument('Grüße', parseTypeTag('0x1::string::String'))).toBe('"Grüße"');
    expect(formatArgument('0x00ff', parseTypeTag('vector<u8>'))).toBe('0x00ff');
    expect(formatArgument(['1', '2'], parseTypeTag('vector<u64>'))).toBe('[1, 2]');
    expect(formatArgument({ vec: [] }, parseTypeTag('0x1::option::Option<u64>'))).toBe('none');
    expect(formatArgument({ vec: ['a'] }, parseTypeTag('0x1::option::Option<0x1::string::String>'))).toBe('some("a")');
  });

  it('keeps every u64 exactly (never through a JS number)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (value) => {
        const [arg] = callArguments({ ...transfer, params: ['&signer', 'u64'] }, [], [value.toString()]);
        expect(arg?.text).toBe(value.toString());
      }),
    );
  });

  it('reads function ids', () => {
    const id = parseFunctionId('0x0001::coin::transfer');
    expect(id).toEqual({ address: '0x1', module: 'coin', name: 'transfer' });
    expect(parseFunctionId('0x1::coin')).toBeNull();
    expect(parseFunctionId('nothex::coin::transfer')).toBeNull();
  });
});
