import { encodeMoveValue } from '../../src/core/move/bcs-writer';
import type { JsonValue } from '../../src/core/move/json';
import { formatStructTag, parseStructTag, parseTypeTag } from '../../src/core/move/type-tag';
import type { StructTag, TypeTag } from '../../src/core/move/type-tag';
import type { StateWrite } from '../store/ledger-store';
import { moduleKey, resourceKey, tableItemKey } from '../store/state-key';

const structTags = new Map<string, { tag: StructTag; normalized: string }>();
const typeTags = new Map<string, TypeTag>();

function cachedStructTag(text: string): { tag: StructTag; normalized: string } {
  let entry = structTags.get(text);
  if (entry === undefined) {
    const tag = parseStructTag(text);
    entry = { tag, normalized: formatStructTag(tag) };
    structTags.set(text, entry);
  }
  return entry;
}

function cachedTypeTag(text: string): TypeTag {
  let tag = typeTags.get(text);
  if (tag === undefined) {
    tag = parseTypeTag(text);
    typeTags.set(text, tag);
  }
  return tag;
}

/** BCS of a JSON value of the Move type written as text (e.g. `u64`, `0x1::string::String`). */
export function encodeAs(typeText: string, value: JsonValue): Uint8Array {
  return encodeMoveValue(value, cachedTypeTag(typeText));
}

/** The state key of a resource, under the normalised form of its tag. */
export function resourceKeyOf(address: Uint8Array, structTagText: string): Uint8Array {
  return resourceKey(address, cachedStructTag(structTagText).normalized);
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
    this.put(resourceKeyOf(address, structTagText), bytes);
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
