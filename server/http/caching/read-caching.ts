// Cache headers of reads (docs/api.md#caching, **ours**): a read pinned to a version
// is immutable while it stays in the window; a read at latest must be revalidated.
import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendBody } from './compressed-body';
import { PINNED_MAX_AGE_SECONDS } from './pinned-max-age';

const PINNED_CACHE_CONTROL = `public, max-age=${PINNED_MAX_AGE_SECONDS}`;

/** A weak tag of the body's content (weak: compression changes the bytes, not the meaning). */
export function contentEtag(content: string | Uint8Array): string {
  return `W/"${hash('sha1', content, 'base64url')}"`;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The tag of a stored value's body, from the row it is read from: for one URL the body is a function
 * of the row, and a row (ledger identity, row version) never changes. Naming it costs no hash of the
 * body (a share of a historical read that bench:node sees, since its body is new every time).
 */
export function rowEtag(representation: 'json' | 'bcs', ledgerIdentity: string, writtenAt: bigint): string {
  // the same digits either way; a Number formats faster than a BigInt
  const version = writtenAt <= MAX_SAFE ? Number(writtenAt).toString(36) : writtenAt.toString(36);
  return `W/"${representation === 'json' ? 'j' : 'b'}${ledgerIdentity}.${version}"`;
}

/**
 * The tag of a list page's body, from its items: each item's bytes are a function of its row (see
 * rowEtag), so the account, each item's type and row version name the page. Naming costs a SHA-1 of a
 * few names, not of the body: 0xcafe's BCS page is 2.4 MB, whose hash was most of a warm read's CPU, and a
 * JSON page answers 304 before it is rendered.
 */
export function listEtag(
  representation: 'json' | 'bcs',
  ledgerIdentity: string,
  account: Uint8Array,
  items: readonly { type: string; value: { writtenAt: bigint } }[],
): string {
  const names = items.map((item) => `${item.type}@${item.value.writtenAt}`).join(' ');
  const tag = hash('sha1', `${Buffer.from(account).toString('hex')} ${names}`, 'base64url');
  return `W/"l${representation === 'json' ? 'j' : 'b'}${ledgerIdentity}.${tag}"`;
}

/**
 * Sets Cache-Control (`no-cache` at latest, whose body changes; `max-age` for a pinned read, from
 * pinned-max-age.ts) and ETag; answers 304 and returns true when the client already has this body.
 */
export function answeredFromClientCache(request: FastifyRequest, reply: FastifyReply, pinnedMaxAge: number | null, etag: string): boolean {
  const cacheControl =
    pinnedMaxAge === null ? 'no-cache' : pinnedMaxAge === PINNED_MAX_AGE_SECONDS ? PINNED_CACHE_CONTROL : `public, max-age=${pinnedMaxAge}`;
  reply.header('cache-control', cacheControl);
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch === undefined || !etagListMatches(ifNoneMatch, etag)) return false;
  reply.code(304).send();
  return true;
}

/** A read's body tagged by its content (contentEtag): a 304 when the client has it, else the body. */
export function sendContent(request: FastifyRequest, reply: FastifyReply, maxAge: number | null, type: string, body: string | Uint8Array) {
  return answeredFromClientCache(request, reply, maxAge, contentEtag(body)) ? reply : sendBody(request, reply, type, body);
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
export function etagListMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = stripWeak(etag);
  return header.split(',').some((candidate) => stripWeak(candidate.trim()) === opaque);
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
