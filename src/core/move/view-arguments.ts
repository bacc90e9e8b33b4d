// A view (or entry) function's JSON arguments as real nodes read them (aptos-core api/types convert.rs,
// `try_into_vm_value`): u8, u16, u32 as JSON numbers; u64, u128, u256 as decimal strings; address as a
// string; vector<u8> as a hex string; other vectors as JSON lists; `0x1::string::String` as a string;
// `0x1::object::Object<T>` as its address; `0x1::option::Option<T>` as `null` / the value, or `{"vec": […]}`.
// No other struct can be an argument. One home for the rule: the node reads arguments with it, and the
// explorer checks what it will send with it.
import { encodeMoveValue, MoveValueError, type MoveValueInput } from './bcs-writer';
import type { JsonValue } from './json';
import { MoveInputError } from './errors';
import { formatTypeTag, isFrameworkStruct, type TypeTag } from './type-tag';
import { keyValueHint, keyValueKind, moveJsonOfText, type BytesFormat, type KeyValueKind } from './value-text';
import { fail, ok, type Result } from '../result';

/** The JSON argument `value` as the encoder's input for `tag`; throws MoveValueError naming the argument. */
function toMoveInput(value: JsonValue, tag: TypeTag, path: string): MoveValueInput {
  const fail = (expected: string): never => {
    const shown = JSON.stringify(value) ?? 'undefined';
    throw new MoveValueError(
      `expected ${expected} for ${formatTypeTag(tag)}, got ${shown.length > 40 ? `${shown.slice(0, 37)}...` : shown}`,
      path,
    );
  };
  switch (tag.kind) {
    case 'bool':
      return typeof value === 'boolean' ? value : fail('true or false');
    case 'u8':
    case 'u16':
    case 'u32':
      return typeof value === 'number' && Number.isInteger(value) ? value : fail('a JSON number');
    case 'u64':
    case 'u128':
    case 'u256':
      return typeof value === 'string' && /^\d+$/.test(value) ? value : fail('a decimal string');
    case 'address':
      return typeof value === 'string' ? value : fail('an address string');
    case 'signer':
      return fail('no value (a signer is not an argument of a view function)');
    case 'vector':
      if (tag.element.kind === 'u8' && typeof value === 'string') return value;
      if (!Array.isArray(value)) return fail(tag.element.kind === 'u8' ? 'a hex string' : 'a JSON list');
      return value.map((item, index) => toMoveInput(item, tag.element, `${path}[${index}]`));
    case 'struct': {
      if (isFrameworkStruct(tag, 'string', 'String')) return typeof value === 'string' ? value : fail('a string');
      if (isFrameworkStruct(tag, 'object', 'Object')) return typeof value === 'string' ? { inner: value } : fail('an address string');
      const element = tag.typeArgs[0];
      if (isFrameworkStruct(tag, 'option', 'Option') && element !== undefined) {
        if (value === null) return { vec: [] };
        if (typeof value === 'object' && !Array.isArray(value) && Array.isArray(value.vec)) {
          if (value.vec.length > 1) return fail('at most one element in vec');
          return { vec: value.vec.map((item) => toMoveInput(item, element, `${path}.vec[0]`)) };
        }
        return { vec: [toMoveInput(value, element, path)] };
      }
      return fail('nothing: only String, Object and Option structs can be arguments');
    }
  }
}

/** BCS of one JSON argument of type `tag`, checked as real nodes check it; throws MoveValueError. */
export function encodeJsonArgument(value: JsonValue, tag: TypeTag, name = ''): Uint8Array {
  return encodeMoveValue(toMoveInput(value, tag, name), tag);
}

/** Integers of u8–u32 as JSON numbers at any depth (the text parsers keep every integer as a decimal string). */
function numbersWhereNeeded(value: JsonValue, tag: TypeTag): JsonValue {
  if ((tag.kind === 'u8' || tag.kind === 'u16' || tag.kind === 'u32') && typeof value === 'string' && /^\d{1,10}$/.test(value)) {
    return Number(value);
  }
  if (tag.kind === 'vector' && Array.isArray(value)) return value.map((item) => numbersWhereNeeded(item, tag.element));
  const element = tag.kind === 'struct' ? tag.typeArgs[0] : undefined;
  if (element !== undefined && isFrameworkStruct(tag, 'option', 'Option')) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray(value.vec)) {
      return { vec: value.vec.map((item) => numbersWhereNeeded(item, element)) };
    }
    return value === null ? null : numbersWhereNeeded(value, element);
  }
  return value;
}

/** How a parameter's box reads its text: an Option's box is its element's, empty for none; an Object's is an address. */
export function argumentBox(tag: TypeTag): { kind: KeyValueKind; optional: boolean; element: TypeTag } {
  const element = tag.kind === 'struct' ? tag.typeArgs[0] : undefined;
  if (element !== undefined && isFrameworkStruct(tag, 'option', 'Option')) return { ...argumentBox(element), optional: true };
  if (isFrameworkStruct(tag, 'object', 'Object')) return { kind: 'address', optional: false, element: tag };
  return { kind: keyValueKind(tag), optional: false, element: tag };
}

/** What a parameter's box expects, for its placeholder. */
export function argumentHint(tag: TypeTag, format: BytesFormat): string {
  const box = argumentBox(tag);
  const hint = isFrameworkStruct(box.element, 'object', 'Object') ? 'the object’s address' : keyValueHint(box.kind, format);
  return box.optional ? `empty for none, or ${hint}` : hint;
}

/**
 * The JSON argument the node takes (and the TS SDK's viewJson sends) for text typed in a parameter's box,
 * checked against the type by encoding it; or what is wrong with it.
 */
export function viewArgumentOfText(tag: TypeTag, text: string, format: BytesFormat): Result<JsonValue> {
  const box = argumentBox(tag);
  if (text.trim() === '' && box.optional) return ok(null);
  if (text.trim() === '' && box.kind !== 'string' && !(box.kind === 'bytes' && format === 'utf8')) {
    return fail(`Enter a value (${argumentHint(tag, format)})`);
  }
  const json = moveJsonOfText(box.kind, text, format);
  if (!json.ok) return json;
  const value = numbersWhereNeeded(json.value, box.element);
  try {
    encodeJsonArgument(value, box.element);
    return ok(value);
  } catch (error) {
    if (error instanceof MoveValueError || error instanceof MoveInputError) return fail(error.message);
    throw error;
  }
}
