import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffBytes } from './byte-diff';

describe('diffBytes', () => {
  it('covers exactly the offsets that differ, in separate maximal runs', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.uint8Array({ maxLength: 40 }), (before, after) => {
        const { runs, truncated } = diffBytes(before, after);
        expect(truncated).toBe(false);
        const covered = new Set(runs.flatMap(({ start, end }) => Array.from({ length: end - start }, (_, i) => start + i)));
        for (let offset = 0; offset < Math.max(before.length, after.length); offset++) {
          expect(covered.has(offset)).toBe(before[offset] !== after[offset]);
        }
        for (let i = 1; i < runs.length; i++) expect(runs[i]!.start).toBeGreaterThan(runs[i - 1]!.end);
      }),
    );
  });

  it('names the runs of a changed u64 and an appended byte, and stops at the limit', () => {
    const before = Uint8Array.of(1, 2, 3, 4, 5);
    const after = Uint8Array.of(1, 9, 9, 4, 5, 6);
    expect(diffBytes(before, after)).toEqual({
      runs: [
        { start: 1, end: 3 },
        { start: 5, end: 6 },
      ],
      truncated: false,
    });
    expect(diffBytes(before, after, 1)).toEqual({ runs: [{ start: 1, end: 3 }], truncated: true });
  });
});
