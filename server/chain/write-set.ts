import { encodeMoveValue } from '../../src/core/move/bcs-writer';
import type { JsonValue } from '../../src/core/move/json';
import { formatStructTag, parseStructTag, parseTypeTag } from '../../src/core/move/type-tag';
import type { StateWrite } from '../store/ledger-store';
import { moduleKey, resourceKey, tableItemKey } from '../store/state-key';
import { parsedOnce } from './parsed-once';

const cachedTypeTag = parsedOnce(parseTypeTag);
const cachedStructTag = parsedOnce((text) => {
  const tag = parseStructTag(text);
  return { tag, normalized: formatStructTag(tag) };
});

/** BCS of a JSON value of the Move type written as text (e.g. `u64`, `0x1::string::String`). */
export function encodeAs(typeText: string, value: JsonValue): Uint8Array {
  return encodeMoveValue(value, cachedTypeTag(typeText));
}

/** One transaction's writes; a later write of the same key replaces the earlier one. */
export class WriteSet {
  private readonly writes = new Map<string, StateWrite>();

  private put(key: Uint8Array, value: Uint8Array | null): void {
    this.writes.set(Buffer.from(key).toString('latin1'), { key, value });
  }

  resource(address: Uint8Array, structTagText: string, value: JsonValue): this {
    const { tag, normalized } = cachedStructTag(structTagText);
    this.put(resourceKey(address, normalized), encodeMoveValue(value, tag));
    return this;
  }

  /** A resource whose BCS is already known (e.g. built without the JSON detour). */
  resourceBytes(address: Uint8Array, structTagText: string, bytes: Uint8Array): this {
    this.put(resourceKey(address, cachedStructTag(structTagText).normalized), bytes);
    return this;
  }

  tableItem(handle: Uint8Array, keyBytes: Uint8Array, valueBytes: Uint8Array | null): this {
    this.put(tableItemKey(handle, keyBytes), valueBytes);
    return this;
  }

  /** A published module: its stored value (module-store.ts). */
  module(address: Uint8Array, moduleName: string, valueBytes: Uint8Array): this {
    this.put(moduleKey(address, moduleName), valueBytes);
    return this;
  }

  toArray(): StateWrite[] {
    return [...this.writes.values()];
  }
}
