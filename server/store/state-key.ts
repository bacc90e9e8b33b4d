// State keys, as bytes that sort the way listings need them:
// resource   = 0x00 ‖ 32-byte address ‖ UTF-8 of the normalised struct tag
// table item = 0x01 ‖ 32-byte handle ‖ BCS key bytes
// module     = 0x02 ‖ 32-byte address ‖ UTF-8 of the module name
const RESOURCE_TAG = 0x00;
const TABLE_ITEM_TAG = 0x01;
const MODULE_TAG = 0x02;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function prefixed(tag: number, id: Uint8Array, rest: Uint8Array): Uint8Array {
  if (id.length !== 32) throw new RangeError(`state key: expected a 32-byte id, got ${id.length} bytes`);
  const key = new Uint8Array(33 + rest.length);
  key[0] = tag;
  key.set(id, 1);
  key.set(rest, 33);
  return key;
}

export function resourceKey(address: Uint8Array, normalizedStructTag: string): Uint8Array {
  return prefixed(RESOURCE_TAG, address, encoder.encode(normalizedStructTag));
}

export function tableItemKey(handle: Uint8Array, keyBytes: Uint8Array): Uint8Array {
  return prefixed(TABLE_ITEM_TAG, handle, keyBytes);
}

export function moduleKey(address: Uint8Array, moduleName: string): Uint8Array {
  return prefixed(MODULE_TAG, address, encoder.encode(moduleName));
}

/** The key range [from, to) holding every module of an address. */
export function moduleRange(address: Uint8Array): { from: Uint8Array; to: Uint8Array } {
  const from = prefixed(MODULE_TAG, address, new Uint8Array(0));
  return { from, to: prefixEnd(from) };
}

/** The module name of a module key, or null when the bytes are not a module key of that address. */
export function moduleNameOfKey(key: Uint8Array, address: Uint8Array): string | null {
  return nameAfterPrefix(key, MODULE_TAG, address);
}

/** The key range [from, to) holding every resource of an address. */
export function resourceRange(address: Uint8Array): { from: Uint8Array; to: Uint8Array } {
  const from = prefixed(RESOURCE_TAG, address, new Uint8Array(0));
  return { from, to: prefixEnd(from) };
}

/** The smallest byte string greater than every string starting with prefix. */
export function prefixEnd(prefix: Uint8Array): Uint8Array {
  const end = Uint8Array.from(prefix);
  for (let i = end.length - 1; i >= 0; i--) {
    const byte = end[i] ?? 0;
    if (byte < 0xff) {
      end[i] = byte + 1;
      return end.subarray(0, i + 1);
    }
  }
  throw new RangeError('state key: prefix of 0xff bytes has no end');
}

/** The struct tag of a resource key, or null when the bytes are not a resource key of that address. */
export function structTagOfResourceKey(key: Uint8Array, address: Uint8Array): string | null {
  return nameAfterPrefix(key, RESOURCE_TAG, address);
}

function nameAfterPrefix(key: Uint8Array, tag: number, address: Uint8Array): string | null {
  if (key.length <= 33 || key[0] !== tag) return null;
  for (let i = 0; i < 32; i++) if (key[i + 1] !== address[i]) return null;
  try {
    return decoder.decode(key.subarray(33));
  } catch {
    return null;
  }
}

export type DecodedStateKey =
  | { kind: 'resource'; address: Uint8Array; structTag: string }
  | { kind: 'table_item'; handle: Uint8Array; key: Uint8Array }
  | { kind: 'module'; address: Uint8Array; name: string };

/** What a state key names (a write set lists keys of every kind). */
export function decodeStateKey(key: Uint8Array): DecodedStateKey {
  if (key.length < 33) throw new RangeError(`state key: ${key.length} bytes is too short`);
  const id = key.subarray(1, 33);
  const rest = key.subarray(33);
  switch (key[0]) {
    case RESOURCE_TAG:
      return { kind: 'resource', address: id, structTag: decoder.decode(rest) };
    case TABLE_ITEM_TAG:
      return { kind: 'table_item', handle: id, key: rest };
    case MODULE_TAG:
      return { kind: 'module', address: id, name: decoder.decode(rest) };
    default:
      throw new RangeError(`state key: unknown kind ${key[0]}`);
  }
}
