import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeenOnceFilter } from './seen-once-filter';

describe('SeenOnceFilter', () => {
  it('answers false the first time and true the second', () => {
    const filter = new SeenOnceFilter(8);
    expect(filter.seenBefore('a')).toBe(false);
    expect(filter.seenBefore('b')).toBe(false);
    expect(filter.seenBefore('a')).toBe(true);
    // a key reported as repeated is forgotten: the caller has cached it by then
    expect(filter.seenBefore('a')).toBe(false);
  });

  it('starts over when full, so it never holds more than its bound', () => {
    const filter = new SeenOnceFilter(2);
    filter.seenBefore('a');
    filter.seenBefore('b');
    expect(filter.seenBefore('c')).toBe(false);
    expect(filter.size).toBe(1);
    expect(filter.seenBefore('a')).toBe(false);
  });

  it('holds at most maxKeys keys, whatever the sequence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.array(fc.string({ maxLength: 3 }), { maxLength: 200 }), (max, keys) => {
        const filter = new SeenOnceFilter(max);
        for (const key of keys) {
          filter.seenBefore(key);
          if (filter.size > max) return false;
        }
        return true;
      }),
    );
  });
});
