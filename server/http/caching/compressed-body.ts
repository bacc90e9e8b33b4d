// The one compression path of the API's bodies (docs/api.md#compression, **ours**): every route sends
// through `sendBody`, so Vary, the threshold and the codings are decided here. A body sent again and
// again (a cached resource text, a spec asset) keeps its compressed copies instead of compressing on
// every read. The compress plugin only inflates request bodies (api-server.ts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const JSON_BODY_TYPE = 'application/json; charset=utf-8';

export type BodyEncoding = 'br' | 'gzip';
export type CompressedCopies = Partial<Record<BodyEncoding, Buffer>>;

/** Bodies over a few kB are compressed when the client accepts it; the smallest are not worth it. */
const COMPRESS_FROM_CHARS = 2048;
/** Text, JSON, XML, YAML, JavaScript, CSS and BCS bytes compress; images and the like do not. */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)(?:json|text|xml|yaml|javascript)(?:;|$)|octet-stream(?:;|$)|^application\/x-bcs/u;

/** br when accepted, else gzip, else none; an explicit q=0 refuses (RFC 9110 §12.5.3). */
export function pickEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  if (acceptEncoding === undefined) return null;
  let gzip = false;
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...params] = entry.split(';');
    const coding = name.trim().toLowerCase();
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(param));
    if (refused) continue;
    if (coding === 'br') return 'br';
    if (coding === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

export function compressText(text: string | Uint8Array, encoding: BodyEncoding): Buffer {
  const input = typeof text === 'string' ? Buffer.from(text) : text;
  return encoding === 'br'
    ? brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } })
    : gzipSync(input, { level: 6 });
}

/**
 * Sends a body with its content type, compressed when it is big enough, of a compressible type, and
 * the client accepts a coding. `copies`: where the compressed forms of a body sent repeatedly are kept.
 */
export function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  contentType: string,
  body: string | Uint8Array,
  copies?: CompressedCopies,
): FastifyReply {
  reply.header('content-type', contentType);
  const compressible = body.length >= COMPRESS_FROM_CHARS && COMPRESSIBLE_TYPES.test(contentType);
  const encoding = compressible ? pickEncoding(request.headers['accept-encoding']) : null;
  // a string, not Buffer bytes: node:http then writes the head and the body in one string write,
  // where a Buffer body takes a corked writev (bench:node, small reads)
  if (encoding === null) return reply.send(typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  const compressed = copies === undefined ? compressText(body, encoding) : (copies[encoding] ??= compressText(body, encoding));
  return reply.header('content-encoding', encoding).send(compressed);
}

/** JSON that is new with every block (ledger info, transactions, blocks, events): `no-cache`, and no ETag. */
export function sendUncachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string | Uint8Array,
  copies?: CompressedCopies,
): FastifyReply {
  return sendBody(request, reply.header('cache-control', 'no-cache'), JSON_BODY_TYPE, text, copies);
}
