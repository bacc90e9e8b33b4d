// POST /v1/tables/{table_handle}/raw_item (seed description §4.1): BCS bytes of one item.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ledger } from '../../chain/ledger';
import { acceptsBcs } from '../inputs/accept';
import { shortenForMessage } from '../../../src/core/move/errors';
import { HttpApiError } from '../errors/http-api-error';
import { sendBcs } from '../caching/compressed-body';
import { readMaxAge, type PruningPace } from '../caching/pinned-max-age';
import { answeredFromClientCache, contentEtag } from '../caching/read-caching';
import { resolveReadVersion } from '../inputs/read-version';
import { requestHead } from '../inputs/request-ledger-head';
import { parseAddressParam, parseLedgerVersionQuery, parseRawItemBody, singleQueryValue } from '../inputs/request-inputs';

export const RAW_ITEM_PATH = '/v1/tables/:table_handle/raw_item';

/** Real nodes accept bodies up to 8 MiB (docs/api.md#limits-and-timeouts: over 8 MiB → 413). */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

type RawItemRequest = FastifyRequest<{ Params: { table_handle: string } }>;

/**
 * The checks that must come before fastify reads the body, in the order of docs/api.md#check-order: Content-Length
 * present (411) and within the limit (413), path parameters (400), content type (415).
 */
function checkBeforeBody(request: RawItemRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  done(checkRawItemHeaders(request));
}

/** The failure of checkHeadersAndPath, or undefined when the request may go on (the `…/versions` route shares it). */
export function checkRawItemHeaders(request: RawItemRequest): Error | undefined {
  try {
    checkHeadersAndPath(request);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function checkHeadersAndPath(request: RawItemRequest): void {
  const length = request.headers['content-length'];
  if (length === undefined) {
    throw new HttpApiError(411, 'web_framework_error', 'Content-Length is required: chunked request bodies are not accepted');
  }
  if (!/^\d+$/.test(length)) throw new HttpApiError(400, 'web_framework_error', `Invalid Content-Length ${JSON.stringify(length)}`);
  if (Number(length) > MAX_BODY_BYTES) {
    throw new HttpApiError(413, 'web_framework_error', `Request body of ${length} bytes is over the limit of ${MAX_BODY_BYTES} bytes`);
  }
  parseAddressParam('table_handle', request.params.table_handle);
  const contentType = request.headers['content-type'];
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    const shown = contentType === undefined ? 'missing' : JSON.stringify(contentType);
    throw new HttpApiError(415, 'web_framework_error', `Unsupported Content-Type (${shown}): the body must be application/json`);
  }
}

export function registerRawItemRoute(app: FastifyInstance, ledger: Ledger, pace: PruningPace): void {
  app.post<{ Params: { table_handle: string } }>(RAW_ITEM_PATH, { onRequest: checkBeforeBody }, (request, reply) => {
    const handle = parseAddressParam('table_handle', request.params.table_handle);
    const key = parseRawItemBody(request.body);
    const requested = parseLedgerVersionQuery(singleQueryValue(request.query, 'ledger_version'));
    if (!acceptsBcs(request.headers.accept)) {
      throw new HttpApiError(403, 'api_disabled', 'Table items are served as BCS only (only BCS is supported): send Accept: application/x-bcs');
    }
    const head = requestHead(request);
    const version = resolveReadVersion(head, requested);
    const maxAge = readMaxAge(pace, head, requested);
    const value = ledger.readTableItem(handle.bytes, key.bytes, version);
    if (value === null) {
      throw new HttpApiError(
        404,
        'table_item_not_found',
        `Table Item not found by Table handle(${handle.text}), Table key(${shortenForMessage(key.text)}) and Ledger version(${version})`,
      );
    }
    if (answeredFromClientCache(request, reply, maxAge, contentEtag(value.bytes))) return reply;
    return sendBcs(request, reply, value.bytes);
  });
}
