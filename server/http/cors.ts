// CORS in one place (docs/api.md#cors, **ours**): echo the Origin, allow credentials
// (the public TS SDK sends credentialed requests, and real nodes allow them; with credentials the origin
// must be echoed, never `*`), allow GET, POST, OPTIONS and any request header, expose every X-NODE-*
// header, ETag and Retry-After, answer the private-network preflight.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPOSED_LEDGER_HEADERS } from './caching/ledger-header-cache';

export const API_VARY = 'Origin, Accept, Accept-Encoding';

/**
 * Headers of every API response; the caller has already checked the path is under /v1. Browsers send
 * Origin on every cross-origin request, so same-origin and non-browser clients skip the CORS headers
 * (Vary: Origin keeps shared caches apart).
 */
export function applyCorsHeaders(request: FastifyRequest, reply: FastifyReply, exposed: string = EXPOSED_LEDGER_HEADERS): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-expose-headers', exposed);
  }
  reply.header('vary', API_VARY);
}

export function answerPreflight(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
  const requested = request.headers['access-control-request-headers'];
  reply.header('access-control-allow-headers', typeof requested === 'string' && requested !== '' ? requested : '*');
  reply.header('access-control-max-age', '86400');
  if (request.headers['access-control-request-private-network'] !== undefined) {
    reply.header('access-control-allow-private-network', 'true');
  }
  reply.code(204).send();
}
