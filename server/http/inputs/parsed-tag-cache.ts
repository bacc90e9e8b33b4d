// Parsed struct tags of request paths, kept because explorers poll the same resources. Bounded by the
// heap they take, not only by their count: 1,100 distinct tags of 16 KB (404s, which need no key) took a
// node from 206 to 451 MiB under a bound of 1,024 entries (issue 25, item 15).
import { SizedLru } from '../caching/sized-lru';

/**
 * Heap taken by a kept tag (its text, its normalised text, the parsed tree and the entry), rounded up
 * from what was measured: 330 bytes for an 11-character tag, 1 KB for 50 characters, 16.6 KB for 1,000.
 */
export function keptTagHeapBytes(text: string): number {
  return 192 + 20 * text.length;
}
/** Longer tags are parsed on every request and never kept: no explorer polls one, and one would evict many. */
export const MAX_KEPT_TAG_CHARS = 1024;

export class ParsedTagCache<V> {
  private readonly lru: SizedLru<{ value: V; size: number }>;

  constructor(maxEntries: number, maxBytes: number) {
    this.lru = new SizedLru(maxEntries, maxBytes);
  }

  get(text: string): V | undefined {
    return this.lru.get(text)?.value;
  }

  set(text: string, value: V): void {
    if (text.length > MAX_KEPT_TAG_CHARS) return;
    this.lru.set(text, { value, size: keptTagHeapBytes(text) });
  }

  get entries(): number {
    return this.lru.size;
  }

  /** Estimated heap bytes of what is kept. */
  get bytes(): number {
    return this.lru.bytes;
  }
}
