// A Vite plugin: once the build is written, every compressible file gets a .gz sibling (gzip 9) and,
// except source maps, a .br one (brotli 11). The node serves them from its first request instead of
// making them itself: brotli 11 of a build kept a core busy for ~5 s after startup, while the first
// pages loaded on the same two cores.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { brotliBytes, gzipBytes, hasSiblingSuffix, isCompressible, SIBLING_SUFFIX, wantsBrotli } from './server/static-encodings.ts';

/** Writes the siblings of every compressible file under dir (kept only when smaller than the file). */
export async function precompressDirectory(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile() && !hasSiblingSuffix(entry.name)).map((entry) => join(entry.parentPath, entry.name));
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
