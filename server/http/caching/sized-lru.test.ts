import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SizedLru } from './sized-lru';

const entry = (text: string) => ({ text, size: text.length });

describe('SizedLru', () => {
  it('returns what was stored', () => {
    const cache = new SizedLru<{ text: string; size: number }>(4, 1_000);
    cache.set('a@1', entry('{"x":1}'));
    expect(cache.get('a@1')?.text).toBe('{"x":1}');
    expect(cache.get('a@2')).toBeUndefined();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new SizedLru<{ text: string; size: number }>(2, 1_000);
    cache.set('a', entry('1'));
    cache.set('b', entry('2'));
    cache.get('a');
    cache.set('c', entry('3'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.text).toBe('1');
    expect(cache.get('c')?.text).toBe('3');
  });

  it('keeps the total size within the budget', () => {
    const cache = new SizedLru<{ text: string; size: number }>(100, 10);
    cache.set('a', entry('123456'));
    cache.set('b', entry('123456'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(6);
  });

  it('does not keep a value bigger than the whole budget', () => {
    const cache = new SizedLru<{ text: string; size: number }>(100, 10);
    cache.set('a', entry('12345678901'));
    expect(cache.size).toBe(0);
  });

  it('never exceeds its limits, and the newest entry survives', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 3 }), fc.string({ maxLength: 8 }))), (writes) => {
        const cache = new SizedLru<{ text: string; size: number }>(5, 20);
        for (const [key, text] of writes) {
          cache.set(key, entry(text));
          expect(cache.size).toBeLessThanOrEqual(5);
          expect(cache.bytes).toBeLessThanOrEqual(20);
          expect(cache.get(key)?.text).toBe(text);
        }
      }),
    );
  });
});
