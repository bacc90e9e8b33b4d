import { describe, expect, it } from 'vitest';
import { parseModuleBody } from './module-body-parse';

const moduleWith = (genericTypeParams: unknown[]): unknown => ({
  bytecode: '0x',
  abi: {
    address: '0x1',
    name: 'coin',
    friends: [],
    exposed_functions: [],
    structs: [
      {
        name: 'CoinStore',
        is_native: false,
        abilities: ['key'],
        generic_type_params: genericTypeParams,
        fields: [{ name: 'coin', type: '0x1::coin::Coin<T0>' }],
      },
    ],
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
      message: 'abi.structs[0].generic_type_params[0].is_phantom: not a boolean',
    });
  });
});

const abi = {
  address: '0xcafe',
  name: 'showcase',
  friends: ['0xcafe::other'],
  exposed_functions: [
    {
      name: 'put_index',
      visibility: 'public',
      is_entry: true,
      is_view: false,
      generic_type_params: [],
      params: ['&signer', 'u64'],
      return: [],
    },
    {
      name: 'peek',
      visibility: 'public',
      is_entry: false,
      is_view: true,
      generic_type_params: [{ constraints: ['copy'] }],
      params: ['address'],
      return: ['T0'],
    },
  ],
  structs: [],
};

describe('parseModuleBody: functions and friends', () => {
  it('keeps exposed functions (entry, view, constraints, params, returns) and friends', () => {
    const parsed = parseModuleBody({ bytecode: '0x', abi });
    expect(parsed.ok && parsed.value.abi?.exposed_functions).toEqual(abi.exposed_functions);
    expect(parsed.ok && parsed.value.abi?.friends).toEqual(['0xcafe::other']);
  });

  it('leaves out a malformed function instead of failing the module, and reads absent lists as unknown', () => {
    const parsed = parseModuleBody({
      bytecode: '0x',
      abi: { ...abi, exposed_functions: [{ name: 'bad', params: 'u64' }, abi.exposed_functions[0]] },
    });
    expect(parsed.ok && parsed.value.abi?.exposed_functions?.map((fn) => fn.name)).toEqual(['put_index']);
    const bare = parseModuleBody({ bytecode: '0x', abi: { address: '0x1', name: 'm', structs: [] } });
    expect(bare.ok && bare.value.abi?.exposed_functions).toBeUndefined();
    expect(bare.ok && bare.value.abi?.friends).toBeUndefined();
  });

  it('reads what a function leaves out or sends in another form as real nodes mean it', () => {
    const odd = { name: 'odd', is_entry: 'yes', generic_type_params: [{ constraints: 'copy' }, 5], params: [], return: [] };
    const parsed = parseModuleBody({
      bytecode: '0x',
      abi: {
        ...abi,
        exposed_functions: [odd],
        friends: 'none',
        structs: [{ name: 'S', is_native: false, abilities: 'key', generic_type_params: [], fields: [] }],
      },
    });
    expect(parsed.ok && parsed.value.abi?.exposed_functions).toEqual([
      {
        name: 'odd',
        visibility: 'public',
        is_entry: false,
        is_view: false,
        generic_type_params: [{ constraints: [] }, { constraints: [] }],
        params: [],
        return: [],
      },
    ]);
    expect(parsed.ok && parsed.value.abi?.friends).toBeUndefined();
    expect(parsed.ok && parsed.value.abi?.structs[0]?.abilities).toBeUndefined();
  });
});
