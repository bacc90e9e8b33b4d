/**
 * A small LRU of response texts by (state key, writtenAt): a stored value never changes under its
 * row version, so the decoded JSON of `Large` (≈ 4 MB) is built once, not on every read.
 */
export class JsonTextCache<V extends { size: number }> {
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
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.totalSize -= previous.size;
    }
    this.entries.set(key, value);
    this.totalSize += value.size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalSize <= this.maxTotalSize) break;
      this.entries.delete(oldestKey);
      this.totalSize -= oldest.size;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalSize;
  }
}
