// GET /v1/accounts/{address}/resource/{resource_type} (seed description §4.2).
import type { FastifyInstance } from 'fastify';
import type { Ledger } from '../../chain/ledger';
import { acceptsBcs } from '../inputs/accept';
import { HttpApiError } from '../errors/http-api-error';
import { JSON_BODY_TYPE, sendBcs, sendBody } from '../caching/compressed-body';
import { readMaxAge, type PruningPace } from '../caching/pinned-max-age';
import { answeredFromClientCache, rowEtag } from '../caching/read-caching';
import { resolveReadVersion } from '../inputs/read-version';
import { requestHead } from '../inputs/request-ledger-head';
import { parseAddressParam, parseLedgerVersionQuery, parseStructTagParam, singleQueryValue } from '../inputs/request-inputs';
import type { ResourceJsonRenderer } from '../json-text/resource-json';
import type { ResponseCopies } from '../caching/response-copies';

export const RESOURCE_PATH = '/v1/accounts/:address/resource/:resource_type';

export function registerResourceRoute(app: FastifyInstance, ledger: Ledger, renderer: ResourceJsonRenderer, bcsCopies: ResponseCopies, pace: PruningPace): void {
  // decompress: false — a GET has no body to inflate, so the plugin's preParsing hook is skipped
  app.get<{ Params: { address: string; resource_type: string } }>(RESOURCE_PATH, { decompress: false }, (request, reply) => {
    // check order (docs/api.md#check-order): path, query, accept (both types allowed here), version, lookup
    const address = parseAddressParam('address', request.params.address);
    const tag = parseStructTagParam(request.params.resource_type);
    const requested = parseLedgerVersionQuery(singleQueryValue(request.query, 'ledger_version'));
    const bcs = acceptsBcs(request.headers.accept);
    const head = requestHead(request);
    const version = resolveReadVersion(head, requested);
    const maxAge = readMaxAge(pace, head, requested);
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
      return sendBcs(request, reply, value.bytes, bcsCopies.for(etag, value.bytes));
    }
    const rendered = renderer.render(address.text, tag.tag, tag.text, value, requested === undefined ? 'keep' : 'keep-when-big');
    if (answeredFromClientCache(request, reply, maxAge, rendered.etag)) return reply;
    return sendBody(request, reply, JSON_BODY_TYPE, rendered.text, rendered.compressed);
  });
}
