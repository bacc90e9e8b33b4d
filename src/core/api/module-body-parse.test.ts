import { describe, expect, it } from 'vitest';
import { parseModuleBody } from './module-body-parse';

const moduleWith = (genericTypeParams: unknown[]): unknown => ({
  bytecode: '0x',
  abi: {
    address: '0x1',
    name: 'coin',
    friends: [],
    exposed_functions: [],
    structs: [{ name: 'CoinStore', is_native: false, abilities: ['key'], generic_type_params: genericTypeParams, fields: [{ name: 'coin', type: '0x1::coin::Coin<T0>' }] }],
  },
});

describe('parseModuleBody', () => {
  it('reads a generic struct without is_phantom, as real nodes send it (aptos-core skips the member)', () => {
    const parsed = parseModuleBody(moduleWith([{ constraints: [] }]));
    expect(parsed.ok && parsed.value.abi?.structs[0]?.generic_type_params).toEqual([{ is_phantom: undefined }]);
  });

  it('keeps is_phantom when the node sends it, and rejects one that is not a boolean', () => {
    const parsed = parseModuleBody(moduleWith([{ constraints: [], is_phantom: true }]));
    expect(parsed.ok && parsed.value.abi?.structs[0]?.generic_type_params).toEqual([{ is_phantom: true }]);
    expect(parseModuleBody(moduleWith([{ constraints: [], is_phantom: 'yes' }]))).toEqual({
      ok: false,
      reason: 'abi.structs[0].generic_type_params[0].is_phantom: not a boolean',
    });
  });
});
