import { parseAddress } from './address';
import { formatJsonPath } from './bcs-input';
import { BcsOutput } from './bcs-output';
import { MoveInputError } from './errors';
import { parseHexBytes } from './hex';
import { maxUnsigned, parseUnsigned } from './integers';
import type { UnsignedBits } from './integers';
import type { JsonValue } from './json';
import type { Field, StructLayout } from './layout';
import { findStructLayout } from './registry';
import { formatTypeTag } from './type-tag';
import type { StructTag, TypeTag } from './type-tag';

// API JSON (what the reader outputs; integers also as bigint or number) → BCS (bcs-output.ts).
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
const layouts = new WeakMap<StructTag, StructLayout>();
const bitsOf: Partial<Record<TypeTag['kind'], UnsignedBits>> = { u8: 8, u16: 16, u32: 32, u64: 64, u128: 128, u256: 256 };

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

export function encodeMoveValue(value: MoveValueInput, tag: TypeTag): Uint8Array {
  const writer = new BcsOutput();
  writeValue(writer, value, tag, []);
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

function writeValue(writer: BcsOutput, value: Input, tag: TypeTag, path: Segments): void {
  switch (tag.kind) {
    case 'bool':
      if (typeof value !== 'boolean') fail(`expected a bool, got ${describe(value)}`, path);
      writer.writeU8(value ? 1 : 0);
      return;
    case 'u8':
    case 'u16':
    case 'u32':
    case 'u64':
    case 'u128':
    case 'u256': {
      const bits = bitsOf[tag.kind] ?? 256;
      const number = unsigned(value, bits, path);
      if (bits === 8) writer.writeU8(Number(number));
      else if (bits === 16) writer.writeU16(Number(number));
      else if (bits === 32) writer.writeU32(Number(number));
      else writer.writeWide(number, bits / 8);
      return;
    }
    case 'address':
    case 'signer':
      writer.writeBytes(parseOr(value, parseAddress, 'an address', path));
      return;
    case 'vector':
      writeVector(writer, value, tag.element, path);
      return;
    case 'struct':
      writeStruct(writer, value, tag, path);
      return;
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

function writeVector(writer: BcsOutput, value: Input, element: TypeTag, path: Segments): void {
  if (element.kind === 'u8' && typeof value === 'string') {
    const bytes = parseOr(value, parseHexBytes, 'hex bytes', path);
    writer.writeUleb(bytes.length);
    writer.writeBytes(bytes);
    return;
  }
  if (!Array.isArray(value)) fail(`expected ${element.kind === 'u8' ? 'hex bytes or an array' : 'an array'}, got ${describe(value)}`, path);
  writer.writeUleb(value.length);
  for (let i = 0; i < value.length; i++) {
    path.push(i);
    writeValue(writer, value[i] ?? null, element, path);
    path.pop();
  }
}

function layoutOf(tag: StructTag, path: Segments): StructLayout {
  const cached = layouts.get(tag);
  if (cached !== undefined) return cached;
  const layout = findStructLayout(tag) ?? fail(`no layout for ${formatTypeTag(tag)}`, path);
  layouts.set(tag, layout);
  return layout;
}

function writeStruct(writer: BcsOutput, value: Input, tag: StructTag, path: Segments): void {
  if (tag.address === '0x1' && tag.module === 'string' && tag.name === 'String' && tag.typeArgs.length === 0) {
    if (typeof value !== 'string') fail(`expected a string, got ${describe(value)}`, path);
    const bytes = utf8.encode(value);
    writer.writeUleb(bytes.length);
    writer.writeBytes(bytes);
    return;
  }
  const layout = layoutOf(tag, path);
  if (!isObject(value)) fail(`expected an object for ${formatTypeTag(tag)}, got ${describe(value)}`, path);
  if (tag.address === '0x1' && tag.module === 'option' && tag.name === 'Option') {
    // Contract value table: an Option is {"vec": []} or {"vec": [v]}.
    const items = value['vec'];
    const count = Array.isArray(items) ? items.length : typeof items === 'string' ? Math.floor(items.replace(/^0x/, '').length / 2) : 0;
    if (count > 1) fail(`Option holds at most one value, got ${count}`, [...path, 'vec']);
  }
  if (layout.kind === 'struct') {
    writeFields(writer, value, layout.fields, [], path);
    return;
  }
  const variantName = value['__variant__'];
  const index = layout.variants.findIndex((variant) => variant.name === variantName);
  const variant = layout.variants[index];
  if (variant === undefined) {
    const names = layout.variants.map((candidate) => candidate.name).join(', ');
    return fail(`"__variant__" must be one of ${names}, got ${describe(variantName ?? null)}`, path);
  }
  writer.writeUleb(index);
  writeFields(writer, value, variant.fields, ['__variant__'], path);
}

function writeFields(writer: BcsOutput, value: { [key: string]: MoveValueInput }, fields: readonly Field[], extraKeys: string[], path: Segments): void {
  for (const key of Object.keys(value)) {
    if (!extraKeys.includes(key) && !fields.some((field) => field.name === key)) fail(`unknown field "${key}"`, path);
  }
  for (const field of fields) {
    const member = value[field.name];
    if (member === undefined) fail(`missing field "${field.name}"`, path);
    path.push(field.name);
    writeValue(writer, member, field.type, path);
    path.pop();
  }
}
