import { BcsDecodeError, decodeMoveValue, LayoutUnknownError, type ValueAnnotation } from '../../core/move/bcs-reader';
import type { JsonValue } from '../../core/move/json';
import type { ShapeSource } from '../../core/move/type-shape';
import type { TypeTag } from '../../core/move/type-tag';

export type Inspected =
  | { kind: 'decoded'; value: JsonValue; annotations: ValueAnnotation[] }
  /** malformed bytes: where and why (the reader's message names both) */
  | { kind: 'invalid'; offset: number; message: string }
  | { kind: 'layout_unknown'; message: string };

/** Decodes with byte ranges; `layouts` undefined means the registry alone. */
export function inspectBytes(bytes: Uint8Array, tag: TypeTag, layouts: ShapeSource | undefined): Inspected {
  try {
    const { value, annotations = [] } = decodeMoveValue(bytes, tag, { annotate: true, ...(layouts === undefined ? {} : { layouts }) });
    return { kind: 'decoded', value, annotations };
  } catch (error) {
    if (error instanceof BcsDecodeError) return { kind: 'invalid', offset: error.offset, message: error.message };
    if (error instanceof LayoutUnknownError) return { kind: 'layout_unknown', message: error.message };
    throw error;
  }
}
