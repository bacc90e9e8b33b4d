// Stored BCS straight to the API's JSON text (docs/api.md#move-values-in-json), without building the
// value as objects first: a historical read cannot use the rendered-text cache (every version of
// Clock or Showcase is a new row), and decode + JSON.stringify was its largest cost.
// The output is exactly JSON.stringify(decodeMoveValue(...).value): the core reader is the oracle
// (bcs-json-text.test.ts). It reads through the core's BcsInput, so strictness (minimal ULEB128,
// lengths, bools, end of input) is the same code; any failure is handed to the core reader, which
// throws its own error with the JSON path.
import { formatAddressAt } from './address';
import { LayoutUnknownError } from './bcs-errors';
import { BcsInput, DecodeFailure } from './bcs-input';
import { decodeMoveValue } from './bcs-reader';
import { FieldMemo, StructTextWriter } from './bcs-json-text-reuse';
import { bytesToHex } from './hex-digits';
import type { Field } from './layout';
import { findStructLayout } from './registry';
import { formatTypeTag } from './type-tag';
import type { PrimitiveKind, StructTag, TypeTag } from './type-tag';

type WriteText = (input: BcsInput) => string;
type Compiled = { write: WriteText; minSize: number };

const MAX_TYPE_DEPTH = 64;
const MAX_CACHED_TYPES = 25_000;
const cache = new Map<string, Compiled>();
// The route's parsed tags are reused objects: skip formatting the tag for the cache key.
const byTagObject = new WeakMap<TypeTag, Compiled>();
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The JSON text of a Move value of type `tag`, byte-identical to JSON.stringify of the core reader's value. */
export function bcsToJsonText(bytes: Uint8Array, tag: TypeTag): string {
  const input = new BcsInput(bytes, undefined);
  try {
    let compiled = byTagObject.get(tag);
    if (compiled === undefined) {
      compiled = compile(tag, 0);
      byTagObject.set(tag, compiled);
    }
    const text = compiled.write(input);
    if (input.position === input.end) return text;
  } catch (error) {
    if (!(error instanceof DecodeFailure) && !(error instanceof LayoutUnknownError)) throw error;
  }
  // Bad bytes or an unknown layout: the core reader says exactly why (or, should it ever accept what
  // this writer refused, its value is still the right answer).
  return JSON.stringify(decodeMoveValue(bytes, tag).value);
}

const writeBool: WriteText = (input) => {
  const at = input.take(1);
  const byte = input.bytes[at];
  if (byte === 1) return 'true';
  if (byte === 0) return 'false';
  throw new DecodeFailure('invalid_bool', at, `byte ${byte}`);
};
const writeU8: WriteText = (input) => String(input.bytes[input.take(1)] ?? 0);
const writeU16: WriteText = (input) => String(input.view.getUint16(input.take(2), true));
const writeU32: WriteText = (input) => String(input.view.getUint32(input.take(4), true));
const writeU64: WriteText = (input) => {
  const at = input.take(8);
  const high = input.view.getUint32(at + 4, true);
  // Below 2^53 the double is exact and much cheaper than a bigint.
  if (high < 0x20_0000) return `"${high * 4_294_967_296 + input.view.getUint32(at, true)}"`;
  return `"${input.view.getBigUint64(at, true)}"`;
};
const writeU128: WriteText = (input) => {
  const at = input.take(16);
  const view = input.view;
  return `"${(view.getBigUint64(at + 8, true) << 64n) | view.getBigUint64(at, true)}"`;
};
const writeU256: WriteText = (input) => {
  const at = input.take(32);
  const view = input.view;
  let value = 0n;
  for (let word = 3; word >= 0; word--) value = (value << 64n) | view.getBigUint64(at + 8 * word, true);
  return `"${value}"`;
};
const writeAddress: WriteText = (input) => `"${formatAddressAt(input.bytes, input.take(32))}"`;
const writeByteVector: WriteText = (input) => {
  const count = input.readCount(1);
  const at = input.take(count);
  return `"0x${bytesToHex(input.bytes, at, at + count)}"`;
};
const writeString: WriteText = (input) => {
  const count = input.readCount(1);
  const at = input.take(count);
  const ascii = input.asciiText(at, at + count);
  if (ascii !== undefined) return JSON.stringify(ascii);
  try {
    return JSON.stringify(utf8.decode(input.bytes.subarray(at, at + count)));
  } catch {
    // contract value table: invalid UTF-8 in a String is shown, not rejected
    return `"Unparsable utf-8 0x${bytesToHex(input.bytes, at, at + count)}"`;
  }
};

const primitives: Record<PrimitiveKind, Compiled> = {
  bool: { write: writeBool, minSize: 1 },
  u8: { write: writeU8, minSize: 1 },
  u16: { write: writeU16, minSize: 2 },
  u32: { write: writeU32, minSize: 4 },
  u64: { write: writeU64, minSize: 8 },
  u128: { write: writeU128, minSize: 16 },
  u256: { write: writeU256, minSize: 32 },
  address: { write: writeAddress, minSize: 32 },
  signer: { write: writeAddress, minSize: 32 },
};

