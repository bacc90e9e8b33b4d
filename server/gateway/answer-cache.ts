// The gateway's memory of immutable answers: a read at an explicit `ledger_version` within the upstream's
// window (docs/api.md#the-gateway). Bounded by entries and bytes (least recently used go first); an entry
// goes once its version falls below the upstream's oldest, so a pruned read is asked again and answers 410
// as the upstream does; all go when the upstream's chain is reset. Entries hold no ledger header: those
// describe the upstream as last seen.
import type { CompressedCopies } from '../http/caching/compressed-body';
import { SizedLru } from '../http/caching/sized-lru';

export interface CachedAnswer {
  /** The version the read was pinned to. */
  version: bigint;
  status: number;
  /** The answer's own headers (content type, ETag, cursor, …), without ledger headers. */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** The body's compressed forms, made on the first hit that asks for one (compressed-body.ts). */
  copies: CompressedCopies;
}

export interface AnswerCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_CACHE_LIMITS: AnswerCacheLimits = { maxEntries: 4096, maxBytes: 128 * 1024 * 1024 };

function sizeOf(answer: CachedAnswer): number {
  let size = answer.body.length + 64;
  for (const [name, value] of Object.entries(answer.headers)) size += name.length + value.length;
  return size;
}

export class AnswerCache {
  private readonly lru: SizedLru<CachedAnswer & { size: number }>;
  private oldest = 0n;

  constructor(limits: AnswerCacheLimits = DEFAULT_CACHE_LIMITS) {
    this.lru = new SizedLru(limits.maxEntries, limits.maxBytes);
  }

  get(key: string): CachedAnswer | undefined {
    const answer = this.lru.get(key);
    if (answer === undefined || answer.version >= this.oldest) return answer;
    this.lru.delete(key);
    return undefined;
  }

  set(key: string, answer: CachedAnswer): void {
    if (answer.version >= this.oldest) this.lru.set(key, { ...answer, size: sizeOf(answer) });
  }

  /** The upstream's oldest readable version moved up: every entry below it goes (its read is pruned upstream). */
  prune(oldest: bigint): void {
    if (oldest <= this.oldest) return;
    this.oldest = oldest;
    this.lru.deleteWhere((answer) => answer.version < oldest);
  }

  /** The upstream serves another chain now (upstream-ledger.ts judges it): nothing kept is of that chain. */
  reset(oldest: bigint): void {
    this.lru.deleteWhere(() => true);
    this.oldest = oldest;
  }

  get size(): number {
    return this.lru.size;
  }

  get totalBytes(): number {
    return this.lru.bytes;
  }
}
