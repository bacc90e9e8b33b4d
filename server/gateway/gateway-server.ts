// The node as a gateway (`--upstream`, docs/api.md#the-gateway): the explorer at `/` and, under /v1, the
// upstream node's read routes forwarded on the same origin, so its ledger headers and cursors are readable.
// No chain of its own. This file puts the parts together: the fastify server, CORS, the early refusals;
// what a read decides is in forward-read.ts (GraphQL: forward-query.ts), what is remembered in
// gateway-memory.ts, how the upstream is asked in upstream-link.ts, the gateway's own errors in
// gateway-refusals.ts, an answer to the browser in gateway-answer.ts.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type HTTPMethods } from 'fastify';
import { createClientErrorHandler } from '../http/errors/client-error';
import { mapError } from '../http/errors/error-mapper';
import { answerPreflight, applyCorsHeaders } from '../http/cors';
import { MAX_BODY_BYTES } from '../../src/core/api/endpoints';
import { GATEWAY_UPSTREAM_HEADER } from '../../src/core/api/ledger-headers';
import { createHttpServer } from '../http/http-server';
import { originFormOf } from '../http/inputs/api-path';
import { addEarlyRefusals, answerConnect } from '../http/inputs/request-framing';
import { registerStaticSite } from '../static-site';
import type { AnswerCache } from './answer-cache';
import { keyGuard } from './api-key';
import { queryForwarder } from './forward-query';
import { readForwarder, type GatewayParts } from './forward-read';
import { ERROR_HEADER, GATEWAY_EXPOSED_HEADERS } from './gateway-headers';
import { GatewayMemory } from './gateway-memory';
import { GatewayRefusals } from './gateway-refusals';
import { askUpstream } from './upstream-fetch';
import { indexerUrlOf } from '../../src/core/api/networks';
import type { SeenLedger } from './upstream-ledger';
import { UpstreamLink } from './upstream-link';
import { errorMessage, errorStack } from '../../src/core/error-message';

export interface GatewayOptions {
  /** The upstream's API base URL, ending in /v1 (upstream-url.ts). */
  upstream: string;
  /** The indexer's GraphQL URL that POST /v1/graphql goes to; default: the upstream's (networks.ts `indexerUrlOf`). */
  indexer?: string;
  /** Sent upstream as `Authorization: Bearer <key>`; null forwards the browser's own Authorization. */
  apiKey: string | null;
  /** Directory of the built explorer, served at `/`; null serves the API only. */
  staticDir: string | null;
  /** The whole upstream answer, head and body, within this long; else 504. */
  timeoutMs?: number;
  /** An upstream body (decompressed) over this is not forwarded: 502. */
  maxBodyBytes?: number;
  /** When only cache hits are served for this long, the ledger (and so the cache's window) is asked again. */
  ledgerStaleMs?: number;
  /** Lines worth a terminal (the upstream unreachable, rate limiting); never the key. */
  log?: (line: string) => void;
}

export interface Gateway {
  app: FastifyInstance;
  /** Where POST /v1/graphql goes. */
  indexer: string;
  /** Asks the upstream's ledger info once (at start, for the terminal): its ledger, or why it did not answer. */
  probe(): Promise<SeenLedger | string>;
  cache: AnswerCache;
}

export async function createGatewayServer(options: GatewayOptions): Promise<Gateway> {
  const { upstream, timeoutMs = 15_000, maxBodyBytes = 32 * 1024 * 1024, ledgerStaleMs = 30_000 } = options;
  const indexer = options.indexer ?? indexerUrlOf(upstream);
  const guard = keyGuard(options.apiKey);
  const log = (line: string) => options.log?.(guard.redact(line));
  const link = new UpstreamLink({ upstream, apiKey: options.apiKey, guard, timeoutMs, maxBodyBytes, log });
  const memory = new GatewayMemory();
  const refusals = new GatewayRefusals(upstream, guard);
  const parts: GatewayParts = {
    upstream,
    indexer,
    link,
    memory,
    refusals,
    // a browser's own Authorization went upstream: what it read is its own, not every browser's
    shareable: (request) => options.apiKey !== null || request.headers.authorization === undefined,
  };

  const ownHeaders = { [GATEWAY_UPSTREAM_HEADER.toLowerCase()]: upstream };
  const refusedHeaders = () => ({ ...ownHeaders, [ERROR_HEADER.toLowerCase()]: 'refused' });
  const app = Fastify({
    logger: false,
    // request bodies (raw_item keys, view calls) are forwarded up to the node's own limit
    bodyLimit: MAX_BODY_BYTES,
    serverFactory: (handler) => createHttpServer(handler),
    return503OnClosing: false,
    rewriteUrl: (request) => originFormOf(request.url ?? '/'),
    frameworkErrors: (error, request, reply) => {
      applyCorsHeaders(request, reply, GATEWAY_EXPOSED_HEADERS);
      refusals.send(reply, { status: 400, errorCode: 'web_framework_error', message: error.message }, 'refused');
    },
    clientErrorHandler: createClientErrorHandler(refusedHeaders),
  });
  app.server.on('connect', answerConnect(refusedHeaders));

  // bodies are forwarded as they came (the upstream judges them), not parsed here
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  addEarlyRefusals(
    app,
    'The gateway is stopping',
    (request, reply) => {
      reply.headers(ownHeaders);
      applyCorsHeaders(request, reply, GATEWAY_EXPOSED_HEADERS);
    },
    (reply, refusal) => refusals.send(reply, refusal, refusal.status === 503 ? 'stopping' : 'refused'),
  );
  app.setErrorHandler((error, _request, reply) => {
    // fastify's own 4xx (a body over the limit, bad JSON framing)
    const mapped = mapError(error);
    if (mapped.status < 500) return refusals.send(reply, mapped, 'refused');
    log(`internal error: ${errorStack(error)}`);
    return refusals.send(reply, { status: 500, errorCode: 'internal_error', message: 'Internal error in the gateway' }, 'internal');
  });

  const forward = readForwarder(parts, ledgerStaleMs, queryForwarder(parts, ownHeaders));
  const handler = (request: FastifyRequest, reply: FastifyReply) =>
    request.method === 'OPTIONS' ? answerPreflight(request, reply) : forward(request, reply);
  const methods = app.supportedMethods.filter((method) => method !== 'CONNECT') as HTTPMethods[];
  app.route({ method: methods, url: '/v1', exposeHeadRoute: false, handler });
  app.route({ method: methods, url: '/v1/*', exposeHeadRoute: false, handler });

  const site = options.staticDir === null ? null : await registerStaticSite(app, options.staticDir);
  app.setNotFoundHandler((request, reply) => {
    if (site !== null && (request.method === 'GET' || request.method === 'HEAD')) return site.fallback(request, reply);
    return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found\n');
  });

  return {
    app,
    cache: memory.cache,
    indexer,
    async probe() {
      try {
        const answer = await askUpstream({
          url: upstream,
          method: 'GET',
          headers: link.headersFor({ accept: 'application/json' }),
          timeoutMs,
          maxBodyBytes,
        });
        if (answer.status !== 200) return `it answered ${answer.status}: ${guard.redact(answer.body.toString('utf8', 0, 300))}`;
        return memory.observe(answer)?.seen ?? 'it answered without ledger headers';
      } catch (error) {
        return guard.redact(errorMessage(error));
      }
    },
  };
}
