/**
 * Remembers keys seen once, so a cache admits an entry only when it is asked for again. Reads pinned
 * to random versions (bench:node; a scan of history) are one-offs: caching each one evicted an entry
 * that had lived long enough to reach V8's old generation, and the collector's share of such a read
 * doubled. The memory is bounded: when full it starts over, forgetting what it held.
 */
export class SeenOnceFilter {
  private readonly seen = new Set<string>();

  constructor(private readonly maxKeys: number) {}

  /** True when the key was seen before (and forgets it); otherwise remembers it and returns false. */
  seenBefore(key: string): boolean {
    if (this.seen.delete(key)) return true;
    if (this.seen.size >= this.maxKeys) this.seen.clear();
    this.seen.add(key);
    return false;
  }

  get size(): number {
    return this.seen.size;
  }
}
