import type { JsonValue } from './json';
import type { StructTag, TypeTag } from './type-tag';

export { BcsDecodeError, LayoutUnknownError } from './bcs-errors';
export type { BcsDecodeReason } from './bcs-errors';

/** Byte range [start, end) of one decoded value and its type; `path` as JSON keys/indices. */
export type ValueAnnotation = { path: (string | number)[]; start: number; end: number; type: TypeTag };

export type DecodeOptions = { annotate?: boolean };
export type DecodedValue = { value: JsonValue; annotations?: ValueAnnotation[] };

export function decodeMoveValue(_bytes: Uint8Array, _tag: TypeTag, _options?: DecodeOptions): DecodedValue {
  throw new Error('not implemented');
}

export function decodeResource(bytes: Uint8Array, tag: StructTag): JsonValue {
  return decodeMoveValue(bytes, tag).value;
}
