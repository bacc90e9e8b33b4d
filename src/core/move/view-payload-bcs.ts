// A view call as BCS, as aptos-core's `ViewFunction` serializes it (types/src/transaction/view_function.rs)
// and the TS SDK sends it (`application/x.aptos.view_function+bcs`, VIEW_BCS_MEDIA_TYPE in src/core/api/endpoints.ts): the module id (address, name), the
// function name, the type arguments as TypeTags, and each argument as its own BCS bytes (vector<vector<u8>>).
import { ADDRESS_LENGTH, formatAddressAt, parseAddress } from './address';
import { BcsDecodeError } from './bcs-errors';
import { BcsInput, DecodeFailure } from './bcs-input';
import { BcsOutput } from './bcs-output';
import { readIdentifier, readTypeTag, writeIdentifier, writeTypeTag } from './type-tag-bcs';
import type { TypeTag } from './type-tag';

export interface ViewPayloadBcs {
  /** `0x1::coin::balance` (address in short form). */
  function: string;
  typeArguments: TypeTag[];
  /** Each argument's BCS bytes. */
  arguments: Uint8Array[];
}

/** Reads a whole ViewFunction; throws BcsDecodeError on bytes that are not one (trailing bytes included). */
export function readViewPayload(bytes: Uint8Array): ViewPayloadBcs {
  try {
    return readPayload(bytes);
  } catch (error) {
    if (error instanceof DecodeFailure) throw new BcsDecodeError(error.reason, error.offset, '', error.detail);
    throw error;
  }
}

function readPayload(bytes: Uint8Array): ViewPayloadBcs {
  const input = new BcsInput(bytes, undefined);
  const at = input.take(ADDRESS_LENGTH);
  const address = formatAddressAt(bytes, at);
  const module = readIdentifier(input);
  const name = readIdentifier(input);
  const typeCount = input.readCount(1);
  const typeArguments: TypeTag[] = [];
  for (let i = 0; i < typeCount; i++) typeArguments.push(readTypeTag(input));
  const argCount = input.readCount(1);
  const args: Uint8Array[] = [];
  for (let i = 0; i < argCount; i++) {
    const length = input.readLength();
    const start = input.take(length);
    args.push(bytes.slice(start, start + length));
  }
  if (input.position !== bytes.length) throw new DecodeFailure('trailing_bytes', input.position);
  return { function: `${address}::${module}::${name}`, typeArguments, arguments: args };
}

export function writeViewPayload(payload: ViewPayloadBcs): Uint8Array {
  const [address = '', module = '', name = ''] = payload.function.split('::');
  const out = new BcsOutput();
  out.writeBytes(parseAddress(address));
  writeIdentifier(out, module);
  writeIdentifier(out, name);
  out.writeUleb(payload.typeArguments.length);
  for (const tag of payload.typeArguments) writeTypeTag(out, tag);
  out.writeUleb(payload.arguments.length);
  for (const arg of payload.arguments) {
    out.writeUleb(arg.length);
    out.writeBytes(arg);
  }
  return out.toBytes();
}
