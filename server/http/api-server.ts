// The node's HTTP server: fastify with the API routes under /v1, one hook adding the ledger headers
// and CORS to every API response, one error mapper, compression, and optionally the built explorer.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Ledger } from '../chain/ledger';
import { MAX_BODY_BYTES, VIEW_BCS_MEDIA_TYPE } from '../../src/core/api/endpoints';
import { specRoutes } from '../spec/spec-routes';
import { registerStaticSite } from '../static-site';
import { isApiPath, originFormOf } from './inputs/api-path';
import { answerPreflight, applyCorsHeaders } from './cors';
import { createClientErrorHandler } from './errors/client-error';
import { createErrorHandler, sendApiError } from './errors/error-mapper';
import { HttpApiError } from './errors/http-api-error';
import { createHttpServer, type HttpLimits } from './http-server';
import { createLedgerHeaderCache } from './caching/ledger-header-cache';
import { ledgerInfoRoute } from './routes/ledger-info-route';
import { addEarlyRefusals, answerConnect } from './inputs/request-framing';
import { moduleRoutes } from './routes/module-routes';
import type { PruningPace } from './caching/pinned-max-age';
import { rawItemRoute } from './routes/raw-item-route';
import { tableItemRoute } from './routes/table-item-route';
import { registerEndpoints } from './register-endpoints';
import './inputs/request-ledger-head';
import { createResourceJsonRenderer } from './json-text/resource-json';
import { LargeAnswers } from './caching/large-answers';
import { ResponseCopies } from './caching/response-copies';
import { resourceRoute } from './routes/resource-route';
import { resourcesRoute } from './routes/resources-route';
import { balanceRoute } from './routes/balance-route';
import { versionsRoutes } from './routes/versions-routes';
import { viewRoute } from './routes/view-route';
import { blockRoutes } from './routes/block-routes';
import { eventRoutes } from './routes/event-routes';
import { transactionRoutes } from './routes/transaction-routes';
import { TransactionJson } from './json-text/transaction-json';
import type { Indexer } from '../indexer/indexer';
import { graphqlRoute } from './routes/graphql-route';

export interface ApiServerOptions {
  ledger: Ledger;
  /** Directory of the built explorer, served at `/`; null serves the API only. */
  staticDir: string | null;
  /** How fast versions leave the window: pinned reads are cached no longer than they stay in it. */
  pace: PruningPace;
  /** Called for 5xx failures (they are bugs or a broken store). */
  onInternalError?: (error: unknown, request: FastifyRequest) => void;
  /** Timeouts of the HTTP server; HTTP_LIMITS when absent. */
  httpLimits?: HttpLimits;
  /** The index POST /v1/graphql answers from. */
  indexer: Indexer;
  /** Wall time a GraphQL query may take (run-query.ts DEFAULT_BUDGET_MS when absent; tests make it tiny). */
  graphqlBudgetMs?: number;
}

/**
 * Above node:http's whole-header limit (16 KiB), so no path parameter is refused for its length
 * before our own parsers judge it: a long but well-formed type tag is a 404, not a 414.
 */
const MAX_PARAM_LENGTH = 16 * 1024;

export async function createApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const { ledger } = options;
  const headersOf = createLedgerHeaderCache();
  const ledgerHeaders = () => headersOf(ledger.head());
  const errorHandler = createErrorHandler(options.onInternalError ?? (() => undefined));
  // ledger headers and CORS of every API response (docs/api.md#ledger-headers, #cors): "latest" is fixed once per
  // request, so the headers and the read agree
  const applyApiHeaders = (request: FastifyRequest, reply: FastifyReply): void => {
    const head = ledger.head();
    request.ledgerHead = head;
    reply.headers(headersOf(head));
    applyCorsHeaders(request, reply);
  };
  const app = Fastify({
    logger: false,
    // a body over the limit is refused from its Content-Length first (endpoint-inputs.ts); this bound
    // catches a compressed body that inflates past it
    bodyLimit: MAX_BODY_BYTES,
    // timeouts and slow clients: http-server.ts
    serverFactory: (handler) => createHttpServer(handler, options.httpLimits),
    // answered by our own hook below, so the 503 carries the error object and the ledger headers
    return503OnClosing: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, ignoreTrailingSlash: false },
    // an absolute-form target (`GET http://host/v1 HTTP/1.1`) is routed, and judged, by its path
    rewriteUrl: (request) => originFormOf(request.url ?? '/'),
    // failures fastify answers before any hook runs (a path parameter that is not valid percent-encoding)
    frameworkErrors: (error, request, reply) => {
      if (isApiPath(request.url)) applyApiHeaders(request, reply);
      errorHandler(error, request, reply);
    },
    clientErrorHandler: createClientErrorHandler(ledgerHeaders),
  });
  app.decorateRequest('ledgerHead', null);

  app.server.on('connect', answerConnect(ledgerHeaders));
  addEarlyRefusals(app, 'The node is stopping', applyApiHeaders, sendApiError);

  // the plugin inflates compressed request bodies (bounded by bodyLimit); response bodies are compressed
  // by the routes themselves, through one helper (caching/compressed-body.ts)
  await app.register(compress, { globalCompression: false, globalDecompression: true });

  app.setErrorHandler(errorHandler);
  // a view call as the TS SDK's aptos.view sends it: the route reads the bytes (inputs/view-body.ts)
  app.addContentTypeParser(VIEW_BCS_MEDIA_TYPE, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const renderer = createResourceJsonRenderer(ledger.identity);
  const bcsCopies = new ResponseCopies();
  const transactionJson = new TransactionJson(renderer);
  const largeAnswers = new LargeAnswers();
  // every route of src/core/api/endpoints.ts, with a 405 for the other methods on its path
  registerEndpoints(app, {
    ...ledgerInfoRoute(ledger),
    ...resourceRoute(ledger, renderer, bcsCopies, options.pace),
    ...resourcesRoute(ledger, renderer, bcsCopies, options.pace),
    ...balanceRoute(ledger),
    ...rawItemRoute(ledger, options.pace),
    ...tableItemRoute(ledger, options.pace),
    ...viewRoute(ledger),
    ...versionsRoutes(ledger, options.pace),
    ...moduleRoutes(ledger, options.pace),
    ...transactionRoutes(ledger, transactionJson, largeAnswers),
    ...eventRoutes(ledger, transactionJson),
    ...blockRoutes(ledger, transactionJson, largeAnswers),
    ...graphqlRoute(options.indexer, options.graphqlBudgetMs),
    ...specRoutes(),
  });
  app.options('/v1', answerPreflight);
  app.options('/v1/*', answerPreflight);

  const site = options.staticDir === null ? null : await registerStaticSite(app, options.staticDir);
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url))
      throw new HttpApiError(404, 'web_framework_error', `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}`);
    if (site !== null && (request.method === 'GET' || request.method === 'HEAD')) return site.fallback(request, reply);
    return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found\n');
  });
  return app;
}
