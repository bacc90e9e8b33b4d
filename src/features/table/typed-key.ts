import { MoveValueError, encodeMoveValue } from '../../core/move/bcs-writer';
import { MoveInputError } from '../../core/move/errors';
import { formatHexBytes } from '../../core/move/hex';
import type { JsonValue } from '../../core/move/json';
import type { TypeTag } from '../../core/move/type-tag';
import { formatTypeTag, parseTypeTag } from '../../core/move/type-tag';
import { parseLosslessJson } from './lossless-json';

/** How the value box of a key type is read. */
export type KeyValueKind = 'address' | 'bool' | 'integer' | 'string' | 'bytes' | 'json';

/** `vector<u8>` keys can be typed as hex or as UTF-8 text. */
export type BytesFormat = 'hex' | 'utf8';

export type TypedKeyResult =
  | { ok: true; tag: TypeTag; type: string; bytes: Uint8Array }
  | { ok: false; field: 'type' | 'value'; message: string };

const INTEGER_KINDS = new Set(['u8', 'u16', 'u32', 'u64', 'u128', 'u256']);

export function isStringTag(tag: TypeTag): boolean {
  return tag.kind === 'struct' && tag.address === '0x1' && tag.module === 'string' && tag.name === 'String' && tag.typeArgs.length === 0;
}

export function keyValueKind(tag: TypeTag): KeyValueKind {
  if (tag.kind === 'address' || tag.kind === 'signer') return 'address';
  if (tag.kind === 'bool') return 'bool';
  if (INTEGER_KINDS.has(tag.kind)) return 'integer';
  if (isStringTag(tag)) return 'string';
  if (tag.kind === 'vector' && tag.element.kind === 'u8') return 'bytes';
  return 'json';
}

/** What the value box expects, for its placeholder. */
export function keyValueHint(kind: KeyValueKind, format: BytesFormat): string {
  switch (kind) {
    case 'address': return '0x1';
    case 'bool': return 'true or false';
    case 'integer': return 'decimal, e.g. 42';
    case 'string': return 'text, e.g. alpha';
    case 'bytes': return format === 'hex' ? 'hex, e.g. 0x00ff' : 'UTF-8 text';
    case 'json': return 'JSON, e.g. ["1", "2"] or {"field": …}';
  }
}

export function parseKeyType(typeText: string): { ok: true; tag: TypeTag } | { ok: false; message: string } {
  if (typeText.trim() === '') return { ok: false, message: 'Enter a key type, e.g. u64 or 0x1::string::String' };
  try {
    return { ok: true, tag: parseTypeTag(typeText) };
  } catch (error) {
    if (error instanceof MoveInputError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The JSON the core's encoder takes for what the user typed, or a message saying what is wrong. */
function keyJson(kind: KeyValueKind, text: string, format: BytesFormat): { ok: true; value: JsonValue } | { ok: false; message: string } {
  switch (kind) {
    case 'address':
    case 'integer':
      return { ok: true, value: text.trim() };
    case 'bool': {
      const word = text.trim();
      return word === 'true' || word === 'false' ? { ok: true, value: word === 'true' } : { ok: false, message: 'Expected true or false' };
    }
    case 'string':
      return { ok: true, value: text }; // exactly as typed: spaces are part of a key
    case 'bytes':
      return { ok: true, value: format === 'hex' ? text.trim() : formatHexBytes(new TextEncoder().encode(text)) };
    case 'json': {
      const parsed = parseLosslessJson(text);
      return parsed.ok ? parsed : { ok: false, message: `Not valid JSON: ${parsed.reason}` };
    }
  }
}

/**
 * The BCS bytes of a key built from a type and a typed value, through the core's encoder
 * (api-contract.md, "BCS": the raw_item `key` is the BCS of the Move key value).
 */
export function encodeTypedKey(typeText: string, valueText: string, format: BytesFormat): TypedKeyResult {
  const type = parseKeyType(typeText);
  if (!type.ok) return { ok: false, field: 'type', message: type.message };
  const kind = keyValueKind(type.tag);
  if (valueText.trim() === '' && kind !== 'string' && !(kind === 'bytes' && format === 'utf8')) {
    return { ok: false, field: 'value', message: `Enter a value (${keyValueHint(kind, format)})` };
  }
  const json = keyJson(kind, valueText, format);
  if (!json.ok) return { ok: false, field: 'value', message: json.message };
  try {
    return { ok: true, tag: type.tag, type: formatTypeTag(type.tag), bytes: encodeMoveValue(json.value, type.tag) };
  } catch (error) {
    if (error instanceof MoveValueError || error instanceof MoveInputError) return { ok: false, field: 'value', message: error.message };
    throw error;
  }
}
