// Compressed copies of big BCS bodies (a stored value, a page of the resource list), kept by ETag: the
// ETag names the bytes (a row version or a content hash), so a copy is valid as long as it is kept.
// Without them the node compressed a big value again on every read (docs/api.md#compression).
import type { CompressedCopies } from './compressed-body';
import { SizedLru } from './sized-lru';

/** Bodies this big (bytes) are worth keeping compressed; smaller ones compress in well under a millisecond. */
export const KEEP_COPIES_FROM_BYTES = 64 * 1024;

export class ResponseCopies {
  // sized by the uncompressed body: an upper bound of what its copies take
  private readonly lru: SizedLru<{ size: number; copies: CompressedCopies }>;

  constructor(maxEntries = 64, maxTotalBytes = 64 * 1024 * 1024) {
    this.lru = new SizedLru(maxEntries, maxTotalBytes);
  }

  /** Where the copies of a body go (filled on first demand by sendBody), or undefined for small bodies. */
  for(etag: string, body: Uint8Array): CompressedCopies | undefined {
    if (body.length < KEEP_COPIES_FROM_BYTES) return undefined;
    const kept = this.lru.get(etag);
    if (kept !== undefined) return kept.copies;
    const fresh = { size: body.length, copies: {} };
    this.lru.set(etag, fresh);
    return fresh.copies;
  }
}
