// Big cached bodies (Large is ≈ 4 MB of JSON) are compressed once per encoding and kept with the
// text, instead of on every read by the compress plugin (which skips bodies that carry Content-Encoding).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

/** Below this, the plugin's per-request compression is cheap enough. */
export const PRECOMPRESS_FROM_CHARS = 64 * 1024;

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

export function compressText(text: string, encoding: BodyEncoding): Buffer {
  const input = Buffer.from(text);
  return encoding === 'br'
    ? brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } })
    : gzipSync(input, { level: 6 });
}
