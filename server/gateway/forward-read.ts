// A read of the upstream node's API through the gateway, decided in order: refused (not a read, a loop,
// a query it will not pass on), answered from memory (a route the upstream lacks, a kept pinned read,
// GET /v1 of a moment ago), held back (the upstream's 429 wait), else asked upstream, once for all the
// browsers that want a read to be kept (docs/api.md#the-gateway).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { heldEntries, sendAnswer, type HowSent } from './gateway-answer';
import type { GatewayMemory, Lesson } from './gateway-memory';
import type { GatewayRefusals } from './gateway-refusals';
import { cacheKey } from './kept-reads';
import { decideRoute, forwardedQuery, pinnedVersion, type ReadRoute } from './read-routes';
import { SharedReads } from './shared-reads';
import type { CompressedCopies } from '../http/caching/compressed-body';
import type { UpstreamAnswer } from './upstream-fetch';
import type { UpstreamAsk, UpstreamLink } from './upstream-link';

/** The parts of one gateway a forwarded request works with (gateway-server.ts makes them). */
export interface GatewayParts {
  upstream: string;
  indexer: string;
  link: UpstreamLink;
  memory: GatewayMemory;
  refusals: GatewayRefusals;
  /** Whether what this browser reads is every browser's (gateway-answer.ts `shareable`). */
  shareable(request: FastifyRequest): boolean;
}

/** An upstream answer and what the gateway made of it. */
interface UpstreamRead {
  answer: UpstreamAnswer;
  /** Where the kept answer's compressed forms go; absent when the answer was not kept. */
  copies?: CompressedCopies | undefined;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | void>;

/** The handler of /v1 and /v1/*; POST /v1/graphql goes to `forwardQuery` (forward-query.ts). */
export function readForwarder(parts: GatewayParts, ledgerStaleMs: number, forwardQuery: (route: ReadRoute) => Handler): Handler {
  const { upstream, link, memory, refusals } = parts;
  /** Reads to be kept that are being asked upstream, by cache key. */
  const inFlight = new SharedReads<UpstreamRead>();
  const gate = link.gateOf(upstream);

  const refreshLedgerIfStale = ledgerRefresher(parts, ledgerStaleMs);

  /** One upstream request, and what its answer teaches: the ledger (a reset empties the memory), a 429's wait, a leaked key, the rest (gateway-memory.ts `learn`). */
  async function readUpstream(request: FastifyRequest, asked: UpstreamAsk, lesson: Lesson): Promise<UpstreamRead> {
    const answer = await link.ask(requestLine(request), asked);
    const observed = memory.observe(answer);
    link.check(answer);
    return { answer, copies: memory.learn(answer, observed, lesson) };
  }

  const fromMemory = (request: FastifyRequest, how: Partial<HowSent> = {}): HowSent => ({
    ledgerHeaders: memory.ledger?.headers ?? {},
    pinned: false,
    shareable: parts.shareable(request),
    ...how,
  });

  return async function forward(request, reply) {
    if (refusals.sentLoop(reply, request.headers.via, link.hop)) return;
    const queryAt = request.url.indexOf('?');
    const path = (queryAt === -1 ? request.url : request.url.slice(0, queryAt)).slice('/v1'.length);
    const decision = decideRoute(request.method, path, upstream);
    if (decision.kind === 'refused') {
      if (decision.allow !== undefined) reply.header('allow', decision.allow);
      return refusals.send(reply, decision.error, 'refused');
    }
    const { route } = decision;
    if (route.indexer) return forwardQuery(route)(request, reply);
    const lacking = memory.lacking(route.name);
    if (lacking !== undefined) return sendAnswer(request, reply, heldEntries(lacking), 'hit', fromMemory(request));

    const forwarded = forwardedQuery(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
    if ('error' in forwarded) return refusals.send(reply, forwarded.error, 'refused');
    const search = forwarded.query.toString();
    const url = `${upstream}${route.upstreamPath}${search === '' ? '' : `?${search}`}`;
    const method = request.method === 'POST' ? 'POST' : 'GET';
    const body = method === 'POST' ? (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)) : undefined;
    const headers = link.headersFor(request.headers);

    const version = route.immutableAtVersion ? pinnedVersion(forwarded.query) : null;
    const isLedgerInfo = route.upstreamPath === '' && method === 'GET';
    const key = version === null && !isLedgerInfo ? null : cacheKey(method, url, headers, body);
    if (key !== null && version !== null) {
      const cached = memory.pinned(key, request.headers['if-none-match']);
      if (cached !== undefined) {
        refreshLedgerIfStale(request);
        return sendAnswer(request, reply, heldEntries(cached), 'hit', fromMemory(request, { pinned: true, copies: cached.copies }));
      }
      // the answer is to be kept: ask for all of it, whatever the browser holds
      delete headers['if-none-match'];
    }
    const recent = isLedgerInfo ? memory.recentLedgerInfo(key) : undefined;
    if (recent !== undefined) return sendAnswer(request, reply, heldEntries(recent), 'hit', fromMemory(request));

    if (gate.secondsLeft() > 0) return refusals.sendRateLimited(reply, upstream, gate);

    // a read to be kept is asked once, however many browsers ask for it meanwhile, and cancelled upstream when
    // the last of them has gone away; any other read is cancelled when its browser goes away
    const asked = { url, method, headers, body } as const;
    const kept = key !== null && version !== null;
    let read: UpstreamRead;
    try {
      read = kept
        ? await inFlight.join(key, reply.raw, (signal) =>
            readUpstream(request, { ...asked, signal }, { routeName: route.name, keep: { key, version }, ledgerInfoKey: null }),
          )
        : await whileBrowserWaits(reply, (signal) =>
            readUpstream(request, { ...asked, signal }, { routeName: route.name, keep: null, ledgerInfoKey: key }),
          );
    } catch (error) {
      return refusals.sendFailure(reply, error);
    }
    return sendAnswer(request, reply, read.answer, kept ? 'miss' : 'bypass', {
      pinned: read.copies !== undefined,
      shareable: parts.shareable(request),
      copies: read.copies,
    });
  };
}

/** A hit costs the upstream nothing; when only hits came for a while, the ledger is asked once in the background. */
function ledgerRefresher({ upstream, link, memory }: GatewayParts, ledgerStaleMs: number): (request: FastifyRequest) => void {
  const gate = link.gateOf(upstream);
  let refreshing = false;
  return (request) => {
    const seenAt = memory.ledger?.seenAt;
    if (refreshing || (seenAt !== undefined && performance.now() - seenAt < ledgerStaleMs) || gate.secondsLeft() > 0) return;
    refreshing = true;
    const headers = link.headersFor({ ...request.headers, accept: 'application/json', 'if-none-match': undefined });
    void link
      .ask(requestLine(request), { url: upstream, method: 'GET', headers })
      .then((answer) => {
        if (answer.status === 429) gate.refused(answer.headers.get('retry-after'));
        memory.observe(answer);
      })
      .catch(() => undefined)
      .finally(() => {
        refreshing = false;
      });
  };
}

/** `read`, cancelled (its signal aborted) when the browser goes away before its answer is written. */
export async function whileBrowserWaits<T>(reply: FastifyReply, read: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const browserGone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableEnded) browserGone.abort();
  };
  reply.raw.once('close', onClose);
  try {
    return await read(browserGone.signal);
  } finally {
    reply.raw.off('close', onClose);
  }
}

/** Method and path of a request, for a log line (the query may hold anything). */
export function requestLine(request: FastifyRequest): string {
  return `${request.method} ${request.url.split('?')[0] ?? ''}`;
}
