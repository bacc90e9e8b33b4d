// What a module state key holds. Real nodes store compiled bytecode and derive the ABI from it; the demo
// chain has no compiled bytecode, so it stores the ABI itself, as UTF-8 JSON, and the API answers
// `{"bytecode": "0x", "abi": …}`.
import type { MoveModuleAbi } from '../../src/core/api/schemas';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export function encodeModuleValue(abi: MoveModuleAbi): Uint8Array {
  return encoder.encode(JSON.stringify(abi));
}

/** The API's JSON text of a stored module: `{"bytecode":"0x","abi":…}`. */
export function moduleJsonText(value: Uint8Array): string {
  return `{"bytecode":"0x","abi":${decoder.decode(value)}}`;
}
