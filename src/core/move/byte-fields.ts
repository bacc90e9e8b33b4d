import type { ValueAnnotation } from './value-annotation';

// Byte ↔ field mapping for an annotated decode (bcs-reader.ts `annotate`): the reader records every
// value's byte range, parents before children, so the last range holding a byte is the most specific.

/** Same path, segment by segment. */
export function samePath(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}

/** The most specific value owning the byte at `offset` (undefined: no value covers it, e.g. trailing bytes). */
export function annotationAtByte(annotations: readonly ValueAnnotation[], offset: number): ValueAnnotation | undefined {
  let found: ValueAnnotation | undefined;
  for (const annotation of annotations) {
    // a later range inside an earlier one is its child: keep the deepest
    if (offset >= annotation.start && offset < annotation.end && (found === undefined || annotation.path.length >= found.path.length)) found = annotation;
  }
  return found;
}

/** The value at a JSON path. */
export function annotationAtPath(annotations: readonly ValueAnnotation[], path: readonly (string | number)[]): ValueAnnotation | undefined {
  return annotations.find((annotation) => samePath(annotation.path, path));
}
