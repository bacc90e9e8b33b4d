// Big JSON answers about committed history (a transaction, a full page of them, a block with its
// transactions), kept rendered with their compressed copies: the genesis transaction alone is 15.5 MB of
// JSON whose store read and rendering took 0.45 s of CPU on every request (1 s with br), so 4 looping
// clients pushed a one-field read's median to 2.2 s (issue 30, red team 5). What a committed version or
// block holds never changes, and a route answers 404/410 from the ledger head before it looks here, so a
// kept body is never served for a version that is pruned or not yet committed (docs/api.md#compression).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendUncachedJson, type CompressedCopies } from './compressed-body';
import { SizedLru } from './sized-lru';

/** Bodies this long are kept; smaller ones render in a few milliseconds. */
export const KEEP_ANSWER_FROM_CHARS = 256 * 1024;

export class LargeAnswers {
  // sized by the text: an upper bound of its compressed copies too
  private readonly lru: SizedLru<{ size: number; body: Buffer; copies: CompressedCopies }>;

  constructor(maxEntries = 8, maxTotalChars = 64 * 1024 * 1024) {
    this.lru = new SizedLru(maxEntries, maxTotalChars);
  }

  /**
   * Sends the kept body of `key` (what the body is made of: a version, a page, a block), or renders it and
   * keeps it when it is big and whole (`whole: false`: rows pruned between the ledger head and the read).
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string, render: () => { text: string; whole: boolean }): FastifyReply {
    const kept = this.lru.get(key);
    if (kept !== undefined) return sendUncachedJson(request, reply, kept.body, kept.copies);
    const { text, whole } = render();
    if (!whole || text.length < KEEP_ANSWER_FROM_CHARS) return sendUncachedJson(request, reply, text);
    // as bytes: a big string is encoded to UTF-8 again on every send
    const entry = { size: text.length, body: Buffer.from(text), copies: {} };
    this.lru.set(key, entry);
    return sendUncachedJson(request, reply, entry.body, entry.copies);
  }
}
