// The resources list as BCS (`Accept: application/x-bcs`), shaped as real nodes send it: a
// `BTreeMap<StructTag, Vec<u8>>` (aptos-core api/src/accounts.rs), i.e. a ULEB128 count, then each
// struct tag followed by its value's stored bytes as a vector, sorted by the keys' bytes (BCS's map order,
// within each page). Reading it costs a walk over the tags: a value is a length to skip, never parsed.
import { BcsDecodeError } from '../move/bcs-errors';
import { BcsInput, DecodeFailure } from '../move/bcs-input';
import { BcsOutput } from '../move/bcs-output';
import { formatStructTag, type StructTag } from '../move/type-tag';
import { readStructTagFields, writeStructTagFields } from '../move/type-tag-bcs';

// account-resources-read.ts tells a bad list from other failures by this class
export { BcsDecodeError };

/** One listed resource: its normalised type and its value's BCS bytes (a view into the answer, not a copy). */
export interface ListedResourceBytes {
  type: string;
  bytes: Uint8Array;
}

/** Smallest entry: a 32-byte address, two one-letter identifiers, no type arguments, an empty value. */
const MIN_ENTRY_BYTES = 32 + 2 + 2 + 1 + 1;

export function decodeResourceListBcs(bytes: Uint8Array): ListedResourceBytes[] {
  const input = new BcsInput(bytes, undefined);
  try {
    const count = input.readCount(MIN_ENTRY_BYTES);
    const listed: ListedResourceBytes[] = [];
    for (let i = 0; i < count; i++) {
      const tag = readStructTagFields(input);
      const length = input.readLength();
      const at = input.take(length);
      listed.push({ type: formatStructTag(tag), bytes: bytes.subarray(at, at + length) });
    }
    if (input.position !== bytes.length) throw new DecodeFailure('trailing_bytes', input.position);
    return listed;
  } catch (error) {
    if (error instanceof DecodeFailure) throw new BcsDecodeError(error.reason, error.offset, '', error.detail);
    throw error;
  }
}

/** What the node sends: entries in the map's order (by the bytes of each encoded tag), whatever order they come in. */
export function encodeResourceListBcs(entries: readonly { tag: StructTag; bytes: Uint8Array }[]): Uint8Array {
  const keyed = entries.map((entry) => {
    const key = new BcsOutput(64);
    writeStructTagFields(key, entry.tag);
    return { key: key.toBytes(), bytes: entry.bytes };
  });
  keyed.sort((a, b) => compareBytes(a.key, b.key));
  const out = new BcsOutput(keyed.reduce((sum, entry) => sum + entry.key.length + entry.bytes.length + 5, 5));
  out.writeUleb(keyed.length);
  for (const entry of keyed) {
    out.writeBytes(entry.key);
    out.writeUleb(entry.bytes.length);
    out.writeBytes(entry.bytes);
  }
  return out.toBytes();
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}
