import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './vite-precompress';

const JS = 'export const answer = 42;\n'.repeat(500);
const MAP = JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(500) });

describe('precompressDirectory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>' + '<p>explorer</p>'.repeat(50));
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), JS);
    writeFileSync(join(dir, 'assets', 'app-1a2b.js.map'), MAP);
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
    await precompressDirectory(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz siblings that decode to each compressible file', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-1a2b.js.br'))).toString()).toBe(JS);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-1a2b.js.gz'))).toString()).toBe(JS);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toContain('<p>explorer</p>');
  });

  it('gives source maps gzip only, and skips tiny and already-compressed files', () => {
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'app-1a2b.js',
      'app-1a2b.js.br',
      'app-1a2b.js.gz',
      'app-1a2b.js.map',
      'app-1a2b.js.map.gz',
      'logo.png',
      'tiny.css',
    ]);
  });

  it('is idempotent: a second run compresses no sibling again', async () => {
    const before = readdirSync(join(dir, 'assets')).length;
    await precompressDirectory(dir);
    expect(readdirSync(join(dir, 'assets')).length).toBe(before);
  });
});
