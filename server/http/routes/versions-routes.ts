// The `…/versions` extension: the versions at which one state key (a resource, a table item) was
// written within the window, so a client finds "when did this change" in one request instead of a
// search over reads. Newest first by default; `order=asc` lists oldest first (the next change after V
// is `order=asc&start=V+1&limit=1`). Pages like the resources list: X-NODE-CURSOR names the next `start`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LEDGER_HEADERS } from '../../../src/core/api/ledger-headers';
import type { Ledger, StateKeyRef } from '../../chain/ledger';
import { badRequest } from '../errors/http-api-error';
import { versionsListMaxAge, type PruningPace } from '../caching/pinned-max-age';
import { checkRawItemHeaders } from './raw-item-route';
import { answeredFromClientCache, contentEtag } from '../caching/read-caching';
import { resolveReadVersion } from '../inputs/read-version';
import { JSON_BODY_TYPE, sendBody } from '../caching/compressed-body';
import { requestHead } from '../inputs/request-ledger-head';
import { parseAddressParam, parseLedgerVersionQuery, parseRawItemBody, parseStructTagParam, singleQueryValue } from '../inputs/request-inputs';

export const RESOURCE_VERSIONS_PATH = '/v1/accounts/:address/resource/:resource_type/versions';
export const RAW_ITEM_VERSIONS_PATH = '/v1/tables/:table_handle/raw_item/versions';

export const DEFAULT_VERSIONS_LIMIT = 100;
export const MAX_VERSIONS_LIMIT = 1000;

interface VersionsQuery {
  requested: bigint | undefined;
  start: bigint | undefined;
  limit: number;
  order: 'asc' | 'desc';
}

function parseVersionsQuery(query: unknown): VersionsQuery {
  const requested = parseLedgerVersionQuery(singleQueryValue(query, 'ledger_version'));
  const startText = singleQueryValue(query, 'start');
  const start = startText === undefined ? undefined : parseVersionParam('start', startText);
  const limitText = singleQueryValue(query, 'limit');
  let limit = DEFAULT_VERSIONS_LIMIT;
  if (limitText !== undefined) {
    if (!/^\d{1,6}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > MAX_VERSIONS_LIMIT) {
      throw badRequest(`Invalid query parameter limit ${JSON.stringify(limitText)}: a whole number from 1 to ${MAX_VERSIONS_LIMIT}`);
    }
    limit = Number(limitText);
  }
  const order = singleQueryValue(query, 'order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') throw badRequest(`Invalid query parameter order ${JSON.stringify(order)}: asc or desc`);
  return { requested, start, limit, order };
}

function parseVersionParam(name: string, value: string): bigint {
  try {
    const parsed = parseLedgerVersionQuery(value);
    if (parsed !== undefined) return parsed;
  } catch {
    // reworded below with this parameter's name
  }
  throw badRequest(`Invalid query parameter ${name} ${JSON.stringify(value.slice(0, 40))}: a version (u64)`);
}

/** Lists the writes of `ref` as the query asks, within [oldest, read version], with the cursor and cache headers. */
function sendWrites(ledger: Ledger, pace: PruningPace, request: FastifyRequest, reply: FastifyReply, ref: StateKeyRef, query: VersionsQuery) {
  const head = requestHead(request);
  const version = resolveReadVersion(head, query.requested);
  const oldest = head.oldestLedgerVersion;
  const start = query.start;
  const [from, to] =
    query.order === 'desc'
      ? [oldest, start === undefined || start > version ? version : start]
      : [start === undefined || start < oldest ? oldest : start, version];
  const rows = from > to ? [] : ledger.writesOf(ref, { from, to, order: query.order, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const next = rows[query.limit];
  if (next !== undefined) reply.header(LEDGER_HEADERS.cursor.toLowerCase(), next.version.toString());
  const text = JSON.stringify(
    page.map((write) => ({ version: write.version.toString(), deleted: write.deleted, timestamp: write.timestampUsec?.toString() ?? null })),
  );
  const oldestListed = (query.order === 'desc' ? page.at(-1) : page[0])?.version;
  if (answeredFromClientCache(request, reply, versionsListMaxAge(pace, head, query.requested, oldestListed), contentEtag(text))) return reply;
  return sendBody(request, reply, JSON_BODY_TYPE, text);
}

export function registerVersionsRoutes(app: FastifyInstance, ledger: Ledger, pace: PruningPace): void {
  app.get<{ Params: { address: string; resource_type: string } }>(RESOURCE_VERSIONS_PATH, (request, reply) => {
    const address = parseAddressParam('address', request.params.address);
    const tag = parseStructTagParam(request.params.resource_type);
    const query = parseVersionsQuery(request.query);
    return sendWrites(ledger, pace, request, reply, { kind: 'resource', address: address.bytes, structTag: tag.text }, query);
  });

  app.post<{ Params: { table_handle: string } }>(
    RAW_ITEM_VERSIONS_PATH,
    { onRequest: (request, _reply, done) => done(checkRawItemHeaders(request)) },
    (request, reply) => {
      const handle = parseAddressParam('table_handle', request.params.table_handle);
      const key = parseRawItemBody(request.body);
      const query = parseVersionsQuery(request.query);
      return sendWrites(ledger, pace, request, reply, { kind: 'table_item', handle: handle.bytes, key: key.bytes }, query);
    },
  );
}
