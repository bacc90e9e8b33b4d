import { MoveValueError, encodeMoveValue } from '../../core/move/bcs-writer';
import { MoveInputError } from '../../core/move/errors';
import { formatTypeTag } from '../../core/move/type-tag';
import { ok, type Result } from '../../core/result';
import { keyValueHint, keyValueKind, moveJsonOfText, parseKeyType, type BytesFormat } from '../../core/move/value-text';

/** The key's type (normalised) and bytes, or what is wrong and in which box. */
export type TypedKeyResult = Result<{ type: string; bytes: Uint8Array }, { field: 'type' | 'value' }>;

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
  const json = moveJsonOfText(kind, valueText, format);
  if (!json.ok) return { ok: false, field: 'value', message: json.message };
  try {
    return ok({ type: formatTypeTag(type.value), bytes: encodeMoveValue(json.value, type.value) });
  } catch (error) {
    if (error instanceof MoveValueError || error instanceof MoveInputError) return { ok: false, field: 'value', message: error.message };
    throw error;
  }
}
