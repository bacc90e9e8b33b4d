/**
 * A small LRU bounded by entry count and by total size (each value states its own): what a stored
 * value yields never changes under its row version, so the decoded JSON of a big value is built
 * once, and a big body's compressed copies are made once (response-copies.ts), not on every read; the
 * gateway's kept answers live in one too (answer-cache.ts).
 */
export class SizedLru<V extends { size: number }> {
  private readonly entries = new Map<string, V>();
  private totalSize = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxTotalSize: number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // re-insert: Map order is the recency order
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (value.size > this.maxTotalSize) return;
    this.delete(key);
    this.entries.set(key, value);
    this.totalSize += value.size;
    for (const oldestKey of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.totalSize <= this.maxTotalSize) break;
      this.delete(oldestKey);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.totalSize -= value.size;
  }

  deleteWhere(drop: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (drop(value)) this.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalSize;
  }
}
