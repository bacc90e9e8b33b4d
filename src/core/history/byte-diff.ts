/** A run of byte offsets [start, end) where two byte strings differ (offsets past one's end count as differing). */
export interface ByteRun {
  start: number;
  end: number;
}

/** The runs where `before` and `after` differ, byte by byte from offset 0, at most `limit` of them. */
export function diffBytes(before: Uint8Array, after: Uint8Array, limit = 1000): { runs: ByteRun[]; truncated: boolean } {
  const runs: ByteRun[] = [];
  const length = Math.max(before.length, after.length);
  let start = -1;
  for (let offset = 0; offset <= length; offset++) {
    const differs = offset < length && (offset >= before.length || offset >= after.length || before[offset] !== after[offset]);
    if (differs && start < 0) start = offset;
    if (!differs && start >= 0) {
      if (runs.length === limit) return { runs, truncated: true };
      runs.push({ start, end: offset });
      start = -1;
    }
  }
  return { runs, truncated: false };
}
