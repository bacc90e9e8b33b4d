// The entry functions the demo chain's user transactions call (docs/demo-chain.md#transactions), as
// their modules' ABIs list them in `exposed_functions`: a transaction's arguments decode against these.
import type { MoveModuleAbi } from '../../src/core/api/schemas';
import { STRING } from './demo-constants';
import { VIEW_FUNCTIONS } from './view-functions';

type MoveFunctionAbi = MoveModuleAbi['exposed_functions'][number];

/** `0x1::coin::transfer<CoinType>(from: &signer, to: address, amount: u64)`: a transfer between two user accounts. */
export const COIN_TRANSFER = '0x1::coin::transfer';
/** The showcase's own calls, sent by 0xcafe: a new funded account, by_index and by_name changes. */
export const OPEN_ACCOUNT = '0xcafe::showcase::open_account';
export const PUT_INDEX = '0xcafe::showcase::put_index';
export const REMOVE_INDEX = '0xcafe::showcase::remove_index';
export const PUT_NAME = '0xcafe::showcase::put_name';
export const REMOVE_NAME = '0xcafe::showcase::remove_name';

/** Type parameter count and parameters after `&signer`; the showcase's are the same after its upgrade (it only appends structs). */
const FUNCTIONS: readonly [name: string, typeParams: number, params: string[]][] = [
  [COIN_TRANSFER, 1, ['address', 'u64']],
  [OPEN_ACCOUNT, 0, ['address', 'u64']],
  [PUT_INDEX, 0, ['u64']],
  [PUT_NAME, 0, [STRING]],
  [REMOVE_INDEX, 0, ['u64']],
  [REMOVE_NAME, 0, [STRING]],
];

/**
 * The functions module `address::name` exposes (address in short form), in name order as real nodes list
 * them: the entry functions above and the view functions of view-functions.ts.
 */
export function exposedFunctions(address: string, moduleName: string): MoveFunctionAbi[] {
  const prefix = `${address}::${moduleName}::`;
  const entries = FUNCTIONS.filter(([name]) => name.startsWith(prefix)).map(([name, typeParams, params]): MoveFunctionAbi => ({
    name: name.slice(prefix.length),
    visibility: 'public',
    is_entry: true,
    is_view: false,
    generic_type_params: Array.from({ length: typeParams }, () => ({ constraints: [] })),
    params: ['&signer', ...params],
    return: [],
  }));
  const views = VIEW_FUNCTIONS.filter((fn) => fn.id.startsWith(prefix)).map((fn): MoveFunctionAbi => ({
    name: fn.id.slice(prefix.length),
    visibility: 'public',
    is_entry: false,
    is_view: true,
    generic_type_params: fn.typeParams.map((constraints) => ({ constraints: [...constraints] })),
    params: [...fn.params],
    return: [...fn.returns],
  }));
  return [...entries, ...views].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Modules that declare functions and no type the chain stores (published all the same: 0x1::primary_fungible_store). */
export function functionOnlyModules(address: string, typedModules: readonly string[]): string[] {
  const names = VIEW_FUNCTIONS.map((fn) => fn.id.split('::'))
    .filter(([at]) => at === address)
    .map(([, module = '']) => module);
  return [...new Set(names)].filter((name) => !typedModules.includes(name));
}
