import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annotationAtByte, annotationAtPath } from './byte-fields';
import { decodeMoveValue, type ValueAnnotation } from './bcs-reader';
import { encodeMoveValue } from './bcs-writer';
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

// The binary search must agree with the plain rule (the last, hence deepest, range holding the byte)
// on every byte of random values, trailing bytes included.
const entriesTag = parseTypeTag('vector<0xcafe::showcase::Entry>');
const entries = fc.array(
  fc.record({
    id: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map(String),
    label: fc.string({ maxLength: 200 }),
    tags: fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  }),
  { maxLength: 40 },
);

function deepestByScan(ranges: readonly ValueAnnotation[], offset: number): ValueAnnotation | undefined {
  let found: ValueAnnotation | undefined;
  for (const range of ranges) if (offset >= range.start && offset < range.end) found = range;
  return found;
}

describe('byte → field on random values', () => {
  it('equals a scan of every range, for every byte', () => {
    fc.assert(
      fc.property(entries, fc.uint8Array({ maxLength: 3 }), (value, trailing) => {
        const encoded = encodeMoveValue(value, entriesTag);
        const ranges = decodeMoveValue(encoded, entriesTag, { annotate: true }).annotations ?? [];
        const withTrailing = Uint8Array.from([...encoded, ...trailing]);
        for (let offset = 0; offset < withTrailing.length; offset++)
          expect(annotationAtByte(ranges, offset)).toBe(deepestByScan(ranges, offset));
      }),
      { numRuns: 200 },
    );
  });
});
