import type { ValueAnnotation } from './value-annotation';

// Byte ↔ field mapping for an annotated decode (bcs-reader.ts `annotate`): the reader records every
// value's byte range, parents before children, so the last range holding a byte is the most specific.

/** Same path, segment by segment. */
export function samePath(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}

/**
 * The most specific value owning the byte at `offset` (undefined: no value covers it, e.g. trailing bytes).
 * Binary search (a click on the 2.5 MB `Large` must not scan its ≈ 300,000 ranges): ranges come in
 * pre-order, so starts never decrease, and a value's own bytes (a length prefix, a variant or option tag)
 * come before its children's. The last range starting at or before `offset` therefore owns it, unless
 * it is empty or ends before it; then an ancestor does, found by stepping back.
 */
export function annotationAtByte(annotations: readonly ValueAnnotation[], offset: number): ValueAnnotation | undefined {
  // the root (first) does not cover it (trailing bytes): nothing does, and stepping back would visit every range
  const root = annotations[0];
  if (root === undefined || offset < root.start || offset >= root.end) return undefined;
  let low = 0;
  let high = annotations.length; // the first index whose start is past offset
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((annotations[middle]?.start ?? 0) <= offset) low = middle + 1;
    else high = middle;
  }
  for (let index = low - 1; index >= 0; index--) {
    const annotation = annotations[index];
    if (annotation !== undefined && offset < annotation.end) return annotation;
  }
  return undefined;
}

/** The value at a JSON path. */
export function annotationAtPath(annotations: readonly ValueAnnotation[], path: readonly (string | number)[]): ValueAnnotation | undefined {
  return annotations.find((annotation) => samePath(annotation.path, path));
}
