import type { TypeTag } from './type-tag';

/** Byte range [start, end) of one decoded value and its type; `path` as JSON keys/indices. */
export type ValueAnnotation = { path: (string | number)[]; start: number; end: number; type: TypeTag };
