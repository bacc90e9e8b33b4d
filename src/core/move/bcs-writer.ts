import { parseAddress } from './address';
import { formatJsonPath } from './bcs-input';
import { BcsOutput } from './bcs-output';
import { MoveInputError } from './errors';
import { parseHexBytes } from './hex';
import { maxUnsigned, parseUnsigned } from './integers';
import type { UnsignedBits } from './integers';
import type { JsonValue } from './json';
import { TypeTooDeepError, registryShapes, typeShape } from './type-shape';
import type { ShapeField, ShapeSource, ShapeVariant, TypeShape } from './type-shape';
import type { PrimitiveKind, TypeTag } from './type-tag';

// API JSON (what the reader outputs; integers also as bigint or number) → BCS (bcs-output.ts), by the
// type's shape (type-shape.ts).
// Every value is checked against its type first, with the JSON path in the error.

export class MoveValueError extends Error {
  readonly path: string;

  constructor(message: string, path: string) {
    super(path === '' ? message : `${message} at ${path}`);
    this.name = 'MoveValueError';
    this.path = path;
  }
}

/** The API's JSON form, where any integer may also be a bigint (handy when building values). */
export type MoveValueInput = JsonValue | bigint | MoveValueInput[] | { [key: string]: MoveValueInput };

type Segments = (string | number)[];
type Input = MoveValueInput;

const utf8 = new TextEncoder();
const bitsOf: Record<Exclude<PrimitiveKind, 'bool' | 'address' | 'signer'>, UnsignedBits> = {
  u8: 8,
  u16: 16,
  u32: 32,
  u64: 64,
  u128: 128,
  u256: 256,
};
const u8Shape = typeShape({ kind: 'u8' });

function fail(message: string, path: Segments): never {
  throw new MoveValueError(message, formatJsonPath(path));
}

function describe(value: Input): string {
  if (typeof value === 'bigint') return `${value}`;
  const text = JSON.stringify(value, (_key, member: unknown) => (typeof member === 'bigint' ? `${member}` : member));
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function isObject(value: Input): value is { [key: string]: MoveValueInput } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `layouts`: where struct layouts come from (default: the built-in registry; see layout-resolver.ts). */
export function encodeMoveValue(value: MoveValueInput, tag: TypeTag, layouts: ShapeSource = registryShapes): Uint8Array {
  let shape: TypeShape;
  try {
    shape = layouts.shape(tag);
  } catch (error) {
    if (error instanceof TypeTooDeepError) fail(error.message, []);
    throw error;
  }
  const writer = new BcsOutput();
  writeValue(writer, value, shape, []);
  return writer.toBytes();
}

function unsigned(value: Input, bits: UnsignedBits, path: Segments): bigint {
  let result: bigint;
  if (typeof value === 'bigint') result = value;
  else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) fail(`u${bits} value ${describe(value)} is not a safe integer`, path);
    result = BigInt(value);
  } else if (typeof value === 'string') {
    try {
      result = parseUnsigned(value, 256);
    } catch (error) {
      if (error instanceof MoveInputError) fail(`u${bits} value ${describe(value)} is not a decimal integer`, path);
      throw error;
    }
  } else return fail(`expected a u${bits}, got ${describe(value)}`, path);
  if (result < 0n || result > maxUnsigned(bits)) fail(`u${bits} value ${describe(value)} out of range`, path);
  return result;
}

function writeValue(writer: BcsOutput, value: Input, shape: TypeShape, path: Segments): void {
  switch (shape.kind) {
    case 'primitive':
      writePrimitive(writer, value, shape.type, path);
      return;
    case 'bytes':
      writeSequence(writer, value, u8Shape, path);
      return;
    case 'vector':
      writeSequence(writer, value, shape.element, path);
      return;
    case 'string': {
      if (typeof value !== 'string') fail(`expected a string, got ${describe(value)}`, path);
      const bytes = utf8.encode(value);
      writer.writeUleb(bytes.length);
      writer.writeBytes(bytes);
      return;
    }
    case 'option': {
      const object = objectFor(value, shape, path);
      // docs/api.md#move-values-in-json: an Option is {"vec": []} or {"vec": [v]}.
      const items = object['vec'];
      const count = Array.isArray(items) ? items.length : typeof items === 'string' ? Math.floor(items.replace(/^0x/, '').length / 2) : 0;
      if (count > 1) fail(`Option holds at most one value, got ${count}`, [...path, 'vec']);
      writeFields(writer, object, shape.fields, [], path);
      return;
    }
    case 'struct':
      writeFields(writer, objectFor(value, shape, path), shape.fields, [], path);
      return;
    case 'enum':
      writeEnum(writer, objectFor(value, shape, path), shape.variants, path);
      return;
    case 'unknown':
      fail(`no layout for ${shape.name}`, path);
  }
}

