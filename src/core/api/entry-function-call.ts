// An entry function call as the node sends its payload, on its own: the transaction and block pages check
// it at first paint, without the call line's writer (transaction-call.ts).
import type { JsonValue } from '../move/json';
import { isRecord } from './wire-body-parse';

/** An entry function call as the node sends its payload. */
export interface EntryFunctionCall {
  function: string;
  type_arguments: string[];
  arguments: JsonValue[];
}

/** The payload is an entry function call (not a script, multisig or write set). */
export function isEntryFunctionCall(payload: unknown): payload is EntryFunctionCall {
  return (
    isRecord(payload) &&
    payload.type === 'entry_function_payload' &&
    typeof payload.function === 'string' &&
    Array.isArray(payload.type_arguments) &&
    payload.type_arguments.every((type) => typeof type === 'string') &&
    Array.isArray(payload.arguments)
  );
}
