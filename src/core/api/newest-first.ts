// Lists paged by sequence number (an account's sent transactions, a handle's events) read newest
// first: with no `start` the node sends the last page, oldest first; the page before it ends just
// below that page's first sequence number.

export interface SequencePage {
  start: bigint;
  limit: number;
}

/** The page just before one whose first item has `firstSequenceNumber`; null when that item is the first (0). */
export function olderPage(firstSequenceNumber: bigint, limit: number): SequencePage | null {
  if (firstSequenceNumber <= 0n) return null;
  const size = BigInt(limit);
  const start = firstSequenceNumber > size ? firstSequenceNumber - size : 0n;
  return { start, limit: Number(firstSequenceNumber - start) };
}
