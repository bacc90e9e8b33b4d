// Parsed resources as response text `{"type", "data"}` (seed description §2.2), decoded from
// the stored BCS through the core's layouts and kept in a small LRU by (state key, writtenAt).
import type { StructTag } from '../../../src/core/move/type-tag';
import type { StoredValue } from '../../chain/ledger';
import { BcsJsonTextWriter } from './bcs-json-text';
import { SizedLru } from '../caching/sized-lru';
import type { CompressedCopies } from '../caching/compressed-body';
import { rowEtag } from '../caching/read-caching';

export interface RenderedJson {
  text: string;
  etag: string;
  /** UTF-16 length of the text, the cache's budget unit (its compressed copies, far smaller, ride along). */
  size: number;
  /** Compressed copies of big texts, made on first demand (compressed-body.ts). */
  compressed: CompressedCopies;
}

/** Values this big (bytes of BCS) are worth keeping decoded whatever the read; small ones render in µs. */
export const KEEP_RENDERED_FROM_BYTES = 4096;

/**
 * Whether a rendered text is kept for the next read: `keep` always (reads at latest, which clients
 * poll), `keep-when-big` only for big values (reads pinned to a version, most of them one-offs, and
 * list items). Keeping every small one-off evicted entries that had lived long enough to reach V8's
 * old generation, which doubled the collector's share of a random-version read's CPU (bench:node).
 * A small value read under `keep-when-big` skips the cache altogether: building its key and looking
 * it up cost more than the rare hit saved.
 */
export type RenderCachePolicy = 'keep' | 'keep-when-big';

export interface ResourceJsonRenderer {
  render(address: string, tag: StructTag, tagText: string, value: StoredValue, policy: RenderCachePolicy): RenderedJson;
}

/** `ledgerIdentity` names the ledger in the ETags (read-caching.ts rowEtag). */
export function createResourceJsonRenderer(ledgerIdentity: string): ResourceJsonRenderer {
  const cache = new SizedLru<RenderedJson>(256, 64 * 1024 * 1024);
  // this ledger's compiled writers
  const jsonText = new BcsJsonTextWriter();
  const renderText = (tag: StructTag, tagText: string, value: StoredValue): RenderedJson => {
    const text = `{"type":${JSON.stringify(tagText)},"data":${jsonText.write(value.bytes, tag)}}`;
    return { text, etag: rowEtag('json', ledgerIdentity, value.writtenAt), size: text.length, compressed: {} };
  };
  return {
    render(address, tag, tagText, value, policy) {
      if (policy === 'keep-when-big' && value.bytes.length < KEEP_RENDERED_FROM_BYTES) return renderText(tag, tagText, value);
      const key = `${address}/${tagText}@${value.writtenAt}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const rendered = renderText(tag, tagText, value);
      cache.set(key, rendered);
      return rendered;
    },
  };
}
