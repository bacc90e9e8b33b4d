import { formatAddressAt } from './address';
import { LayoutUnknownError } from './bcs-errors';
import { BcsInput, DecodeFailure } from './bcs-input';
import { bytesToHex } from './hex-digits';
import type { JsonValue } from './json';
import type { Field } from './layout';
import { findStructLayout } from './registry';
import { formatTypeTag } from './type-tag';
import type { PrimitiveKind, StructTag, TypeTag } from './type-tag';

// Turns a type tag into a reader function once (per type, per mode) and caches it, so decoding
// 50,000 entries costs no layout lookups and no per-value closures.

export type ReadValue = (input: BcsInput) => JsonValue;
/** `minSize`: the fewest bytes any value of the type takes, to reject absurd lengths early. */
export type CompiledType = { read: ReadValue; minSize: number };

const MAX_TYPE_DEPTH = 64;
// Room for every demo type, the 10,000 crowd types included, before starting over.
const MAX_CACHED_TYPES = 25_000;
const caches = { plain: new Map<string, CompiledType>(), annotated: new Map<string, CompiledType>() };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function decodeUtf8(bytes: Uint8Array, start: number, end: number): string {
  try {
    return utf8.decode(bytes.subarray(start, end));
  } catch {
    // Contract value table: invalid UTF-8 in a String is shown, not rejected.
    return `Unparsable utf-8 0x${bytesToHex(bytes, start, end)}`;
  }
}

const readBool: ReadValue = (input) => {
  const at = input.take(1);
  const byte = input.bytes[at];
  if (byte === 1) return true;
  if (byte === 0) return false;
  throw new DecodeFailure('invalid_bool', at, `byte ${byte}`);
};
const readU8: ReadValue = (input) => input.bytes[input.take(1)] ?? 0;
const readU16: ReadValue = (input) => input.view.getUint16(input.take(2), true);
const readU32: ReadValue = (input) => input.view.getUint32(input.take(4), true);
const readU64: ReadValue = (input) => {
  const at = input.take(8);
  const high = input.view.getUint32(at + 4, true);
  // Below 2^53 the double is exact and much cheaper than a bigint.
  if (high < 0x20_0000) return String(high * 4_294_967_296 + input.view.getUint32(at, true));
  return input.view.getBigUint64(at, true).toString();
};
const readU128: ReadValue = (input) => {
  const at = input.take(16);
  const view = input.view;
  return ((view.getBigUint64(at + 8, true) << 64n) | view.getBigUint64(at, true)).toString();
};
const readU256: ReadValue = (input) => {
  const at = input.take(32);
  const view = input.view;
  let value = 0n;
  for (let word = 3; word >= 0; word--) value = (value << 64n) | view.getBigUint64(at + 8 * word, true);
  return value.toString();
};
const readAddress: ReadValue = (input) => formatAddressAt(input.bytes, input.take(32));
const readByteVector: ReadValue = (input) => {
  const count = input.readCount(1);
  const at = input.take(count);
  return '0x' + bytesToHex(input.bytes, at, at + count);
};
const readString: ReadValue = (input) => {
  const count = input.readCount(1);
  const at = input.take(count);
  return input.asciiText(at, at + count) ?? decodeUtf8(input.bytes, at, at + count);
};

const primitives: Record<PrimitiveKind, CompiledType> = {
  bool: { read: readBool, minSize: 1 },
  u8: { read: readU8, minSize: 1 },
  u16: { read: readU16, minSize: 2 },
  u32: { read: readU32, minSize: 4 },
  u64: { read: readU64, minSize: 8 },
  u128: { read: readU128, minSize: 16 },
  u256: { read: readU256, minSize: 32 },
  address: { read: readAddress, minSize: 32 },
  signer: { read: readAddress, minSize: 32 },
};

function isFramework(tag: StructTag, module: string, name: string): boolean {
  return tag.address === '0x1' && tag.module === module && tag.name === name;
}

export function compileReader(tag: TypeTag, annotate: boolean): CompiledType {
  return compile(tag, annotate, 0);
}

function compile(tag: TypeTag, annotate: boolean, depth: number): CompiledType {
  if (depth > MAX_TYPE_DEPTH) throw new DecodeFailure('too_deep', 0, `type nested more than ${MAX_TYPE_DEPTH} levels`);
  const cache = annotate ? caches.annotated : caches.plain;
  const key = formatTypeTag(tag);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const compiled = compileUncached(tag, annotate, depth);
  const result = annotate ? withAnnotation(compiled, tag) : compiled;
  if (cache.size >= MAX_CACHED_TYPES) cache.clear();
  cache.set(key, result);
  return result;
}

