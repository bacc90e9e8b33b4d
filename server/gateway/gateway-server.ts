// The node as a gateway (`--upstream`, docs/api.md#the-gateway): the explorer at `/` and, under /v1, the
// upstream node's read routes forwarded on the same origin, so its ledger headers and cursors are readable.
// No chain of its own. One handler: refuse what is not a read, answer immutable reads from memory, ask the
// upstream (with the server's API key) for the rest, and answer for it when it cannot. GraphQL queries go
// to the upstream's indexer instead, checked first (graphql-guard.ts) and never kept.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type HTTPMethods } from 'fastify';
import { createClientErrorHandler } from '../http/errors/client-error';
import { mapError, sendApiError, type MappedError } from '../http/errors/error-mapper';
import { answerPreflight, applyCorsHeaders } from '../http/cors';
import { MAX_BODY_BYTES } from '../../src/core/api/endpoints';
import { GATEWAY_UPSTREAM_HEADER } from '../../src/core/api/ledger-headers';
import { etagListMatches } from '../http/caching/read-caching';
import { createHttpServer } from '../http/http-server';
import { originFormOf } from '../http/inputs/api-path';
import { addEarlyRefusals, answerConnect } from '../http/inputs/request-framing';
import { sendBody, type CompressedCopies } from '../http/caching/compressed-body';
import { registerStaticSite } from '../static-site';
import { AnswerCache, type CachedAnswer } from './answer-cache';
import { keyGuard } from './api-key';
import { cacheKey } from './kept-reads';
import {
  CACHE_HEADER,
  ERROR_HEADER,
  FORWARDED_ANSWER_HEADERS,
  GATEWAY_EXPOSED_HEADERS,
  isPassedOn,
  type GatewayErrorReason,
} from './gateway-headers';
import { isMissingRoute, MissingRoutes } from './missing-routes';
import { RateLimitGate } from './rate-limit-gate';
import { SharedReads } from './shared-reads';
import { graphqlRefusal } from './graphql-guard';
import { decideRoute, forwardedQuery, pinnedVersion, type ReadRoute } from './read-routes';
import { askUpstream, UpstreamFailure, type UpstreamAnswer, type UpstreamRequest } from './upstream-fetch';
import { indexerOf } from './upstream-url';
import {
  LEDGER_HEADER_NAMES,
  ledgerOfAnswer,
  NODE_HEADER_NAMES,
  UpstreamLedger,
  type LedgerVerdict,
  type SeenLedger,
} from './upstream-ledger';
import { viaRefusal, viaToSend } from './via-hops';

