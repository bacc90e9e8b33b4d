// How the explorer's files are compressed: shared by the build (vite-precompress.ts writes .br and .gz
// siblings) and the node (server/static-site.ts serves them, or makes them when a build has none).
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';

/** Formats that are already compressed (or too small to gain) are sent as they are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.ico', '.txt', '.webmanifest']);
const COMPRESS_FROM_BYTES = 256;

export const SIBLING_SUFFIX = { br: '.br', gzip: '.gz' } as const;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliDecompressAsync = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

export function isCompressible(path: string, size: number): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase()) && size >= COMPRESS_FROM_BYTES;
}

/** Source maps are most of a build's bytes and only devtools fetch them. */
export function isSourceMap(path: string): boolean {
  return path.endsWith('.map');
}

/** Source maps get gzip only: brotli 11 of them would be most of the compression time for no reader. */
export function wantsBrotli(path: string): boolean {
  return !isSourceMap(path);
}

/** Whether a file name is a compressed copy (.br or .gz) rather than a file of the build. */
export function hasSiblingSuffix(path: string): boolean {
  return Object.values(SIBLING_SUFFIX).some((suffix) => path.endsWith(suffix));
}

/** brotli quality 11: seconds for a whole build, so made once (at build time, or in the background). */
export function brotliBytes(raw: Buffer): Promise<Buffer> {
  return brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
}

export function gzipBytes(raw: Buffer): Promise<Buffer> {
  return gzipAsync(raw, { level: 9 });
}

/** Whether `encoded` decodes to exactly `raw` (a sibling left from another build must not be served). */
export async function decodesTo(encoding: keyof typeof SIBLING_SUFFIX, encoded: Buffer, raw: Buffer): Promise<boolean> {
  try {
    const decoded = encoding === 'br' ? await brotliDecompressAsync(encoded) : await gunzipAsync(encoded);
    return decoded.equals(raw);
  } catch {
    return false;
  }
}