function writePrimitive(writer: BcsOutput, value: Input, kind: PrimitiveKind, path: Segments): void {
  switch (kind) {
    case 'bool':
      if (typeof value !== 'boolean') fail(`expected a bool, got ${describe(value)}`, path);
      writer.writeU8(value ? 1 : 0);
      return;
    case 'address':
    case 'signer':
      writer.writeBytes(parseOr(value, parseAddress, 'an address', path));
      return;
    default: {
      const bits = bitsOf[kind];
      const number = unsigned(value, bits, path);
      if (bits === 8) writer.writeU8(Number(number));
      else if (bits === 16) writer.writeU16(Number(number));
      else if (bits === 32) writer.writeU32(Number(number));
      else writer.writeWide(number, bits / 8);
    }
  }
}

function parseOr(value: Input, parse: (text: string) => Uint8Array, what: string, path: Segments): Uint8Array {
  if (typeof value !== 'string') fail(`expected ${what}, got ${describe(value)}`, path);
  try {
    return parse(value);
  } catch (error) {
    if (error instanceof MoveInputError) fail(`expected ${what}, got ${describe(value)} (${error.reason})`, path);
    throw error;
  }
}

/** A vector's elements; `vector<u8>` also takes hex bytes. */
function writeSequence(writer: BcsOutput, value: Input, element: TypeShape, path: Segments): void {
  const bytesElement = element.kind === 'primitive' && element.type === 'u8';
  if (bytesElement && typeof value === 'string') {
    const bytes = parseOr(value, parseHexBytes, 'hex bytes', path);
    writer.writeUleb(bytes.length);
    writer.writeBytes(bytes);
    return;
  }
  if (!Array.isArray(value)) fail(`expected ${bytesElement ? 'hex bytes or an array' : 'an array'}, got ${describe(value)}`, path);
  writer.writeUleb(value.length);
  for (let i = 0; i < value.length; i++) {
    path.push(i);
    writeValue(writer, value[i] ?? null, element, path);
    path.pop();
  }
}

/** A struct-like value must be a JSON object; a struct without a layout fails first. */
function objectFor(value: Input, shape: TypeShape, path: Segments): { [key: string]: MoveValueInput } {
  if (!isObject(value)) fail(`expected an object for ${shape.name}, got ${describe(value)}`, path);
  return value;
}

function writeEnum(writer: BcsOutput, value: { [key: string]: MoveValueInput }, variants: readonly ShapeVariant[], path: Segments): void {
  const variantName = value['__variant__'];
  const index = variants.findIndex((variant) => variant.name === variantName);
  const variant = variants[index];
  if (variant === undefined) {
    const names = variants.map((candidate) => candidate.name).join(', ');
    return fail(`"__variant__" must be one of ${names}, got ${describe(variantName ?? null)}`, path);
  }
  writer.writeUleb(index);
  writeFields(writer, value, variant.fields, ['__variant__'], path);
}

function writeFields(
  writer: BcsOutput,
  value: { [key: string]: MoveValueInput },
  fields: readonly ShapeField[],
  extraKeys: string[],
  path: Segments,
): void {
  for (const key of Object.keys(value)) {
    if (!extraKeys.includes(key) && !fields.some((field) => field.name === key)) fail(`unknown field "${key}"`, path);
  }
  for (const field of fields) {
    const member = value[field.name];
    if (member === undefined) fail(`missing field "${field.name}"`, path);
    path.push(field.name);
    writeValue(writer, member, field.shape, path);
    path.pop();
  }
}