/** Records the byte range of every value, parents before children. */
function withAnnotation(compiled: CompiledType, tag: TypeTag): CompiledType {
  const read: ReadValue = (input) => {
    const annotation = { path: input.path.slice(), start: input.position, end: input.position, type: tag };
    input.annotations?.push(annotation);
    const value = compiled.read(input);
    annotation.end = input.position;
    return value;
  };
  return { read, minSize: compiled.minSize };
}

function compileUncached(tag: TypeTag, annotate: boolean, depth: number): CompiledType {
  switch (tag.kind) {
    case 'vector':
      return tag.element.kind === 'u8' ? { read: readByteVector, minSize: 1 } : compileVector(compile(tag.element, annotate, depth + 1), annotate);
    case 'struct':
      return compileStruct(tag, annotate, depth);
    default:
      return primitives[tag.kind];
  }
}

function compileVector(element: CompiledType, annotate: boolean): CompiledType {
  const readElement = element.read;
  const minSize = element.minSize;
  const read: ReadValue = annotate
    ? (input) => {
        const count = input.readCount(minSize);
        const out: JsonValue[] = new Array<JsonValue>(count);
        for (let i = 0; i < count; i++) {
          input.path.push(i);
          out[i] = readElement(input);
          input.path.pop();
        }
        return out;
      }
    : (input) => {
        const count = input.readCount(minSize);
        // Exactly sized: push() would reserve 17 slots for each small vector.
        const out: JsonValue[] = new Array<JsonValue>(count);
        for (let i = 0; i < count; i++) out[i] = readElement(input);
        return out;
      };
  return { read, minSize: 1 };
}

function compileStruct(tag: StructTag, annotate: boolean, depth: number): CompiledType {
  if (isFramework(tag, 'string', 'String') && tag.typeArgs.length === 0) return { read: readString, minSize: 1 };
  const layout = findStructLayout(tag);
  if (layout === undefined) throw new LayoutUnknownError(formatTypeTag(tag));
  if (isFramework(tag, 'option', 'Option') && layout.kind === 'struct') {
    const element = tag.typeArgs[0];
    if (element !== undefined) return compileOption(compile(element, annotate, depth + 1), annotate);
  }
  if (layout.kind === 'struct') {
    const fields = compileFields(layout.fields, annotate, depth);
    return { read: fields.read(() => ({})), minSize: fields.minSize };
  }
  const variants = layout.variants.map((variant) => {
    const fields = compileFields(variant.fields, annotate, depth);
    const name = variant.name;
    return { minSize: fields.minSize, read: fields.read(() => ({ __variant__: name })) };
  });
  const read: ReadValue = (input) => {
    const at = input.position;
    const index = input.readLength();
    const variant = variants[index];
    if (variant === undefined) throw new DecodeFailure('invalid_variant', at, `variant ${index} of ${variants.length}`);
    return variant.read(input);
  };
  const minSize = 1 + Math.min(...variants.map((variant) => variant.minSize));
  return { read, minSize: Number.isFinite(minSize) ? minSize : 1 };
}

function compileOption(element: CompiledType, annotate: boolean): CompiledType {
  const readElement = element.read;
  const read: ReadValue = (input) => {
    const at = input.position;
    const count = input.readLength();
    if (count === 0) return { vec: [] };
    if (count > 1) throw new DecodeFailure('option_too_long', at, `${count} elements`);
    if (!annotate) return { vec: [readElement(input)] };
    input.path.push('vec', 0);
    const value = readElement(input);
    input.path.length -= 2;
    return { vec: [value] };
  };
  return { read, minSize: 1 };
}

type JsonObject = { [key: string]: JsonValue };
type FieldStep = { name: string; read: ReadValue };

/**
 * Reads fields in declaration order (BCS) and stores them under sorted member names (contract
 * value table). `read(start)` makes a reader that adds the members to the object `start()` returns.
 */
function compileFields(fields: readonly Field[], annotate: boolean, depth: number) {
  const compiled = fields.map((field) => compile(field.type, annotate, depth + 1));
  const steps: FieldStep[] = fields.map((field, index) => ({ name: field.name, read: compiled[index]?.read ?? readBool }));
  const minSize = compiled.reduce((sum, field) => sum + field.minSize, 0);
  const sortedNames = steps.map((step) => step.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const inOrder = sortedNames.every((name, index) => steps[index]?.name === name);

  const read = (start: () => JsonObject): ReadValue => {
    if (inOrder && !annotate) {
      return (input) => {
        const out = start();
        for (const step of steps) out[step.name] = step.read(input);
        return out;
      };
    }
    return (input) => {
      const values: { [key: string]: JsonValue } = {};
      for (const step of steps) {
        if (annotate) input.path.push(step.name);
        values[step.name] = step.read(input);
        if (annotate) input.path.pop();
      }
      const out = start();
      for (const name of sortedNames) out[name] = values[name] ?? null;
      return out;
    };
  };
  return { read, minSize };
}
