// The demo chain's view functions (docs/demo-chain.md#view-functions): one entry per function, its ABI
// (what its module lists in `exposed_functions`, `is_view: true`) beside its native implementation,
// computed from the state at the call's version as the Move function would (the node has no Move VM).
// Arguments come decoded (the API's Move JSON), results go out the same way; view-call.ts checks both
// against the ABI and turns them into BCS.
import { childOf, type JsonValue } from '../../src/core/move/json';
import { pairedMetadataAddress, primaryStoreAddress } from './object-addresses';
import { formatAddress, parseAddress } from '../../src/core/move/address';
import type { Ability } from './module-traits';

/** What a view function reads: the state at the call's version. */
export interface ViewState {
  /** A resource (or resource group member) as the API's JSON, or null when absent. */
  resource(address: string, structTag: string): JsonValue | null;
  /** A table item's value as JSON, or null when absent; `key` as JSON of `keyType`. */
  tableItem(handle: string, keyType: string, key: JsonValue, valueType: string): JsonValue | null;
}

/**
 * A Move abort: `code` at `module` (`0xcafe::showcase`), with the error constant's name and doc comment.
 * Real nodes put the code in the message only (aptos-core's explain_vm_status); their `vm_error_code` is
 * the VM's status, ABORTED (view_function.rs: bad_request_with_vm_status).
 */
export class ViewAbort extends Error {
  static readonly STATUS_CODE = 4016;
  constructor(
    readonly module: string,
    readonly code: number,
    readonly reason: string,
    readonly description: string,
  ) {
    super(`Move abort in ${module}: ${reason}(0x${code.toString(16)}): ${description}`);
  }
}

/** The VM failing outside an abort: `borrow_global` of a resource that is not there (MISSING_DATA). */
export class ViewMissingData extends Error {
  static readonly STATUS_CODE = 4008;
  constructor(functionId: string, what: string) {
    super(`Execution failed in ${functionId}: MISSING_DATA (${what})`);
  }
}

export interface ViewFunction {
  /** `0x1::coin::balance`: address in short form. */
  readonly id: string;
  /** Each type parameter's constraints. */
  readonly typeParams: readonly (readonly Ability[])[];
  /** Parameter types as the ABI writes them (`T0` for the first type parameter). */
  readonly params: readonly string[];
  readonly returns: readonly string[];
  /** `typeArgs` normalised (formatTypeTag), `args` the API's JSON of each parameter. */
  run(state: ViewState, typeArgs: readonly string[], args: readonly JsonValue[]): JsonValue[];
}

/** Showcase abort codes (docs/demo-chain.md#view-functions). */
export const E_NAME_NOT_FOUND = 1;

const STRING = '0x1::string::String';
const OBJECT_T0 = '0x1::object::Object<T0>';
const SHOWCASE_MODULE = '0xcafe::showcase';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
/** A member of a JSON object, or undefined. */
const member = (value: JsonValue | undefined, ...path: string[]) => path.reduce<JsonValue | undefined>(childOf, value ?? undefined);
const objectAddress = (object: JsonValue | undefined) => str(member(object, 'inner'));
const some = (value: JsonValue): JsonValue => ({ vec: [value] });
const NONE: JsonValue = { vec: [] };

function primaryBalance(state: ViewState, owner: string, metadata: string): bigint {
  const store = formatAddress(primaryStoreAddress(parseAddress(owner), parseAddress(metadata)));
  return BigInt(str(member(state.resource(store, '0x1::fungible_asset::FungibleStore'), 'balance')) || '0');
}

/** `borrow_global<Metadata>` of an asset's metadata object. */
function metadataOf(state: ViewState, functionId: string, metadata: JsonValue | undefined): JsonValue {
  const address = objectAddress(metadata);
  const value = state.resource(address, '0x1::fungible_asset::Metadata');
  if (value === null) throw new ViewMissingData(functionId, `no 0x1::fungible_asset::Metadata at ${address}`);
  return value;
}

/** The showcase's by_name table (its handle read from the Showcase resource, as the Move code borrows it). */
function byName(state: ViewState, name: string): JsonValue | null {
  const showcase = state.resource('0xcafe', '0xcafe::showcase::Showcase');
  const handle = str(member(showcase, 'by_name', 'inner', 'handle'));
  return handle === '' ? null : state.tableItem(handle, STRING, name, '0xcafe::showcase::Entry');
}

const metadataField =
  (field: string) =>
  (state: ViewState, _typeArgs: readonly string[], [metadata]: readonly JsonValue[]) => [
    member(metadataOf(state, `0x1::fungible_asset::${field}`, metadata), field) ?? null,
  ];

