// Compressed copies of big BCS bodies (a stored value, a page of the resource list), kept by ETag: the
// ETag names the bytes (a row version, or the rows of a page), so a copy is valid as long as it is kept.
// Without them the node compressed a big value again on every read (docs/api.md#compression). A body
// that is made (a page of the list, encoded from its values) is kept with its copies, and made once.
import type { CompressedCopies } from './compressed-body';
import { SizedLru } from './sized-lru';

/** Bodies this big (bytes) are worth keeping compressed; smaller ones compress in well under a millisecond. */
export const KEEP_COPIES_FROM_BYTES = 64 * 1024;

export class ResponseCopies {
  // sized by the uncompressed body: an upper bound of what its copies take (twice that when the body is kept too)
  private readonly lru: SizedLru<{ size: number; body?: Uint8Array; copies: CompressedCopies }>;

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

  /** The body named `etag`, made by `make` unless kept, with where its copies go; a big one is kept. */
  made(etag: string, make: () => Uint8Array): { body: Uint8Array; copies: CompressedCopies | undefined } {
    const kept = this.lru.get(etag);
    if (kept?.body !== undefined) return { body: kept.body, copies: kept.copies };
    const body = make();
    if (body.length < KEEP_COPIES_FROM_BYTES) return { body, copies: undefined };
    const copies: CompressedCopies = {};
    this.lru.set(etag, { size: 2 * body.length, body, copies });
    return { body, copies };
  }
}
