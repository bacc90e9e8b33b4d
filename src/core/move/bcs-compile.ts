import { formatAddressAt } from './address';
import { LayoutUnknownError } from './bcs-errors';
import { BcsInput, DecodeFailure } from './bcs-input';
import { bytesToHex } from './hex-digits';
import type { JsonValue } from './json';
import { TypeTooDeepError, registryShapes } from './type-shape';
import type { ShapeFields, ShapeSource, ShapeVariant, TypeShape } from './type-shape';
import type { PrimitiveKind, TypeTag } from './type-tag';

// Turns a type's shape (type-shape.ts) into a reader function once (per type, per mode) and caches
// it, so decoding 50,000 entries costs no layout lookups and no per-value closures.

export type ReadValue = (input: BcsInput) => JsonValue;
/** `minSize`: the fewest bytes any value of the type takes, to reject absurd lengths early. */
export type CompiledType = { read: ReadValue; minSize: number };

// Keyed by the shared shapes (type-shape.ts, which bounds them): a reader lives as long as its shape.
const caches = { plain: new WeakMap<TypeShape, CompiledType>(), annotated: new WeakMap<TypeShape, CompiledType>() };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function decodeUtf8(bytes: Uint8Array, start: number, end: number): string {
  try {
    return utf8.decode(bytes.subarray(start, end));
  } catch {
    // docs/api.md#move-values-in-json: invalid UTF-8 in a String is shown, not rejected.
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

const primitives: Record<PrimitiveKind, ReadValue> = {
  bool: readBool,
  u8: readU8,
  u16: readU16,
  u32: readU32,
  u64: readU64,
  u128: readU128,
  u256: readU256,
  address: readAddress,
  signer: readAddress,
};

/** The reader of `tag`, made once per type shape and mode; shapes from `shapes` (the registry's by default). */
export function compileReader(tag: TypeTag, annotate: boolean, shapes: ShapeSource = registryShapes): CompiledType {
  let shape: TypeShape;
  try {
    shape = shapes.shape(tag);
  } catch (error) {
    if (error instanceof TypeTooDeepError) throw new DecodeFailure('too_deep', 0, error.message);
    throw error;
  }
  return compile(shape, annotate);
}

function compile(shape: TypeShape, annotate: boolean): CompiledType {
  const cache = annotate ? caches.annotated : caches.plain;
  const cached = cache.get(shape);
  if (cached !== undefined) return cached;
  const read = compileUncached(shape, annotate);
  const result = { read: annotate ? withAnnotation(read, shape.tag) : read, minSize: shape.minSize };
  cache.set(shape, result);
  return result;
}

/** Records the byte range of every value, parents before children. */
function withAnnotation(readValue: ReadValue, tag: TypeTag): ReadValue {
  return (input) => {
    const annotation = { path: input.path.slice(), start: input.position, end: input.position, type: tag };
    input.annotations?.push(annotation);
    const value = readValue(input);
    annotation.end = input.position;
    return value;
  };
}

function compileUncached(shape: TypeShape, annotate: boolean): ReadValue {
  switch (shape.kind) {
    case 'primitive':
      return primitives[shape.type];
    case 'bytes':
      return readByteVector;
    case 'string':
      return readString;
    case 'vector':
      return compileVector(compile(shape.element, annotate), annotate);
    case 'option':
      return compileOption(compile(shape.element, annotate), annotate);
    case 'struct':
      return compileFields(shape, annotate)(() => ({}));
    case 'enum':
      return compileEnum(shape.variants, annotate);
    case 'unknown':
      throw new LayoutUnknownError(shape.name, shape.reason);
  }
}

function compileVector(element: CompiledType, annotate: boolean): ReadValue {
  const readElement = element.read;
  const minSize = element.minSize;
  return annotate
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
}

function compileEnum(shapes: readonly ShapeVariant[], annotate: boolean): ReadValue {
  const variants = shapes.map((variant) => {
    const name = variant.name;
    return compileFields(variant, annotate)(() => ({ __variant__: name }));
  });
  return (input) => input.readVariant(variants)(input);
}

function compileOption(element: CompiledType, annotate: boolean): ReadValue {
  const readElement = element.read;
  return (input) => {
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
}

type JsonObject = { [key: string]: JsonValue };
type FieldStep = { name: string; read: ReadValue };

/**
 * Reads fields in declaration order (BCS) and stores them under sorted member names
 * (docs/api.md#move-values-in-json), except in an annotated decode: the inspector lists fields beside
 * their bytes, so there they keep the byte order. The result makes a reader that adds the members to
 * the object `start()` returns.
 */
function compileFields(shape: ShapeFields, annotate: boolean) {
  const steps: FieldStep[] = shape.fields.map((field) => ({ name: field.name, read: compile(field.shape, annotate).read }));
  const memberOrder = annotate ? shape.fields.map((_, index) => index) : shape.memberOrder;
  const sortedNames = memberOrder.map((index) => steps[index]?.name ?? '');
  const inOrder = memberOrder.every((index, k) => index === k);

  return (start: () => JsonObject): ReadValue => {
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
}
