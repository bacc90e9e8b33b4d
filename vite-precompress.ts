// A Vite plugin: once the build is written, every compressible file gets a .gz sibling (gzip 9) and,
// except source maps, a .br one (brotli 11). The node serves them (@fastify/static, preCompressed):
// brotli 11 is too slow to make per request, and the node need not make them at startup.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Formats that are already compressed (or too small to gain) are sent as they are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.ico', '.txt', '.webmanifest']);
const COMPRESS_FROM_BYTES = 256;
const SIBLING_SUFFIX = { br: '.br', gzip: '.gz' } as const;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function isCompressible(path: string, size: number): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase()) && size >= COMPRESS_FROM_BYTES;
}

/** Source maps get gzip only: brotli 11 of them would be most of the compression time for no reader. */
function wantsBrotli(path: string): boolean {
  return !path.endsWith('.map');
}

function hasSiblingSuffix(path: string): boolean {
  return Object.values(SIBLING_SUFFIX).some((suffix) => path.endsWith(suffix));
}

function brotliBytes(raw: Buffer): Promise<Buffer> {
  return brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
}

function gzipBytes(raw: Buffer): Promise<Buffer> {
  return gzipAsync(raw, { level: 9 });
}

/** Writes the siblings of every compressible file under dir (kept only when smaller than the file). */
export async function precompressDirectory(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && !hasSiblingSuffix(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (path) => {
      const raw = await readFile(path);
      if (!isCompressible(path, raw.length)) return;
      const encodings = wantsBrotli(path) ? (['gzip', 'br'] as const) : (['gzip'] as const);
      for (const encoding of encodings) {
        const encoded = encoding === 'br' ? await brotliBytes(raw) : await gzipBytes(raw);
        if (encoded.length >= raw.length) continue;
        await writeFile(path + SIBLING_SUFFIX[encoding], encoded);
      }
    }),
  );
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ledger-explorer:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
