import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { formatStructTag, parseStructTag } from '../../../src/core/move/type-tag';
import { MAX_KEPT_TAG_CHARS, keptTagHeapBytes, ParsedTagCache } from './parsed-tag-cache';

/** A well-formed tag of about `chars` characters: many struct type arguments, the heaviest parse per character. */
const longTag = (i: number, chars: number) => `0x1::m${i}::S<${Array.from({ length: Math.floor(chars / 11) }, (_, j) => `0x1::a::B${j % 7}`).join(',')}>`;

describe('ParsedTagCache', () => {
  it('keeps and returns short tags, least recently used out first', () => {
    const cache = new ParsedTagCache<string>(2, 1_000_000);
    cache.set('0x1::a::A', 'a');
    cache.set('0x1::a::B', 'b');
    cache.get('0x1::a::A');
    cache.set('0x1::a::C', 'c');
    expect([cache.get('0x1::a::A'), cache.get('0x1::a::B'), cache.get('0x1::a::C')]).toEqual(['a', undefined, 'c']);
  });

  it('stays within its byte bound, whatever the tags', () => {
    const maxBytes = 256 * 1024;
    const cache = new ParsedTagCache<number>(1024, maxBytes);
    for (let i = 0; i < 2_000; i++) cache.set(longTag(i, 1 + (i % MAX_KEPT_TAG_CHARS)).slice(0, MAX_KEPT_TAG_CHARS), i);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.bytes).toBeGreaterThan(maxBytes / 2);
    expect(cache.entries).toBeLessThan(1024);
  });

  it('never keeps a tag over MAX_KEPT_TAG_CHARS', () => {
    const cache = new ParsedTagCache<number>(1024, 64 * 1024 * 1024);
    for (let i = 0; i < 100; i++) cache.set(longTag(i, 16_000), i);
    expect(cache.get(longTag(0, 16_000))).toBeUndefined();
    expect([cache.entries, cache.bytes]).toEqual([0, 0]);
  });

  it('counts at least the heap a parsed tag really takes', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const shapes: ((i: number) => string)[] = [
      (i) => `0x${i.toString(16)}::a::B`,
      (i) => longTag(i, MAX_KEPT_TAG_CHARS - 20),
      (i) => `0x1::coin::CoinStore<0x${i.toString(16)}::aptos_coin::AptosCoin>`,
      (i) => `0x${i.toString(16)}::m::S<vector<u8>, 0x1::option::Option<0x1::string::String>, u64>`,
      (i) => `0x1::m${i}::S<${Array.from({ length: 60 }, () => 'u8').join(',')}>`,
    ];
    for (const shape of shapes) {
      const kept: unknown[] = [];
      gc();
      const before = process.memoryUsage().heapUsed;
      let estimate = 0;
      for (let i = 0; i < 2_000; i++) {
        // a fresh copy of the text, as each request's path is
        const text = shape(i).split('').join('');
        const tag = parseStructTag(text);
        kept.push([text, { tag, text: formatStructTag(tag) }]);
        estimate += keptTagHeapBytes(text);
      }
      gc();
      const used = process.memoryUsage().heapUsed - before;
      expect(kept).toHaveLength(2_000);
      expect(used, shape(0)).toBeLessThanOrEqual(estimate);
    }
  });
});
