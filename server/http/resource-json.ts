// Parsed resources as response text `{"type", "data"}` (ledger-state-read-api.md §2.2), decoded from
// the stored BCS through the core's layouts and kept in a small LRU by (state key, writtenAt).
import type { StructTag } from '../../src/core/move/type-tag';
import type { StoredValue } from '../chain/ledger';
import { bcsToJsonText } from '../../src/core/move/bcs-json-text';
import { JsonTextCache } from './json-text-cache';
import type { BodyEncoding } from './precompressed';
import { jsonOfBcsEtag } from './read-caching';

export interface RenderedJson {
  text: string;
  etag: string;
  /** UTF-16 length of the text, the cache's budget unit (compressed copies, ≈ 1/10 of it, ride along). */
  size: number;
  /** Compressed copies of big texts, made on first demand (precompressed.ts). */
  compressed: Partial<Record<BodyEncoding, Buffer>>;
}

export interface ResourceJsonRenderer {
  /** `cache`: keep the text for the next read (single reads always; list items only when big). */
  render(address: string, tag: StructTag, tagText: string, value: StoredValue, cache: boolean): RenderedJson;
}

export function createResourceJsonRenderer(options: { maxEntries: number; maxTotalSize: number }): ResourceJsonRenderer {
  const cache = new JsonTextCache<RenderedJson>(options.maxEntries, options.maxTotalSize);
  return {
    render(address, tag, tagText, value, keep) {
      const key = `${address}/${tagText}@${value.writtenAt}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const text = `{"type":${JSON.stringify(tagText)},"data":${bcsToJsonText(value.bytes, tag)}}`;
      const rendered: RenderedJson = { text, etag: jsonOfBcsEtag(value.bytes), size: text.length, compressed: {} };
      if (keep) cache.set(key, rendered);
      return rendered;
    },
  };
}
