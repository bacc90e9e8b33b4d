import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from './static-site';

// The site as api-server.ts wires it: @fastify/static for files, index.html for every other path.
async function siteApp(dir: string): Promise<FastifyInstance> {
  const app = Fastify();
  const site = await registerStaticSite(app, dir);
  app.setNotFoundHandler((request, reply) => site.fallback(request, reply));
  await app.ready();
  return app;
}

const BIG_JS = 'export const answer = 42;\n'.repeat(2000);
const INDEX = '<!doctype html><title>app</title><script>window.x = 1</script>';

describe('the explorer site', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-site-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'main-abc123.js'), BIG_JS);
    // the build's compressed siblings (vite-precompress.ts)
    writeFileSync(join(dir, 'assets', 'main-abc123.js.br'), brotliCompressSync(BIG_JS));
    writeFileSync(join(dir, 'assets', 'main-abc123.js.gz'), gzipSync(BIG_JS));
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(join(tmpdir(), 'static-site-secret.txt'), 'secret');
    app = await siteApp(dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable, other files with revalidation', async () => {
    const asset = await app.inject('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(BIG_JS);
    expect(asset.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s brotli copy when accepted, gzip otherwise, the file as it is without Accept-Encoding', async () => {
    const br = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const response of [br, gz, plain]) {
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    }
  });

  it('answers 304 to an ETag the client holds', async () => {
    const first = await app.inject('/favicon.svg');
    const etag = first.headers['etag'];
    expect(typeof etag).toBe('string');
    const again = await app.inject({ url: '/favicon.svg', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each(['/', '/accounts/0x1', '/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=5', '/tables/0x1/raw_item'])(
    'answers the app route %s with index.html and the security headers',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self';");
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each(['/../static-site-secret.txt', '/%2e%2e/static-site-secret.txt', '/assets/../../static-site-secret.txt'])(
    'never serves a file outside the site: %s',
    async (url) => {
      const response = await app.inject(url);
      expect(response.body).not.toContain('secret');
    },
  );

  it('says the explorer is not built when the directory has no index.html', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'static-empty-'));
    const bare = await siteApp(empty);
    const response = await bare.inject('/accounts/0x1');
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/not built/);
    await bare.close();
    rmSync(empty, { recursive: true, force: true });
  });
});
