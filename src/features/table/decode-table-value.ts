import { BcsDecodeError, LayoutUnknownError, decodeMoveValue } from '../../core/move/bcs-reader';
import { MoveInputError } from '../../core/move/errors';
import type { JsonValue } from '../../core/move/json';
import type { ShapeSource } from '../../core/move/type-shape';
import { formatTypeTag, parseTypeTag } from '../../core/move/type-tag';

export type DecodedTableValue =
  | { kind: 'none' }
  | { kind: 'decoded'; type: string; value: JsonValue }
  | { kind: 'bad_type'; message: string }
  /** `missing`: the struct without a layout; `reason`: why (e.g. its module does not exist at this version) */
  | { kind: 'layout_unknown'; type: string; missing: string; reason: string }
  | { kind: 'undecodable'; type: string; offset: number; reason: string; path: string };

/**
 * The item's bytes read by the core's strict reader as `valueType`, with the layouts of `layouts`
 * (default: the built-in registry). Every way this can fail is a value, so the page can say which
 * byte and why, and still show the hex.
 */
export function decodeTableValue(bytes: Uint8Array, valueType: string, layouts?: ShapeSource): DecodedTableValue {
  if (valueType.trim() === '') return { kind: 'none' };
  let type: string;
  try {
    const tag = parseTypeTag(valueType);
    type = formatTypeTag(tag);
    return { kind: 'decoded', type, value: decodeMoveValue(bytes, tag, { layouts }).value };
  } catch (error) {
    if (error instanceof MoveInputError) return { kind: 'bad_type', message: error.message };
    const normalized = safeNormalize(valueType);
    if (error instanceof LayoutUnknownError) return { kind: 'layout_unknown', type: normalized, missing: error.type, reason: error.reason };
    if (error instanceof BcsDecodeError) {
      return { kind: 'undecodable', type: normalized, offset: error.offset, reason: reasonOf(error), path: error.path };
    }
    throw error;
  }
}

function safeNormalize(text: string): string {
  try {
    return formatTypeTag(parseTypeTag(text));
  } catch {
    return text;
  }
}

/** The error's message without the "Invalid BCS: " prefix and the trailing offset (shown apart). */
function reasonOf(error: BcsDecodeError): string {
  return error.message.replace(/^Invalid BCS: /, '').replace(/(?: at \S+)?, byte offset \d+$/, '');
}
