// The gateway's memory of immutable answers: a read at an explicit `ledger_version` within the upstream's
// window (docs/api.md#the-gateway). Bounded by entries and bytes (least recently used go first); an entry
// goes once its version falls below the upstream's oldest, so a pruned read is asked again and answers 410
// as the upstream does. Entries hold no ledger header: those describe the upstream as last seen.
import type { CompressedCopies } from '../http/caching/compressed-body';

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
  /** Map order is the recency order: a hit is moved to the end. */
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private oldest = 0n;
  private chainId: string | null = null;

  constructor(private readonly limits: AnswerCacheLimits = DEFAULT_CACHE_LIMITS) {}

  get(key: string): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    if (answer === undefined) return undefined;
    if (answer.version < this.oldest) {
      this.delete(key, answer);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, answer);
    return answer;
  }

  set(key: string, answer: CachedAnswer): void {
    const size = sizeOf(answer);
    if (answer.version < this.oldest || size > this.limits.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) this.delete(key, previous);
    this.entries.set(key, answer);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldKey, old);
    }
  }

  /**
   * The upstream's ledger as an answer names it. Its oldest readable version moved up: every entry below
   * it goes (its read is pruned upstream). Another chain id, or a latest version below the oldest known
   * (a reset chain, a devnet after its weekly reset): every entry goes.
   */
  observe(chainId: string | null, latest: bigint, oldest: bigint): void {
    if ((chainId !== null && this.chainId !== null && chainId !== this.chainId) || latest < this.oldest) {
      this.entries.clear();
      this.bytes = 0;
      this.oldest = oldest;
    }
    if (chainId !== null) this.chainId = chainId;
    if (oldest <= this.oldest) return;
    this.oldest = oldest;
    for (const [key, answer] of this.entries) if (answer.version < oldest) this.delete(key, answer);
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  private delete(key: string, answer: CachedAnswer): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(answer);
  }
}
