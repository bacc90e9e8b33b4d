import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
