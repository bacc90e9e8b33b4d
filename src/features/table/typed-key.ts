import { MoveValueError, encodeMoveValue } from '../../core/move/bcs-writer';
import { MoveInputError } from '../../core/move/errors';
import { formatHexBytes } from '../../core/move/hex';
import type { JsonValue } from '../../core/move/json';
import type { TypeTag } from '../../core/move/type-tag';
import { formatTypeTag } from '../../core/move/type-tag';
import type { BytesFormat, KeyValueKind } from './key-kind';
import { keyValueHint, keyValueKind, parseKeyType } from './key-kind';
import { parseLosslessJson } from './lossless-json';

export type TypedKeyResult =
  | { ok: true; tag: TypeTag; type: string; bytes: Uint8Array }
  | { ok: false; field: 'type' | 'value'; message: string };

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
 * (docs/api.md#bcs: the raw_item `key` is the BCS of the Move key value).
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
