import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { olderPage } from './newest-first';

describe('olderPage', () => {
  it('ends just below the page it comes before, and starts at 0 at most', () => {
    expect(olderPage(130n, 25)).toEqual({ start: 105n, limit: 25 });
    expect(olderPage(10n, 25)).toEqual({ start: 0n, limit: 10 });
    expect(olderPage(1n, 25)).toEqual({ start: 0n, limit: 1 });
    expect(olderPage(0n, 25)).toBeNull();
  });

  it('cuts a list at a pinned version: before the sequence number the account had there (issue 30, item 2)', () => {
    // 0xcafe's Account at version 15000 has sequence_number 2854: it had sent #0..#2853 by then
    expect(olderPage(2854n, 10)).toEqual({ start: 2844n, limit: 10 });
  });

  it('walking back from any page visits every sequence number below it once, in pages of at most the limit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2000n }), fc.integer({ min: 1, max: 100 }), (first, limit) => {
        let seen = 0n;
        let page = olderPage(first, limit);
        let end = first;
        while (page !== null) {
          expect(page.limit).toBeGreaterThan(0);
          expect(page.limit).toBeLessThanOrEqual(limit);
          expect(page.start + BigInt(page.limit)).toBe(end);
          seen += BigInt(page.limit);
          end = page.start;
          page = olderPage(page.start, limit);
        }
        expect(seen).toBe(first);
      }),
    );
  });
});
