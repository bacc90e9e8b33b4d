// An answer to the browser, forwarded or from memory: the upstream's status, body and passed-on headers
// (an allowlist, gateway-headers.ts), the upstream's ledger headers as last seen when it comes from
// memory, and Cache-Control saying whether a shared cache may keep it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendBody, type CompressedCopies } from '../http/caching/compressed-body';
import type { CachedAnswer } from './answer-cache';
import { CACHE_HEADER, FORWARDED_ANSWER_HEADERS, isPassedOn } from './gateway-headers';
import { LEDGER_HEADER_NAMES, NODE_HEADER_NAMES } from './upstream-ledger';

/** An answer as the gateway holds it: its own headers, none of the ledger's (those are the upstream's as last seen). */
export type HeldAnswer = Omit<CachedAnswer, 'version'>;

export interface AnswerToSend {
  status: number;
  headers: Iterable<[string, string]>;
  body: Buffer;
}

/**
 * A kept answer is immutable while its version stays in the upstream's window and the chain is not reset:
 * shared caches in front of the gateways (docs/api.md#deployment) may reuse it this long.
 */
export const GATEWAY_PINNED_MAX_AGE_SECONDS = 300;
const PINNED_CACHE_CONTROL = `public, max-age=${GATEWAY_PINNED_MAX_AGE_SECONDS}`;

/** Headers about a node's ledger or a list: an indexer's answer describes no node, so none of these is passed on from it. */
const NODE_HEADERS: ReadonlySet<string> = new Set(NODE_HEADER_NAMES);

export interface HowSent {
  /** The upstream's ledger headers as last seen, on an answer from memory; undefined on one just forwarded. */
  ledgerHeaders?: Readonly<Record<string, string>> | undefined;
  pinned: boolean;
  /** Whether what the browser read is every browser's: the server's key went upstream, or no Authorization at all. */
  shareable: boolean;
  copies?: CompressedCopies | undefined;
  fromIndexer?: boolean;
}

export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: AnswerToSend,
  cacheState: 'hit' | 'miss' | 'bypass',
  how: HowSent,
): FastifyReply {
  reply.code(answer.status);
  let contentType: string | null = null;
  for (const [name, value] of answer.headers) {
    if (name === 'content-type') contentType = value;
    else if (isPassedOn(name) && !(how.fromIndexer === true && NODE_HEADERS.has(name))) reply.header(name, value);
  }
  if (how.ledgerHeaders !== undefined) reply.headers(how.ledgerHeaders);
  reply.headers(FORWARDED_ANSWER_HEADERS);
  reply.header(CACHE_HEADER, cacheState);
  // a browser's own Authorization went upstream: what it read is its own, not every browser's
  reply.header('cache-control', how.pinned && how.shareable ? PINNED_CACHE_CONTROL : 'no-cache');
  if (answer.status === 304 || answer.status === 204) return reply.send();
  if (contentType === null) return reply.send(answer.body);
  return sendBody(request, reply, contentType, answer.body, how.copies);
}

/** What the gateway holds of an upstream answer: what sendAnswer passes on, and no ledger header. */
export function held(answer: AnswerToSend): HeldAnswer {
  const own: Record<string, string> = {};
  for (const [name, value] of answer.headers)
    if (!LEDGER_HEADER_NAMES.has(name) && (name === 'content-type' || isPassedOn(name))) own[name] = value;
  return { status: answer.status, headers: own, body: answer.body, copies: {} };
}

export function heldEntries(answer: HeldAnswer): AnswerToSend {
  return { status: answer.status, headers: Object.entries(answer.headers), body: answer.body };
}
