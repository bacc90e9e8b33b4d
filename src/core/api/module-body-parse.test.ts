import { describe, expect, it } from 'vitest';
import { parseModuleBody } from './module-body-parse';

const abi = {
  address: '0xcafe',
  name: 'showcase',
  friends: ['0xcafe::other'],
  exposed_functions: [
    { name: 'put_index', visibility: 'public', is_entry: true, is_view: false, generic_type_params: [], params: ['&signer', 'u64'], return: [] },
    { name: 'peek', visibility: 'public', is_entry: false, is_view: true, generic_type_params: [{ constraints: ['copy'] }], params: ['address'], return: ['T0'] },
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
    const parsed = parseModuleBody({ bytecode: '0x', abi: { ...abi, exposed_functions: [{ name: 'bad', params: 'u64' }, abi.exposed_functions[0]] } });
    expect(parsed.ok && parsed.value.abi?.exposed_functions?.map((fn) => fn.name)).toEqual(['put_index']);
    const bare = parseModuleBody({ bytecode: '0x', abi: { address: '0x1', name: 'm', structs: [] } });
    expect(bare.ok && bare.value.abi?.exposed_functions).toBeUndefined();
    expect(bare.ok && bare.value.abi?.friends).toBeUndefined();
  });
});