function isFramework(tag: StructTag, module: string, name: string): boolean {
  return tag.address === '0x1' && tag.module === module && tag.name === name;
}

function compile(tag: TypeTag, depth: number): Compiled {
  if (depth > MAX_TYPE_DEPTH) throw new DecodeFailure('too_deep', 0, `type nested more than ${MAX_TYPE_DEPTH} levels`);
  const key = formatTypeTag(tag);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const compiled = compileUncached(tag, depth);
  if (cache.size >= MAX_CACHED_TYPES) cache.clear();
  cache.set(key, compiled);
  return compiled;
}

function compileUncached(tag: TypeTag, depth: number): Compiled {
  switch (tag.kind) {
    case 'vector':
      return tag.element.kind === 'u8' ? { write: writeByteVector, minSize: 1 } : compileVector(compile(tag.element, depth + 1));
    case 'struct':
      return compileStruct(tag, depth);
    default:
      return primitives[tag.kind];
  }
}

function compileVector(element: Compiled): Compiled {
  const { write: writeElement, minSize } = element;
  const write: WriteText = (input) => {
    const count = input.readCount(minSize);
    if (count === 0) return '[]';
    let out = '[' + writeElement(input);
    for (let i = 1; i < count; i++) out += ',' + writeElement(input);
    return out + ']';
  };
  return { write, minSize: 1 };
}

function compileStruct(tag: StructTag, depth: number): Compiled {
  if (isFramework(tag, 'string', 'String') && tag.typeArgs.length === 0) return { write: writeString, minSize: 1 };
  const layout = findStructLayout(tag);
  if (layout === undefined) throw new LayoutUnknownError(formatTypeTag(tag));
  if (isFramework(tag, 'option', 'Option') && layout.kind === 'struct') {
    const element = tag.typeArgs[0];
    if (element !== undefined) return compileOption(compile(element, depth + 1));
  }
  if (layout.kind === 'struct') {
    const fields = compileFields(layout.fields, '{', depth);
    return { write: fields.write, minSize: fields.minSize };
  }
  const variants = layout.variants.map((variant) => compileFields(variant.fields, `{"__variant__":${JSON.stringify(variant.name)}`, depth));
  const write: WriteText = (input) => {
    const at = input.position;
    const index = input.readLength();
    const variant = variants[index];
    if (variant === undefined) throw new DecodeFailure('invalid_variant', at, `variant ${index} of ${variants.length}`);
    return variant.write(input);
  };
  const minSize = 1 + Math.min(...variants.map((variant) => variant.minSize));
  return { write, minSize: Number.isFinite(minSize) ? minSize : 1 };
}

function compileOption(element: Compiled): Compiled {
  const writeElement = element.write;
  const write: WriteText = (input) => {
    const at = input.position;
    const count = input.readLength();
    if (count === 0) return '{"vec":[]}';
    if (count > 1) throw new DecodeFailure('option_too_long', at, `${count} elements`);
    return `{"vec":[${writeElement(input)}]}`;
  };
  return { write, minSize: 1 };
}

/**
 * Reads fields in declaration order (BCS) and writes them under sorted member names (contract value
 * table), after `opening` (`{`, or `{"__variant__":"Name"` for an enum variant).
 */
function compileFields(fields: readonly Field[], opening: string, depth: number): Compiled {
  const compiled = fields.map((field) => compile(field.type, depth + 1));
  const writers = compiled.map((field) => field.write);
  // bool and u8 decode as fast as they compare: no memo
  const memos = compiled.map((field) => (field.write === writeBool || field.write === writeU8 ? null : new FieldMemo()));
  const minSize = compiled.reduce((sum, field) => sum + field.minSize, 0);
  const sorted = fields
    .map((field, index) => ({ name: field.name, index }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // `"name":` with its separator, in output order; `order[k]` is the declaration index of output member k
  const prefixes = sorted.map((field, k) => (k === 0 && opening === '{' ? '' : ',') + JSON.stringify(field.name) + ':');
  const order = sorted.map((field) => field.index);
  const count = fields.length;
  const closing = opening + '}';
  const texts = new StructTextWriter(opening, prefixes, order);
  const write: WriteText = (input) => {
    if (count === 0) return closing;
    const next = texts.begin();
    const values = next.values;
    for (let i = 0; i < count; i++) {
      const memo = memos[i];
      if (memo === null || memo === undefined) {
        values[i] = (writers[i] ?? writeBool)(input);
      } else if (memo.skipRepeat(input)) {
        values[i] = memo.text;
      } else {
        const start = input.position;
        const text = (writers[i] ?? writeBool)(input);
        memo.remember(input, start, text);
        values[i] = text;
      }
    }
    return texts.finish(next);
  };
  return { write, minSize };
}
