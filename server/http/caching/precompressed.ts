// Resource bodies are compressed by their route, not by the compress plugin: a cached text keeps its
// compressed copies (Large is ≈ 4 MB of JSON: compressed once per encoding, not on every read), and
// the route skips the plugin's three hooks, which cost every small read (most of them) ~10 %.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BCS_MEDIA_TYPE } from '../inputs/accept';

export type BodyEncoding = 'br' | 'gzip';

/** Bodies over a few kB are compressed when the client accepts it (docs/api.md#compression, **ours**). */
export const COMPRESS_FROM_CHARS = 2048;

/**
 * br when accepted, else gzip, else none; an explicit q=0 refuses (RFC 9110 §12.5.3). `offersBr` false:
 * there is no br copy to send (a static file may have only gzip), so gzip if accepted.
 */
export function pickEncoding(acceptEncoding: string | undefined, offersBr = true): BodyEncoding | null {
  if (acceptEncoding === undefined) return null;
  let gzip = false;
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...params] = entry.split(';');
    const coding = name.trim().toLowerCase();
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(param));
    if (refused) continue;
    if (coding === 'br' && offersBr) return 'br';
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

/** Sends stored BCS bytes, compressed per request when over a few kB and the client accepts it. */
export function sendBcs(request: FastifyRequest, reply: FastifyReply, value: Uint8Array): FastifyReply {
  reply.header('content-type', BCS_MEDIA_TYPE);
  const bytes = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  const encoding = bytes.length >= COMPRESS_FROM_CHARS ? pickEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(bytes);
  return reply.header('content-encoding', encoding).send(compressText(bytes, encoding));
}
