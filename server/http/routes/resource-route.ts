// GET /v1/accounts/{address}/resource/{resource_type} (seed description §4.2).
import type { Ledger } from '../../chain/ledger';
import { acceptsBcs, BCS_MEDIA_TYPE } from '../inputs/accept';
import { HttpApiError } from '../errors/http-api-error';
import { JSON_BODY_TYPE, sendBody } from '../caching/compressed-body';
import type { PruningPace } from '../caching/pinned-max-age';
import { answeredFromClientCache, rowEtag } from '../caching/read-caching';
import { readAt } from '../inputs/read-version';
import type { ResourceJsonRenderer } from '../json-text/resource-json';
import type { ResponseCopies } from '../caching/response-copies';
import type { EndpointHandlers, HandlerOf } from '../register-endpoints';

export function resourceRoute(
  ledger: Ledger,
  renderer: ResourceJsonRenderer,
  bcsCopies: ResponseCopies,
  pace: PruningPace,
): Pick<EndpointHandlers, 'getAccountResource'> {
  // decompress: false — a GET has no body to inflate, so the plugin's preParsing hook is skipped
  const handle: HandlerOf<'getAccountResource'> = ({ address, resource_type: tag, ledger_version: requested }, request, reply) => {
    // check order (docs/api.md#check-order): path and query (parsed from the table), accept (both types allowed here), version, lookup
    const bcs = acceptsBcs(request.headers.accept);
    const { version, maxAge } = readAt(request, pace, requested);
    const value = ledger.readResource(address.bytes, tag.text, version);
    if (value === null) {
      throw new HttpApiError(
        404,
        'resource_not_found',
        `Resource not found by Address(${address.text}), Struct tag(${tag.text}) and Ledger version(${version})`,
      );
    }
    if (bcs) {
      const etag = rowEtag('bcs', ledger.identity, value.writtenAt);
      if (answeredFromClientCache(request, reply, maxAge, etag)) return reply;
      return sendBody(request, reply, BCS_MEDIA_TYPE, value.bytes, bcsCopies.for(etag, value.bytes));
    }
    const rendered = renderer.render(address.text, tag.tag, tag.text, value, requested === undefined ? 'keep' : 'keep-when-big');
    if (answeredFromClientCache(request, reply, maxAge, rendered.etag)) return reply;
    return sendBody(request, reply, JSON_BODY_TYPE, rendered.text, rendered.compressed);
  };
  return { getAccountResource: { handle, decompress: false } };
}
