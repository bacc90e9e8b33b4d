import { describe, expect, it } from 'vitest';
import { AnswerCache, type CachedAnswer } from './answer-cache';

const answer = (version: bigint, bytes = 10): CachedAnswer => ({
  version,
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: Buffer.alloc(bytes),
  copies: {},
});

describe('AnswerCache', () => {
  it('keeps the most recently used within its entry and byte bounds', () => {
    const cache = new AnswerCache({ maxEntries: 2, maxBytes: 10_000 });
    cache.set('a', answer(1n));
    cache.set('b', answer(2n));
    cache.get('a');
    cache.set('c', answer(3n));
    expect([cache.get('a')?.version, cache.get('b'), cache.get('c')?.version]).toEqual([1n, undefined, 3n]);
    const small = new AnswerCache({ maxEntries: 100, maxBytes: 300 });
    for (let i = 0; i < 10; i++) small.set(String(i), answer(5n, 100));
    expect(small.totalBytes).toBeLessThanOrEqual(300);
    expect(small.get('9')).toBeDefined();
    small.set('too-big', answer(5n, 1_000));
    expect(small.get('too-big')).toBeUndefined();
  });

  it('drops what falls below the oldest version, and takes nothing below it', () => {
    const cache = new AnswerCache();
    cache.set('old', answer(10n));
    cache.set('new', answer(20n));
    cache.prune(15n);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.get('new')?.version).toBe(20n);
    expect(cache.size).toBe(1);
    cache.set('older', answer(12n));
    expect(cache.get('older')).toBeUndefined();
    // an answer from a node further behind does not bring pruned entries back
    cache.prune(5n);
    cache.set('older', answer(12n));
    expect(cache.get('older')).toBeUndefined();
  });

  it('forgets everything on a reset, and takes what the new chain answers from its own oldest version', () => {
    const cache = new AnswerCache();
    cache.prune(50n);
    cache.set('a', answer(60n));
    cache.reset(0n);
    expect(cache.size).toBe(0);
    cache.set('c', answer(10n));
    expect(cache.get('c')?.version).toBe(10n);
  });
});
