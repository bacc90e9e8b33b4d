// Parsed resources as response text `{"type", "data"}` (ledger-state-read-api.md §2.2), decoded from
// the stored BCS through the core's layouts and kept in a small LRU by (state key, writtenAt).
import type { StructTag } from '../../src/core/move/type-tag';
import type { StoredValue } from '../chain/ledger';
import { bcsToJsonText } from '../../src/core/move/bcs-json-text';
import { JsonTextCache } from './json-text-cache';
import type { BodyEncoding } from './precompressed';
import { jsonOfBcsEtag } from './read-caching';
import { SeenOnceFilter } from './seen-once-filter';

export interface RenderedJson {
  text: string;
  etag: string;
  /** UTF-16 length of the text, the cache's budget unit (compressed copies, ≈ 1/10 of it, ride along). */
  size: number;
  /** Compressed copies of big texts, made on first demand (precompressed.ts). */
  compressed: Partial<Record<BodyEncoding, Buffer>>;
  /**
   * The UTF-8 bytes of the text, made on first send: a cached body is then written without encoding
   * it again, and a fresh (historical) one is encoded once rather than measured and encoded by node:http.
   */
  utf8?: Buffer;
}

/**
 * Whether a rendered text is kept for the next read: `keep` at once (reads at latest, which clients
 * poll; big list items), `keep-when-repeated` from its second read (reads pinned to a version, most of
 * them one-offs: seen-once-filter.ts), `skip` never (small list items).
 */
export type RenderCachePolicy = 'keep' | 'keep-when-repeated' | 'skip';

export interface ResourceJsonRenderer {
  render(address: string, tag: StructTag, tagText: string, value: StoredValue, policy: RenderCachePolicy): RenderedJson;
}

export function createResourceJsonRenderer(options: { maxEntries: number; maxTotalSize: number }): ResourceJsonRenderer {
  const cache = new JsonTextCache<RenderedJson>(options.maxEntries, options.maxTotalSize);
  const seenOnce = new SeenOnceFilter(options.maxEntries * 16);
  return {
    render(address, tag, tagText, value, policy) {
      const key = `${address}/${tagText}@${value.writtenAt}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const text = `{"type":${JSON.stringify(tagText)},"data":${bcsToJsonText(value.bytes, tag)}}`;
      const rendered: RenderedJson = { text, etag: jsonOfBcsEtag(value.bytes), size: text.length, compressed: {} };
      if (policy === 'keep' || (policy === 'keep-when-repeated' && seenOnce.seenBefore(key))) cache.set(key, rendered);
      return rendered;
    },
  };
}
