import { describe, expect, it } from 'vitest';
import { annotationAtByte, annotationAtPath } from './byte-fields';
import { decodeMoveValue } from './bcs-reader';
import { parseTypeTag } from './type-tag';

// Entry { id: u64, label: String, tags: vector<String> } = {7, "ab", ["x"]}
const bytes = Uint8Array.from([7, 0, 0, 0, 0, 0, 0, 0, 2, 97, 98, 1, 1, 120]);
const { annotations = [] } = decodeMoveValue(bytes, parseTypeTag('0xcafe::showcase::Entry'), { annotate: true });

describe('byte ↔ field mapping', () => {
  it('a byte maps to the most specific value owning it', () => {
    expect(annotationAtByte(annotations, 0)?.path).toEqual(['id']);
    expect(annotationAtByte(annotations, 8)?.path).toEqual(['label']);
    // the vector's length prefix belongs to the vector, the element's bytes to the element
    expect(annotationAtByte(annotations, 11)?.path).toEqual(['tags']);
    expect(annotationAtByte(annotations, 12)?.path).toEqual(['tags', 0]);
    expect(annotationAtByte(annotations, 13)?.path).toEqual(['tags', 0]);
    expect(annotationAtByte(annotations, 14)).toBeUndefined();
  });

  it('a field maps to its byte range', () => {
    expect(annotationAtPath(annotations, [])).toMatchObject({ start: 0, end: 14 });
    expect(annotationAtPath(annotations, ['label'])).toMatchObject({ start: 8, end: 11 });
    expect(annotationAtPath(annotations, ['tags', 0])).toMatchObject({ start: 12, end: 14 });
    expect(annotationAtPath(annotations, ['nope'])).toBeUndefined();
  });
});
