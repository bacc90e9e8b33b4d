import { BcsDecodeError } from './bcs-errors';
import { compileReader } from './bcs-compile';
import { BcsInput, DecodeFailure, formatJsonPath } from './bcs-input';
import type { JsonValue } from './json';
import type { ShapeSource } from './type-shape';
import type { StructTag, TypeTag } from './type-tag';
import type { ValueAnnotation } from './value-annotation';

export { BcsDecodeError, LayoutUnknownError } from './bcs-errors';
export type { BcsDecodeReason } from './bcs-errors';

export type { ValueAnnotation } from './value-annotation';

/** `layouts`: where struct layouts come from (default: the built-in registry; see layout-resolver.ts). */
export type DecodeOptions = { annotate?: boolean; layouts?: ShapeSource };
export type DecodedValue = { value: JsonValue; annotations?: ValueAnnotation[] };

/**
 * Strict, layout-driven BCS → API JSON in one pass (docs/api.md#bcs, docs/api.md#move-values-in-json): rejects trailing
 * bytes, non-minimal or oversized ULEB128, bools other than 0/1, reads past the end, impossible
 * lengths and unknown variants. Throws BcsDecodeError, or LayoutUnknownError before reading.
 */
export function decodeMoveValue(bytes: Uint8Array, tag: TypeTag, options?: DecodeOptions): DecodedValue {
  const annotate = options?.annotate === true;
  const input = new BcsInput(bytes, annotate ? [] : undefined);
  try {
    const value = compileReader(tag, annotate, options?.layouts).read(input);
    if (input.position !== input.end) {
      throw new DecodeFailure('trailing_bytes', input.position, `${input.end - input.position} bytes left`);
    }
    return input.annotations === undefined ? { value } : { value, annotations: input.annotations };
  } catch (error) {
    if (!(error instanceof DecodeFailure)) throw error;
    // The fast mode keeps no path: read again in the annotating mode, which fails at the same
    // byte with the path of the value it was reading.
    if (!annotate) return decodeMoveValue(bytes, tag, { ...options, annotate: true });
    throw new BcsDecodeError(error.reason, error.offset, formatJsonPath(input.path), error.detail);
  }
}

/** A resource's stored bytes to its JSON `data`. */
export function decodeResource(bytes: Uint8Array, tag: StructTag): JsonValue {
  return decodeMoveValue(bytes, tag).value;
}