export const VIEW_FUNCTIONS: readonly ViewFunction[] = [
  {
    id: '0x1::account::get_sequence_number',
    typeParams: [],
    params: ['address'],
    returns: ['u64'],
    // the framework answers 0 for an address without an Account (accounts are created lazily)
    run: (state, _typeArgs, [addr]) => [str(member(state.resource(str(addr), '0x1::account::Account'), 'sequence_number')) || '0'],
  },
  {
    id: '0x1::chain_id::get',
    typeParams: [],
    params: [],
    returns: ['u8'],
    run: (state) => [member(state.resource('0x1', '0x1::chain_id::ChainId'), 'id') ?? 0],
  },
  {
    // the CoinStore's value plus the primary store of the coin's paired fungible asset (coin.move `balance`)
    id: '0x1::coin::balance',
    typeParams: [[]],
    params: ['address'],
    returns: ['u64'],
    run: (state, [coinType = ''], [owner]) => {
      const coin = BigInt(str(member(state.resource(str(owner), `0x1::coin::CoinStore<${coinType}>`), 'coin', 'value')) || '0');
      const paired = formatAddress(pairedMetadataAddress(coinType));
      return [(coin + primaryBalance(state, str(owner), paired)).toString()];
    },
  },
  {
    id: '0x1::fungible_asset::balance',
    typeParams: [['key']],
    params: [OBJECT_T0],
    returns: ['u64'],
    run: (state, _typeArgs, [store]) => [
      str(member(state.resource(objectAddress(store), '0x1::fungible_asset::FungibleStore'), 'balance')) || '0',
    ],
  },
  { id: '0x1::fungible_asset::decimals', typeParams: [['key']], params: [OBJECT_T0], returns: ['u8'], run: metadataField('decimals') },
  { id: '0x1::fungible_asset::name', typeParams: [['key']], params: [OBJECT_T0], returns: [STRING], run: metadataField('name') },
  {
    id: '0x1::fungible_asset::supply',
    typeParams: [['key']],
    params: [OBJECT_T0],
    returns: ['0x1::option::Option<u128>'],
    run: (state, _typeArgs, [metadata]) => {
      const supply = state.resource(objectAddress(metadata), '0x1::fungible_asset::Supply');
      return [supply === null ? NONE : some(member(supply, 'current') ?? '0')];
    },
  },
  { id: '0x1::fungible_asset::symbol', typeParams: [['key']], params: [OBJECT_T0], returns: [STRING], run: metadataField('symbol') },
  {
    id: '0x1::primary_fungible_store::balance',
    typeParams: [['key']],
    params: ['address', OBJECT_T0],
    returns: ['u64'],
    run: (state, _typeArgs, [account, metadata]) => [primaryBalance(state, str(account), objectAddress(metadata)).toString()],
  },
  {
    // the entry of a name, aborting E_NAME_NOT_FOUND when by_name has none
    id: `${SHOWCASE_MODULE}::entry_of`,
    typeParams: [],
    params: [STRING],
    returns: ['0xcafe::showcase::Entry'],
    run: (state, _typeArgs, [name]) => {
      const entry = byName(state, str(name));
      if (entry === null) throw new ViewAbort(SHOWCASE_MODULE, E_NAME_NOT_FOUND, 'E_NAME_NOT_FOUND', 'No entry of that name in by_name.');
      return [entry];
    },
  },
  {
    id: `${SHOWCASE_MODULE}::lookup_name`,
    typeParams: [],
    params: [STRING],
    returns: ['0x1::option::Option<u64>'],
    run: (state, _typeArgs, [name]) => {
      const entry = byName(state, str(name));
      return [entry === null ? NONE : some(member(entry, 'id') ?? '0')];
    },
  },
  {
    id: `${SHOWCASE_MODULE}::name_count`,
    typeParams: [],
    params: [],
    returns: ['u64'],
    run: (state) => [str(member(state.resource('0xcafe', '0xcafe::showcase::Showcase'), 'by_name', 'length')) || '0'],
  },
  {
    id: `${SHOWCASE_MODULE}::owner_balance`,
    typeParams: [],
    params: ['address'],
    returns: ['0x1::option::Option<u64>'],
    run: (state, _typeArgs, [owner]) => {
      const handle = str(member(state.resource('0xcafe', '0xcafe::showcase::Showcase'), 'by_owner', 'handle'));
      const value = handle === '' ? null : state.tableItem(handle, 'address', str(owner), 'u64');
      return [value === null ? NONE : some(value)];
    },
  },
];

const BY_ID = new Map(VIEW_FUNCTIONS.map((fn) => [fn.id, fn]));

/** The view function with this id (address in short form), if the demo chain computes it. */
export function viewFunction(id: string): ViewFunction | undefined {
  return BY_ID.get(id);
}
