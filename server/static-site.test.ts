import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeFor, createStaticSite, resolveInside } from './static-site';

describe('resolveInside', () => {
  it.each([
    ['/index.html', '/srv/site/index.html'],
    ['/assets/a%20b.js', '/srv/site/assets/a b.js'],
    ['/', '/srv/site'],
  ])('%s → %s', (url, expected) => {
    expect(resolveInside('/srv/site', url)).toBe(expected);
  });

  it.each(['/%E0%A4%A', '/a%00b', '/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/../../x'])('rejects %s', (url) => {
    expect(resolveInside('/srv/site', url)).toBeNull();
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['a.js', 'text/javascript; charset=utf-8'],
    ['A.CSS', 'text/css; charset=utf-8'],
    ['x.bin', 'application/octet-stream'],
  ])('%s → %s', (path, type) => {
    expect(contentTypeFor(path)).toBe(type);
  });
});

const BIG_JS = 'export const answer = 42;\n'.repeat(2000);

describe('createStaticSite', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-site-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(join(tmpdir(), 'static-site-secret.txt'), 'secret');
    const site = createStaticSite(dir);
    await site.loaded;
    app = Fastify();
    app.setNotFoundHandler((request, reply) => site.serve(request, reply));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with revalidation', async () => {
    const response = await app.inject('/favicon.svg');
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/accounts/0x1', '/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=5', '/../static-site-secret.txt'])(
    'falls back to index.html for %s',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><title>app</title>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    },
  );
});

/** A server of dir's files once every compressed copy is made. */
async function serveCompressedSite(dir: string): Promise<FastifyInstance> {
  const site = createStaticSite(dir);
  await site.loaded;
  await site.compressed;
  const app = Fastify();
  app.get('/*', (request, reply) => site.serve(request, reply));
  await app.ready();
  return app;
}

describe('createStaticSite: compressed once, by Accept-Encoding', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-site-z-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>' + '<p>explorer</p>'.repeat(100));
    writeFileSync(join(dir, 'assets', 'big-def456.js'), BIG_JS);
    writeFileSync(join(dir, 'assets', 'logo-1a2b3c.png'), Buffer.alloc(4096, 7));
    app = await serveCompressedSite(dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('sends brotli when accepted, gzip otherwise, and the file as it is without Accept-Encoding', async () => {
    const br = await get('/assets/big-def456.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 50);
    const gz = await get('/assets/big-def456.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await get('/assets/big-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
    for (const response of [br, gz, plain]) {
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
    expect(new Set([br.headers['etag'], gz.headers['etag'], plain.headers['etag']]).size).toBe(3);
  });

  it('refuses an encoding the client refuses with q=0', async () => {
    const response = await get('/assets/big-def456.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to the ETag of the representation the client holds', async () => {
    const first = await get('/assets/big-def456.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+\.br"$/);
    const again = await get('/assets/big-def456.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherEncoding = await get('/assets/big-def456.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherEncoding.statusCode).toBe(200);
  });

  it('sends already-compressed formats as they are, without Vary', async () => {
    const response = await get('/assets/logo-1a2b3c.png', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBeUndefined();
    expect(response.rawPayload.equals(Buffer.alloc(4096, 7))).toBe(true);
  });

  it('compresses index.html too (the fallback of app routes), revalidated with its ETag', async () => {
    const response = await get('/accounts/0xcafe', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>app</title>');
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(response.headers['etag']) });
    expect(again.statusCode).toBe(304);
  });

  it('says the explorer is not built when the directory has no index.html', async () => {
    const empty = createStaticSite(join(dir, 'missing'));
    await empty.loaded;
    const bare = Fastify();
    bare.get('/*', (request, reply) => empty.serve(request, reply));
    const response = await bare.inject('/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/not built/);
    await bare.close();
  });
});

describe("createStaticSite: the build's .br/.gz siblings", () => {
  let dir: string;
  let app: FastifyInstance;
  // quality 1 and level 1: not what the node would make itself, so a response shows which copy it sent
  const builtBr = brotliCompressSync(BIG_JS, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
  const builtGz = gzipSync(BIG_JS, { level: 1 });
  const MAP = JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(2000) });
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-site-siblings-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>' + '<p>explorer</p>'.repeat(100));
    writeFileSync(join(dir, 'assets', 'big-def456.js'), BIG_JS);
    writeFileSync(join(dir, 'assets', 'big-def456.js.br'), builtBr);
    writeFileSync(join(dir, 'assets', 'big-def456.js.gz'), builtGz);
    // a stale sibling from another build: it must not be served for this file
    writeFileSync(join(dir, 'assets', 'other-aaa111.js'), BIG_JS.replace('42', '43'));
    writeFileSync(join(dir, 'assets', 'other-aaa111.js.br'), builtBr);
    writeFileSync(join(dir, 'assets', 'big-def456.js.map'), MAP);
    app = await serveCompressedSite(dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('serves the siblings that decode to the file, byte for byte', async () => {
    const br = await get('/assets/big-def456.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(builtBr)).toBe(true);
    const gz = await get('/assets/big-def456.js', { 'accept-encoding': 'gzip' });
    expect(gz.rawPayload.equals(builtGz)).toBe(true);
  });

  it('ignores a sibling that decodes to other bytes, and makes its own copy', async () => {
    const br = await get('/assets/other-aaa111.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(builtBr)).toBe(false);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS.replace('42', '43'));
  });

  it('does not serve a sibling as a file of its own (the path falls back to the app)', async () => {
    const response = await get('/assets/big-def456.js.br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('gives source maps gzip only (only devtools read them)', async () => {
    const response = await get('/assets/big-def456.js.map', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(MAP);
  });
});
