import { MoveValueError, encodeMoveValue } from '../../core/move/bcs-writer';
import { MoveInputError } from '../../core/move/errors';
import { formatHexBytes } from '../../core/move/hex';
import type { JsonValue } from '../../core/move/json';
import { formatTypeTag } from '../../core/move/type-tag';
import { fail, ok, type Result } from '../../core/result';
import { keyValueHint, keyValueKind, parseKeyType, type BytesFormat, type KeyValueKind } from './key-kind';
import { parseLosslessJson } from './lossless-json';

/** The key's type (normalised) and bytes, or what is wrong and in which box. */
export type TypedKeyResult = Result<{ type: string; bytes: Uint8Array }, { field: 'type' | 'value' }>;

/** The JSON the core's encoder takes for what the user typed, or a message saying what is wrong. */
function keyJson(kind: KeyValueKind, text: string, format: BytesFormat): Result<JsonValue> {
  switch (kind) {
    case 'address':
    case 'integer':
      return ok(text.trim());
    case 'bool': {
      const word = text.trim();
      return word === 'true' || word === 'false' ? ok(word === 'true') : fail('Expected true or false');
    }
    case 'string':
      return ok(text); // exactly as typed: spaces are part of a key
    case 'bytes':
      return ok(format === 'hex' ? text.trim() : formatHexBytes(new TextEncoder().encode(text)));
    case 'json': {
      const parsed = parseLosslessJson(text);
      return parsed.ok ? parsed : fail(`Not valid JSON: ${parsed.message}`);
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
  const kind = keyValueKind(type.value);
  if (valueText.trim() === '' && kind !== 'string' && !(kind === 'bytes' && format === 'utf8')) {
    return { ok: false, field: 'value', message: `Enter a value (${keyValueHint(kind, format)})` };
  }
  const json = keyJson(kind, valueText, format);
  if (!json.ok) return { ok: false, field: 'value', message: json.message };
  try {
    return ok({ type: formatTypeTag(type.value), bytes: encodeMoveValue(json.value, type.value) });
  } catch (error) {
    if (error instanceof MoveValueError || error instanceof MoveInputError) return { ok: false, field: 'value', message: error.message };
    throw error;
  }
}
