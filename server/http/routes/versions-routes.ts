// The `…/versions` extension: the versions at which one state key (a resource, a table item) was
// written within the window, so a client finds "when did this change" in one request instead of a
// search over reads. Newest first by default; `order=asc` lists oldest first (the next change after V
// is `order=asc&start=V+1&limit=1`). Pages like the resources list: X-NODE-CURSOR names the next `start`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LEDGER_HEADERS } from '../../../src/core/api/ledger-headers';
import type { Ledger, StateKeyRef } from '../../chain/ledger';
import { versionsListMaxAge, type PruningPace } from '../caching/pinned-max-age';
import { sendContent } from '../caching/read-caching';
import { resolveReadVersion } from '../inputs/read-version';
import { JSON_BODY_TYPE } from '../caching/compressed-body';
import { requestHead } from '../inputs/request-ledger-head';
import type { EndpointHandlers } from '../register-endpoints';

/** The query both routes share (endpoints.ts VERSIONS_QUERY), as parsed. */
interface VersionsQuery {
  ledger_version: bigint | undefined;
  start: bigint | undefined;
  limit: number;
  order: 'desc' | 'asc';
}

export function versionsRoutes(
  ledger: Ledger,
  pace: PruningPace,
): Pick<EndpointHandlers, 'listAccountResourceVersions' | 'listRawTableItemVersions'> {
  /** Lists the writes of `ref` as the query asks, within [oldest, read version], with the cursor and cache headers. */
  const sendWrites = (request: FastifyRequest, reply: FastifyReply, ref: StateKeyRef, query: VersionsQuery) => {
    const head = requestHead(request);
    const version = resolveReadVersion(head, query.ledger_version);
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
      page.map((write) => ({
        version: write.version.toString(),
        deleted: write.deleted,
        timestamp: write.timestampUsec?.toString() ?? null,
      })),
    );
    const oldestListed = (query.order === 'desc' ? page.at(-1) : page[0])?.version;
    return sendContent(request, reply, versionsListMaxAge(pace, head, query.ledger_version, oldestListed), JSON_BODY_TYPE, text);
  };

  return {
    listAccountResourceVersions: (inputs, request, reply) =>
      sendWrites(request, reply, { kind: 'resource', address: inputs.address.bytes, structTag: inputs.resource_type.text }, inputs),
    listRawTableItemVersions: (inputs, request, reply) =>
      sendWrites(request, reply, { kind: 'table_item', handle: inputs.table_handle.bytes, key: inputs.body.bytes }, inputs),
  };
}
