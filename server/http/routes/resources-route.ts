// GET /v1/accounts/{address}/resources (extension, docs/api.md#routes): a page of `{type, data}`
// in state-key order; X-NODE-CURSOR names the next page only when more remain; `[]` for an empty account.
// With `Accept: application/x-bcs` the same page as real nodes send it (resource-list-bcs.ts): the stored
// bytes, nothing rendered, so a list holding a big value costs neither side a JSON text of it.
import { LEDGER_HEADERS } from '../../../src/core/api/ledger-headers';
import { encodeResourceListBcs } from '../../../src/core/api/resource-list-bcs';
import { parseStructTag } from '../../../src/core/move/type-tag';
import type { Ledger } from '../../chain/ledger';
import { decodeResourceCursor } from '../../chain/resource-cursor';
import { JSON_BODY_TYPE, sendBody } from '../caching/compressed-body';
import type { PruningPace } from '../caching/pinned-max-age';
import { answeredFromClientCache, listEtag } from '../caching/read-caching';
import { acceptsBcs, BCS_MEDIA_TYPE } from '../inputs/accept';
import { readAt } from '../inputs/read-version';
import type { ResourceJsonRenderer } from '../json-text/resource-json';
import type { ResponseCopies } from '../caching/response-copies';
import type { EndpointHandlers } from '../register-endpoints';

export function resourcesRoute(
  ledger: Ledger,
  renderer: ResourceJsonRenderer,
  bcsCopies: ResponseCopies,
  pace: PruningPace,
): Pick<EndpointHandlers, 'listAccountResources'> {
  return {
    listAccountResources: ({ address, ledger_version: requested, limit, start: cursor }, request, reply) => {
      // a cursor the node did not issue is a bad query: judged here, before the version (docs/api.md#check-order)
      if (cursor !== null) decodeResourceCursor(cursor, address.bytes);
      const bcs = acceptsBcs(request.headers.accept);
      const { version, maxAge } = readAt(request, pace, requested);
      const page = ledger.listResources(address.bytes, version, { limit, cursor });
      if (page.cursor !== null) reply.header(LEDGER_HEADERS.cursor.toLowerCase(), page.cursor);
      // tagged by its rows (listEtag): a 304 costs neither the encoding nor the rendering of the page
      const etag = listEtag(bcs ? 'bcs' : 'json', ledger.identity, address.bytes, page.items);
      if (answeredFromClientCache(request, reply, maxAge, etag)) return reply;
      if (bcs) {
        const { body, copies } = bcsCopies.made(etag, () =>
          encodeResourceListBcs(page.items.map((item) => ({ tag: parseStructTag(item.type), bytes: item.value.bytes }))),
        );
        return sendBody(request, reply, BCS_MEDIA_TYPE, body, copies);
      }
      const parts: string[] = [];
      for (const item of page.items) {
        const tag = parseStructTag(item.type);
        parts.push(renderer.render(address.text, tag, item.type, item.value, 'keep-when-big').text);
      }
      return sendBody(request, reply, JSON_BODY_TYPE, `[${parts.join(',')}]`);
    },
  };
}