export interface GatewayOptions {
  /** The upstream's API base URL, ending in /v1 (upstream-url.ts). */
  upstream: string;
  /** The indexer's GraphQL URL that POST /v1/graphql goes to; default: the upstream's (upstream-url.ts `indexerOf`). */
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

/** Request headers the upstream needs to answer a read as asked; nothing else of the browser's goes upstream. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'content-encoding',
  'if-none-match',
  'x-aptos-client',
] as const;

/** What the gateway asks upstream; the deadline and the size cap are its own. */
type UpstreamAsk = Omit<UpstreamRequest, 'timeoutMs' | 'maxBodyBytes'>;

/** An upstream answer and what the gateway made of it (readUpstream). */
interface UpstreamRead {
  answer: UpstreamAnswer;
  /** Where the kept answer's compressed forms go; absent when the answer was not kept. */
  copies?: CompressedCopies;
}

/** An answer as the gateway holds it: its own headers, none of the ledger's (those are the upstream's as last seen). */
type HeldAnswer = Omit<CachedAnswer, 'version'>;

/**
 * A kept answer is immutable while its version stays in the upstream's window and the chain is not reset:
 * shared caches in front of the gateways (docs/api.md#deployment) may reuse it this long.
 */
export const GATEWAY_PINNED_MAX_AGE_SECONDS = 300;
const PINNED_CACHE_CONTROL = `public, max-age=${GATEWAY_PINNED_MAX_AGE_SECONDS}`;

/** GET /v1 asked by many browsers within this long (a page load, a reload) is asked upstream once. */
const LEDGER_INFO_REUSE_MS = 1_000;

/** Headers about a node's ledger or a list: an indexer's answer describes no node, so none of these is passed on from it. */
const NODE_HEADERS: ReadonlySet<string> = new Set(NODE_HEADER_NAMES);

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
  const indexer = options.indexer ?? indexerOf(upstream);
  const guard = keyGuard(options.apiKey);
  const log = (line: string) => options.log?.(guard.redact(line));
  const cache = new AnswerCache();
  const ledger = new UpstreamLedger();
  const missing = new MissingRoutes();
  /** The last GET /v1 answer, reused for LEDGER_INFO_REUSE_MS while no newer ledger is seen. */
  let ledgerInfo: { key: string; answer: HeldAnswer; version: bigint; at: number } | null = null;
  /** A 429's wait holds for its origin: a preset's indexer shares the node's host, and so its wait. */
  const gates = new Map<string, RateLimitGate>();
  const gateOf = (url: string): RateLimitGate => {
    const origin = new URL(url).origin;
    let found = gates.get(origin);
    if (found === undefined) gates.set(origin, (found = new RateLimitGate()));
    return found;
  };
  const gate = gateOf(upstream);
  /** The targets (node, indexer) that last failed to answer: their recovery is logged once. */
  const down = new Set<string>();
  /** Reads to be kept that are being asked upstream, by cache key. */
  const inFlight = new SharedReads<UpstreamRead>();
  // names this gateway in the Via of what it sends: a request that comes back with it went round in a loop
  // (an upstream that is the gateway itself, or a gateway whose upstream is this one)
  const hop = `ledger-gateway-${randomBytes(6).toString('hex')}`;

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
      sendOwnError(reply, { status: 400, errorCode: 'web_framework_error', message: error.message }, 'refused');
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
    (reply, refusal) => sendOwnError(reply, refusal, refusal.status === 503 ? 'stopping' : 'refused'),
  );
  app.setErrorHandler((error, _request, reply) => {
    // fastify's own 4xx (a body over the limit, bad JSON framing)
    const mapped = mapError(error);
    if (mapped.status < 500) return sendOwnError(reply, mapped, 'refused');
    log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return sendOwnError(reply, { status: 500, errorCode: 'internal_error', message: 'Internal error in the gateway' }, 'internal');
  });

  /** What an upstream answer says of its ledger, judged against the one kept (upstream-ledger.ts); null when it names none. */
  function observe(answer: UpstreamAnswer): { seen: SeenLedger; verdict: LedgerVerdict } | null {
    const seen = ledgerOfAnswer(answer.headers, performance.now());
    if (seen === null) return null;
    const verdict = ledger.observe(seen);
    if (verdict === 'reset') {
      cache.reset(seen.oldestLedgerVersion);
      missing.clear();
      ledgerInfo = null;
    } else if (verdict === 'same') cache.prune(ledger.current?.oldestLedgerVersion ?? 0n);
    return { seen, verdict };
  }

  function upstreamHeaders(browser: IncomingHttpHeaders): Record<string, string> {
    const headers: Record<string, string> = { 'user-agent': 'ledger-explorer-gateway', via: viaToSend(browser.via, hop) };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = browser[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const authorization = browser.authorization;
    if (options.apiKey !== null) headers.authorization = `Bearer ${options.apiKey}`;
    else if (authorization !== undefined) headers.authorization = authorization;
    return headers;
  }

  /** One request to `target` (the upstream, or its indexer); `what` names it in the line logged when it stops answering. */
  async function ask(what: string, asked: UpstreamAsk, target = upstream): Promise<UpstreamAnswer> {
    try {
      const answer = await askUpstream({ ...asked, timeoutMs, maxBodyBytes });
      if (down.delete(target)) log(`upstream ${target} answers again`);
      return answer;
    } catch (error) {
      if (error instanceof UpstreamFailure && error.kind === 'unreachable' && !down.has(target)) {
        down.add(target);
        log(`upstream ${target} ${error.message} (${what})`);
      }
      throw error;
    }
  }

  /** A hit costs the upstream nothing; when only hits came for a while, the ledger is asked once in the background. */
  let refreshing = false;
  function refreshLedgerIfStale(request: FastifyRequest): void {
    const seenAt = ledger.current?.seenAt;
    if (refreshing || (seenAt !== undefined && performance.now() - seenAt < ledgerStaleMs) || gate.secondsLeft() > 0) return;
    refreshing = true;
    const headers = upstreamHeaders({ ...request.headers, accept: 'application/json', 'if-none-match': undefined });
    void ask(requestLine(request), { url: upstream, method: 'GET', headers })
      .then((answer) => {
        if (answer.status === 429) gate.refused(answer.headers.get('retry-after'));
        observe(answer);
      })
      .catch(() => undefined)
      .finally(() => {
        refreshing = false;
      });
  }

  function sendOwnError(reply: FastifyReply, error: MappedError, reason: GatewayErrorReason): void {
    reply.header(ERROR_HEADER, reason);
    sendApiError(reply, { ...error, message: guard.redact(error.message) });
  }

  /**
   * An answer to the browser: the upstream's status, body and passed-on headers, the ledger headers of the
   * upstream as last seen when the answer comes from memory (`held`), and Cache-Control saying whether a
   * shared cache may keep it (a kept answer pinned to a version) or must ask again (everything else).
   */
  function sendAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: { status: number; headers: Iterable<[string, string]>; body: Buffer },
    cacheState: 'hit' | 'miss' | 'bypass',
    how: { held: boolean; pinned: boolean; copies?: CompressedCopies | undefined; fromIndexer?: boolean },
  ): FastifyReply {
    reply.code(answer.status);
    let contentType: string | null = null;
    for (const [name, value] of answer.headers) {
      if (name === 'content-type') contentType = value;
      else if (isPassedOn(name) && !(how.fromIndexer === true && NODE_HEADERS.has(name))) reply.header(name, value);
    }
    if (how.held) reply.headers(ledger.current?.headers ?? {});
    reply.headers(FORWARDED_ANSWER_HEADERS);
    reply.header(CACHE_HEADER, cacheState);
    // a browser's own Authorization went upstream: what it read is its own, not every browser's
    const shared = how.pinned && (options.apiKey !== null || request.headers.authorization === undefined);
    reply.header('cache-control', shared ? PINNED_CACHE_CONTROL : 'no-cache');
    if (answer.status === 304 || answer.status === 204) return reply.send();
    if (contentType === null) return reply.send(answer.body);
    return sendBody(request, reply, contentType, answer.body, how.copies);
  }

  /** What the gateway holds of an upstream answer: what sendAnswer passes on, and no ledger header. */
  function held(answer: UpstreamAnswer): HeldAnswer {
    const own: Record<string, string> = {};
    for (const [name, value] of answer.headers)
      if (!LEDGER_HEADER_NAMES.has(name) && (name === 'content-type' || isPassedOn(name))) own[name] = value;
    return { status: answer.status, headers: own, body: answer.body, copies: {} };
  }

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    if (request.method === 'OPTIONS') return answerPreflight(request, reply);
    const loop = viaRefusal(request.headers.via, hop);
    if (loop !== null) {
      return sendOwnError(
        reply,
        { status: 508, errorCode: 'internal_error', message: `The request ${loop}: not forwarded to ${upstream}` },
        'loop',
      );
    }
    const queryAt = request.url.indexOf('?');
    const path = (queryAt === -1 ? request.url : request.url.slice(0, queryAt)).slice('/v1'.length);
    const decision = decideRoute(request.method, path, upstream);
    if (decision.kind === 'refused') {
      if (decision.allow !== undefined) reply.header('allow', decision.allow);
      return sendOwnError(reply, decision.error, 'refused');
    }
    const { route } = decision;
    if (route.indexer) return forwardQuery(request, reply, route);
    const lacking = missing.recall(route.name, performance.now());
    if (lacking !== undefined) return sendAnswer(request, reply, heldEntries(lacking), 'hit', { held: true, pinned: false });

    const forwarded = forwardedQuery(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
    if ('error' in forwarded) return sendOwnError(reply, forwarded.error, 'refused');
    const search = forwarded.query.toString();
    const url = `${upstream}${route.upstreamPath}${search === '' ? '' : `?${search}`}`;
    const method = request.method === 'POST' ? 'POST' : 'GET';
    const body = method === 'POST' ? (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)) : undefined;
    const headers = upstreamHeaders(request.headers);

    const version = route.immutableAtVersion ? pinnedVersion(forwarded.query) : null;
    const isLedgerInfo = route.upstreamPath === '' && method === 'GET';
    const key = version === null && !isLedgerInfo ? null : cacheKey(method, url, headers, body);
    if (key !== null && version !== null) {
      const cached = cache.get(key);
      if (cached !== undefined) {
        refreshLedgerIfStale(request);
        const ifNoneMatch = request.headers['if-none-match'];
        const etag = cached.headers.etag;
        const matched = cached.status === 200 && ifNoneMatch !== undefined && etag !== undefined && etagListMatches(ifNoneMatch, etag);
        const answer = { ...heldEntries(cached), status: matched ? 304 : cached.status };
        return sendAnswer(request, reply, answer, 'hit', { held: true, pinned: true, copies: cached.copies });
      }
      // the answer is to be kept: ask for all of it, whatever the browser holds
      delete headers['if-none-match'];
    }
    const recent = ledgerInfo;
    if (
      isLedgerInfo &&
      recent !== null &&
      recent.key === key &&
      performance.now() - recent.at < LEDGER_INFO_REUSE_MS &&
      ledger.current?.ledgerVersion === recent.version
    ) {
      return sendAnswer(request, reply, heldEntries(recent.answer), 'hit', { held: true, pinned: false });
    }

    if (gate.secondsLeft() > 0) return sendRateLimited(reply, upstream);

    // a read to be kept is asked once, however many browsers ask for it meanwhile, and cancelled upstream when
    // the last of them has gone away; any other read is cancelled when its browser goes away
    const asked = { url, method, headers, body, routeName: route.name, isLedgerInfo } as const;
    let read: UpstreamRead;
    if (key === null || version === null) {
      const browserGone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) browserGone.abort();
      };
      reply.raw.once('close', onClose);
      try {
        read = await readUpstream(request, { ...asked, signal: browserGone.signal }, null, key);
      } catch (error) {
        return sendFailure(reply, error);
      } finally {
        reply.raw.off('close', onClose);
      }
    } else {
      try {
        read = await inFlight.join(key, reply.raw, (signal) => readUpstream(request, { ...asked, signal }, { key, version }, null));
      } catch (error) {
        return sendFailure(reply, error);
      }
    }
    const kept = read.copies !== undefined;
    return sendAnswer(request, reply, read.answer, key === null || version === null ? 'bypass' : 'miss', {
      held: false,
      pinned: kept,
      copies: read.copies,
    });
  }

  /** The gateway's own 429 while `target`'s origin asked for fewer requests: nothing goes there meanwhile. */
  function sendRateLimited(reply: FastifyReply, target: string): void {
    const wait = gateOf(target).secondsLeft();
    reply.header('retry-after', String(wait));
    sendOwnError(
      reply,
      {
        status: 429,
        errorCode: 'web_framework_error',
        message: `The upstream ${target} asked for fewer requests: the gateway asks it again in ${wait} s`,
      },
      'rate-limited',
    );
  }

  /**
   * POST /v1/graphql: a query (graphql-guard.ts) goes to the indexer with the key, its answer comes back
   * with no node header and is never kept (an indexer query is not pinned to a version); anything else is
   * refused as Hasura refuses, with status 200 as Hasura sends it.
   */
  async function forwardQuery(request: FastifyRequest, reply: FastifyReply, route: ReadRoute): Promise<FastifyReply | void> {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const refusal = graphqlRefusal(body, request.headers['content-encoding']);
    if (refusal !== null) {
      reply.headers({ ...ownHeaders, ...FORWARDED_ANSWER_HEADERS, 'cache-control': 'no-cache' }).header(ERROR_HEADER, 'refused');
      return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(refusal));
    }
    const lacking = missing.recall(route.name, performance.now());
    if (lacking !== undefined)
      return sendAnswer(request, reply, heldEntries(lacking), 'hit', { held: false, pinned: false, fromIndexer: true });
    const indexerGate = gateOf(indexer);
    if (indexerGate.secondsLeft() > 0) return sendRateLimited(reply, indexer);
    const headers = upstreamHeaders(request.headers);
    delete headers['if-none-match'];
    const browserGone = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableEnded) browserGone.abort();
    };
    reply.raw.once('close', onClose);
    let answer: UpstreamAnswer;
    try {
      answer = await ask(requestLine(request), { url: indexer, method: 'POST', headers, body, signal: browserGone.signal }, indexer);
      if (answer.status === 429) {
        indexerGate.refused(answer.headers.get('retry-after'));
        log(
          `upstream ${indexer} answered 429 (Retry-After: ${answer.headers.get('retry-after') ?? 'none'}): asking it again in ${indexerGate.secondsLeft()} s`,
        );
      }
      if (guard.leaksIn(answer.headers, answer.body))
        throw new UpstreamFailure('key-leak', 'repeated the API key in its answer: not forwarded');
    } catch (error) {
      return sendFailure(reply, error, indexer);
    } finally {
      reply.raw.off('close', onClose);
    }
    // an upstream with no indexer there (a node without /v1/graphql) lacks it for a while
    if (isMissingRoute(answer.status, answer.body)) missing.remember(route.name, held(answer), performance.now());
    return sendAnswer(request, reply, answer, 'bypass', { held: false, pinned: false, fromIndexer: true });
  }

  /** An upstream read that failed: 499 to a browser that left, else the gateway's own 502 or 504 naming the upstream. */
  function sendFailure(reply: FastifyReply, error: unknown, target = upstream): FastifyReply | void {
    if (!(error instanceof UpstreamFailure)) throw error;
    if (error.kind === 'cancelled') return reply.code(499).send();
    // docs/api.md#the-gateways-own-errors: 504 for a deadline, 502 for the rest, each naming the upstream
    const reason = error.kind === 'timeout' || error.kind === 'unreachable' ? error.kind : 'bad-answer';
    const status = reason === 'timeout' ? 504 : 502;
    return sendOwnError(reply, { status, errorCode: 'internal_error', message: `The upstream ${target} ${error.message}` }, reason);
  }

  /**
   * One upstream request, and what its answer teaches: the ledger (a reset empties the memory), a 429's
   * wait, a leaked key, a missing route, the ledger info to reuse, an answer to keep.
   */
  async function readUpstream(
    request: FastifyRequest,
    asked: UpstreamAsk & { routeName: string; isLedgerInfo: boolean },
    keep: { key: string; version: bigint } | null,
    ledgerInfoKey: string | null,
  ): Promise<UpstreamRead> {
    const { routeName, isLedgerInfo, ...sent } = asked;
    const answer = await ask(requestLine(request), sent);
    const observed = observe(answer);
    if (answer.status === 429) {
      gate.refused(answer.headers.get('retry-after'));
      log(
        `upstream ${upstream} answered 429 (Retry-After: ${answer.headers.get('retry-after') ?? 'none'}): asking it again in ${gate.secondsLeft()} s`,
      );
    }
    if (guard.leaksIn(answer.headers, answer.body))
      throw new UpstreamFailure('key-leak', 'repeated the API key in its answer: not forwarded');
    if (isMissingRoute(answer.status, answer.body)) missing.remember(routeName, held(answer), performance.now());
    // a late answer of a chain the upstream has left teaches nothing to keep
    if (observed === null || observed.verdict === 'before') return { answer };
    if (isLedgerInfo && ledgerInfoKey !== null && answer.status === 200)
      ledgerInfo = { key: ledgerInfoKey, answer: held(answer), version: observed.seen.ledgerVersion, at: performance.now() };
    // immutable: a whole answer at a version the upstream's own headers place within its window
    const { seen } = observed;
    if (keep === null || answer.status !== 200 || keep.version < seen.oldestLedgerVersion || keep.version > seen.ledgerVersion)
      return { answer };
    const kept = held(answer);
    cache.set(keep.key, { ...kept, version: keep.version });
    return { answer, copies: kept.copies };
  }

  const methods = app.supportedMethods.filter((method) => method !== 'CONNECT') as HTTPMethods[];
  app.route({ method: methods, url: '/v1', exposeHeadRoute: false, handler: forward });
  app.route({ method: methods, url: '/v1/*', exposeHeadRoute: false, handler: forward });

  const site = options.staticDir === null ? null : await registerStaticSite(app, options.staticDir);
  app.setNotFoundHandler((request, reply) => {
    if (site !== null && (request.method === 'GET' || request.method === 'HEAD')) return site.fallback(request, reply);
    return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found\n');
  });

  return {
    app,
    cache,
    indexer,
    async probe() {
      try {
        const answer = await askUpstream({
          url: upstream,
          method: 'GET',
          headers: upstreamHeaders({ accept: 'application/json' }),
          timeoutMs,
          maxBodyBytes,
        });
        if (answer.status !== 200) return `it answered ${answer.status}: ${guard.redact(answer.body.toString('utf8', 0, 300))}`;
        return observe(answer)?.seen ?? 'it answered without ledger headers';
      } catch (error) {
        return guard.redact(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/** A held answer as sendAnswer takes it. */
function heldEntries(answer: HeldAnswer): { status: number; headers: Iterable<[string, string]>; body: Buffer } {
  return { status: answer.status, headers: Object.entries(answer.headers), body: answer.body };
}

/** Method and path of a request, for a log line (the query may hold anything). */
function requestLine(request: FastifyRequest): string {
  return `${request.method} ${request.url.split('?')[0] ?? ''}`;
}
