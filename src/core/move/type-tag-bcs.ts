// Type tags as BCS, as Move's `TypeTag` / `StructTag` serialize them (move-core-types language_storage):
// a variant index per tag, in the enum's declaration order (u16, u32, u256 were appended later), a struct
// as address (32 bytes), module and name (identifiers, as strings), then its type arguments as a vector.
import { ADDRESS_LENGTH, formatAddressAt, parseAddress } from './address';
import { DecodeFailure, type BcsInput } from './bcs-input';
import type { BcsOutput } from './bcs-output';
import { MAX_TYPE_TAG_DEPTH, type PrimitiveKind, type StructTag, type TypeTag } from './type-tag';

/** TypeTag variants by index; 11 (`Function`, bytecode v8) has no place in a resource's type and is refused. */
const VARIANTS = ['bool', 'u8', 'u64', 'u128', 'address', 'signer', 'vector', 'struct', 'u16', 'u32', 'u256'] as const;
type Variant = (typeof VARIANTS)[number];

const VARIANT_INDEX = new Map<Variant, number>(VARIANTS.map((variant, index) => [variant, index]));

export function writeTypeTag(out: BcsOutput, tag: TypeTag): void {
  out.writeUleb(VARIANT_INDEX.get(tag.kind) ?? 0);
  if (tag.kind === 'vector') writeTypeTag(out, tag.element);
  else if (tag.kind === 'struct') writeStructTagFields(out, tag);
}

/** A StructTag on its own (no variant index), as the key of a resources map. */
export function writeStructTagFields(out: BcsOutput, tag: StructTag): void {
  out.writeBytes(parseAddress(tag.address));
  writeIdentifier(out, tag.module);
  writeIdentifier(out, tag.name);
  out.writeUleb(tag.typeArgs.length);
  for (const arg of tag.typeArgs) writeTypeTag(out, arg);
}

const utf8Encoder = new TextEncoder();

export function writeIdentifier(out: BcsOutput, text: string): void {
  const bytes = utf8Encoder.encode(text);
  out.writeUleb(bytes.length);
  out.writeBytes(bytes);
}

export function readStructTagFields(input: BcsInput, depth = 0): StructTag {
  const at = input.take(ADDRESS_LENGTH);
  const address = formatAddressAt(input.bytes, at);
  const module = readIdentifier(input);
  const name = readIdentifier(input);
  // each type argument is at least its variant byte
  const count = input.readCount(1);
  const typeArgs: TypeTag[] = [];
  for (let i = 0; i < count; i++) typeArgs.push(readTypeTag(input, depth + 1));
  return { kind: 'struct', address, module, name, typeArgs };
}

export function readTypeTag(input: BcsInput, depth = 0): TypeTag {
  // the API's own limit on nesting: a deeper tag could not be asked for again by the explorer anyway
  if (depth > MAX_TYPE_TAG_DEPTH) throw new DecodeFailure('too_deep', input.position, `more than ${MAX_TYPE_TAG_DEPTH} levels`);
  const variant = input.readVariant(VARIANTS);
  if (variant === 'vector') return { kind: 'vector', element: readTypeTag(input, depth + 1) };
  if (variant === 'struct') return readStructTagFields(input, depth);
  return { kind: variant satisfies PrimitiveKind };
}

/** Identifiers are ASCII (letters, digits, `_`); anything else is not a Move identifier. */
export function readIdentifier(input: BcsInput): string {
  const start = input.position;
  const length = input.readLength();
  const at = input.take(length);
  const text = input.asciiText(at, at + length);
  if (text === undefined || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(text)) throw new DecodeFailure('invalid_identifier', start);
  return text;
}
