// One view call against the ledger at a version, as aptos-core's view_function.rs runs it: the function
// is looked up in its module's ABI at that version (absent, or not `is_view`: invalid input), type and
// value arguments are checked against the ABI's parameters, the function runs (natively here:
// view-functions.ts), and each return value is encoded by its return type.
import { parseAddress } from '../../src/core/move/address';
import { decodeMoveValue, decodeResource } from '../../src/core/move/bcs-reader';
import { encodeMoveValue } from '../../src/core/move/bcs-writer';
import { parseFunctionId, substituteTypeParams } from '../../src/core/move/entry-call';
import type { JsonValue } from '../../src/core/move/json';
import { formatTypeTag, parseStructTag, parseTypeTag, type TypeTag } from '../../src/core/move/type-tag';
import { encodeJsonArgument } from '../../src/core/move/view-arguments';
import type { Ledger } from './ledger';
import { moduleAbiAt } from './module-abi-cache';
import { viewFunction, type ViewState } from './view-functions';
import { encodeAs } from './write-set';
import { errorMessage } from '../../src/core/error-message';

export interface ViewCall {
  /** `0x1::coin::balance` as sent. */
  function: string;
  typeArguments: TypeTag[];
  /** JSON arguments (a JSON body), or each argument's BCS bytes (a BCS body). */
  arguments: { kind: 'json'; values: readonly JsonValue[] } | { kind: 'bcs'; values: readonly Uint8Array[] };
}

export interface ViewOutcome {
  /** The API's JSON of each return value. */
  values: JsonValue[];
  bcs: Uint8Array[];
  /** 1 + the state reads the call made: the node's measure of its work (X-NODE-GAS-USED). */
  gasUsed: bigint;
}

/** The call is malformed for this function (real nodes: 400 `invalid_input`). */
export class ViewInputError extends Error {}

function argumentsOf(call: ViewCall, params: readonly TypeTag[]): JsonValue[] {
  const given = call.arguments.values.length;
  if (given !== params.length) throw new ViewInputError(`Wrong number of arguments: expected ${params.length}, got ${given}`);
  return params.map((tag, index) => {
    try {
      const bytes =
        call.arguments.kind === 'json'
          ? encodeJsonArgument(call.arguments.values[index] ?? null, tag, `arg${index}`)
          : (call.arguments.values[index] ?? new Uint8Array());
      return decodeMoveValue(bytes, tag).value;
    } catch (error) {
      throw new ViewInputError(`Invalid argument ${index} (${formatTypeTag(tag)}): ${errorMessage(error)}`);
    }
  });
}

/** Runs `call` at `version` (already judged readable); throws ViewInputError, ViewAbort or ViewMissingData. */
export function callView(ledger: Ledger, version: bigint, call: ViewCall): ViewOutcome {
  const id = parseFunctionId(call.function);
  if (id === null)
    throw new ViewInputError(`Invalid function id ${JSON.stringify(call.function.slice(0, 200))}: expected address::module::name`);
  const qualified = `${id.address}::${id.module}::${id.name}`;
  const abi = moduleAbiAt(ledger, id.address, id.module, version);
  if (abi === null) throw new ViewInputError(`Module ${id.address}::${id.module} not found at version ${version}`);
  const fn = abi.exposed_functions.find((candidate) => candidate.name === id.name);
  if (fn === undefined)
    throw new ViewInputError(`Function ${qualified} not found in module ${id.address}::${id.module} at version ${version}`);
  if (!fn.is_view) throw new ViewInputError(`Function ${qualified} is not a view function (not marked #[view])`);
  if (call.typeArguments.length !== fn.generic_type_params.length) {
    throw new ViewInputError(`Wrong number of type arguments: expected ${fn.generic_type_params.length}, got ${call.typeArguments.length}`);
  }
  const typeArgs = call.typeArguments.map(formatTypeTag);
  const typed = (types: readonly string[]) => types.map((type) => parseTypeTag(substituteTypeParams(type, typeArgs)));
  const args = argumentsOf(call, typed(fn.params));
  const native = viewFunction(qualified);
  if (native === undefined) throw new Error(`view function ${qualified} is in the ABI but has no native implementation`);
  let reads = 0;
  const state: ViewState = {
    resource(address, structTag) {
      reads++;
      const tag = parseStructTag(structTag);
      const value = ledger.readResource(parseAddress(address), formatTypeTag(tag), version);
      return value === null ? null : decodeResource(value.bytes, tag);
    },
    tableItem(handle, keyType, key, valueType) {
      reads++;
      const value = ledger.readTableItem(parseAddress(handle), encodeAs(keyType, key), version);
      return value === null ? null : decodeMoveValue(value.bytes, parseTypeTag(valueType)).value;
    },
  };
  const returned = native.run(state, typeArgs, args);
  const returnTags = typed(fn.return);
  const bcs = returnTags.map((tag, index) => encodeMoveValue(returned[index] ?? null, tag));
  // the JSON as the API writes values of these types (short addresses, integers as strings past u32)
  const values = bcs.map((bytes, index) => decodeMoveValue(bytes, returnTags[index] ?? { kind: 'bool' }).value);
  return { values, bcs, gasUsed: 1n + BigInt(reads) };
}
