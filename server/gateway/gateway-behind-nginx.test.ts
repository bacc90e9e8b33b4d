// The gateway as a real deployment (docs/api.md#deployment): two gateway processes behind nginx's
// `proxy_cache` (Debian's package, run as any user with its own prefix and config in a temporary
// directory, on a free port). A pinned page loaded by many browsers at once reaches the upstream once;
// reads at latest are never served from the shared cache.
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNode, type TestNode } from '../http/api-tests/test-node';
import { kill9, listeningUrl, spawnNode, type SpawnedNode } from '../reliability/test-spawned-node';
import { startAptosWireProxy, type AptosWireProxy } from './test-support/aptos-wire-proxy';
import { freePort } from './test-support/free-port';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROWSERS = 24;
const KEY = 'aptoslabs_gateway-behind-nginx-7c1e';
/** The reads of a pinned account page (the resources, one resource, the module of its type, a table item's BCS is a POST: not shared). */
const PINNED_PAGE = [
  '/accounts/0xcafe/resources?ledger_version=2500&limit=100',
  '/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=2500',
  '/accounts/0xcafe/module/showcase?ledger_version=2500',
  '/accounts/0x1/resource/0x1::timestamp::CurrentTimeMicroseconds?ledger_version=2500',
];

function nginxConfig(dir: string, port: number, gateways: readonly string[]): string {
  const asRoot = process.getuid?.() === 0;
  return `
# a user's own nginx: everything under ${dir}
${asRoot ? 'user root root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=ledger:10m max_size=256m inactive=10m use_temp_path=off;
  upstream gateways {
${gateways.map((url) => `    server ${new URL(url).host};`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://gateways;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_cache ledger;
      # many browsers asking at once: one request goes on, the others wait for its answer
      proxy_cache_lock on;
      proxy_cache_lock_timeout 30s;
      proxy_cache_revalidate on;
      add_header X-Shared-Cache $upstream_cache_status always;
    }
  }
}
`;
}

/** How many times the upstream was asked for `path` (the gateway sends path parameters percent-encoded). */
function upstreamReads(path: string): number {
  return proxy.seen.filter((request) => decodeURIComponent(request.url) === `/v1${path}`).length;
}

let node: TestNode;
let proxy: AptosWireProxy;
const gateways: SpawnedNode[] = [];
let nginx: ChildProcess | null = null;
let nginxDir: string;
let front: string;

beforeAll(async () => {
  try {
    accessSync(NGINX, constants.X_OK);
  } catch {
    throw new Error(
      `nginx is needed for this test and is not at ${NGINX}: apt-get install -y nginx (Debian's package; .ci/run installs it), or set NGINX_PATH`,
    );
  }
  node = await startTestNode();
  proxy = await startAptosWireProxy(node.api);
  for (let i = 0; i < 2; i++) gateways.push(spawnNode(['--upstream', proxy.api, '--port', '0'], { LEDGER_API_KEY: KEY }));
  const urls = await Promise.all(gateways.map((gateway) => listeningUrl(gateway)));
  nginxDir = mkdtempSync(join(tmpdir(), 'ledger-nginx-'));
  mkdirSync(join(nginxDir, 'temp'));
  const port = await freePort();
  writeFileSync(join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir, port, urls));
  const started = spawn(
    NGINX,
    ['-p', nginxDir, '-e', join(nginxDir, 'error.log'), '-c', join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  nginx = started;
  let stderr = '';
  started.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  front = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (started.exitCode !== null) throw new Error(`nginx exited ${started.exitCode}: ${stderr}`);
    const ready = await fetch(`${front}/v1`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${stderr} ${readFileSync(join(nginxDir, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  if (nginx !== null && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await Promise.all(gateways.map((gateway) => kill9(gateway)));
  await proxy?.close();
  await node?.stop();
  if (nginxDir !== undefined) rmSync(nginxDir, { recursive: true, force: true });
});

describe('two gateways behind nginx proxy_cache', () => {
  it(`serve a pinned page loaded by ${BROWSERS} browsers at once with one upstream read per request`, async () => {
    const asked = (path: string) => upstreamReads(path);
    const loads = Array.from({ length: BROWSERS }, () =>
      Promise.all(
        PINNED_PAGE.map(async (path) => {
          const response = await fetch(`${front}/v1${path}`, { headers: { 'accept-encoding': 'gzip' } });
          return { path, status: response.status, cache: response.headers.get('x-shared-cache'), body: await response.text() };
        }),
      ),
    );
    const pages = await Promise.all(loads);
    for (const page of pages) for (const read of page) expect(read.status, read.path).toBe(200);
    for (const [i, path] of PINNED_PAGE.entries()) {
      expect(asked(path), path).toBe(1);
      // every browser read the same answer
      expect(new Set(pages.map((page) => page[i]?.body)).size).toBe(1);
    }
    // a reload later: from nginx, and still nothing upstream
    const reload = await Promise.all(PINNED_PAGE.map((path) => fetch(`${front}/v1${path}`, { headers: { 'accept-encoding': 'gzip' } })));
    for (const response of reload) expect(response.headers.get('x-shared-cache')).toBe('HIT');
    for (const path of PINNED_PAGE) expect(asked(path)).toBe(1);
    // the key stays on the gateways
    for (const page of pages) for (const read of page) expect(read.body).not.toContain(KEY);
    expect(proxy.seen.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('never serve a read at latest from the shared cache', async () => {
    const path = '/accounts/0xcafe/resource/0xcafe::showcase::Clock';
    const before = upstreamReads(path);
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${front}/v1${path}`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-shared-cache')).not.toBe('HIT');
    }
    expect(upstreamReads(path) - before).toBe(3);
  });
});
