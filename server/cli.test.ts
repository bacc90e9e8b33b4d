// The fixed command line, as other packages' tests use it: spawn `node --import tsx server/main.ts`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnNode, type SpawnedNode } from './reliability/test-spawned-node';

async function waitForUrl(node: SpawnedNode): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const match = /^listening on (http:\/\/\S+)$/m.exec(node.stdout());
    if (match?.[1]) return match[1];
    if (node.child.exitCode !== null) throw new Error(`exited ${node.child.exitCode}: ${node.stderr()}`);
    if (Date.now() > deadline) throw new Error(`no listening line: ${node.stdout()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let dataDir: string;
let staticDir: string;
let running: SpawnedNode;
let url: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ledger-cli-'));
  staticDir = mkdtempSync(join(tmpdir(), 'ledger-cli-static-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>explorer</title>');
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'export const x = 1;\n'.repeat(1000));
  // the build writes compressed copies beside its files (vite-precompress.ts); the node serves them as they are
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js.gz'), gzipSync('export const x = 1;\n'.repeat(1000)));
  running = spawnNode(['--port', '0', '--data-dir', dataDir, '--history', '300', '--block-interval', '0', '--static', staticDir]);
  url = await waitForUrl(running);
}, 60_000);

afterAll(async () => {
  if (running.child.exitCode === null) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

// each test spawns a node process (tsx compiles on start): on a loaded two-core machine that takes tens of seconds
describe('npm run node', { timeout: 90_000 }, () => {
  it('prints progress, then exactly one listening line, and serves the API and the explorer', async () => {
    const lines = running.stdout().split('\n');
    expect(lines.filter((line) => line.startsWith('listening on '))).toEqual([`listening on ${url}`]);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines.some((line) => /^\[\d+\.\d s\] /.test(line))).toBe(true);
    const info = await (await fetch(`${url}/v1`)).json();
    expect(info).toMatchObject({ chain_id: 4, ledger_version: '299' });
    const page = await fetch(`${url}/accounts/0xcafe`);
    expect(await page.text()).toBe('<!doctype html><title>explorer</title>');
    const asset = await fetch(`${url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toBe('export const x = 1;\n'.repeat(1000));
    const missing = await fetch(`${url}/v1/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error_code: 'web_framework_error' });
    expect(missing.headers.get('x-node-ledger-version')).toBe('299');
  });

  it('refuses a data directory another node holds, in one line', async () => {
    const second = spawnNode(['--port', '0', '--data-dir', dataDir]);
    expect(await second.exited).toBe(1);
    expect(second.stderr().trim().split('\n')).toHaveLength(1);
    expect(second.stderr()).toMatch(/^error: /);
    expect(second.stdout()).not.toContain('listening on');
  });

  it('refuses a busy port, in one line', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const other = mkdtempSync(join(tmpdir(), 'ledger-cli-busy-'));
    try {
      const node = spawnNode(['--port', String(port), '--data-dir', other, '--history', '50']);
      expect(await node.exited).toBe(1);
      expect(node.stderr().trim()).toMatch(new RegExp(`^error: port ${port} on 127\\.0\\.0\\.1 is already in use[^\\n]*$`));
    } finally {
      blocker.close();
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('refuses an address that is not on this machine, in one line', async () => {
    const other = mkdtempSync(join(tmpdir(), 'ledger-cli-host-'));
    try {
      // 192.0.2.1 is TEST-NET-1 (RFC 5737): never a local interface, so the bind fails
      const node = spawnNode(['--host', '192.0.2.1', '--port', '0', '--data-dir', other, '--history', '50']);
      expect(await node.exited).toBe(1);
      expect(node.stderr().trim()).toMatch(/^error: cannot listen on 192\.0\.2\.1: no network interface[^\n]*$/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('refuses a directory of another seed unless --reset', async () => {
    const other = mkdtempSync(join(tmpdir(), 'ledger-cli-seed-'));
    try {
      const first = spawnNode(['--port', '0', '--data-dir', other, '--history', '50', '--block-interval', '0']);
      await waitForUrl(first);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      const mismatch = spawnNode(['--port', '0', '--data-dir', other, '--seed', '2']);
      expect(await mismatch.exited).toBe(1);
      expect(mismatch.stderr()).toMatch(/^error: .*--reset[^\n]*\n$/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it.each([
    ['at start', 0, 0],
    // the first of the generation's commits fit, the second does not
    ['during history generation', 9 * 1024 * 1024, 1],
  ])('refuses a full disk %s, in one line', async (_when, maxBytes, progressLines) => {
    const other = mkdtempSync(join(tmpdir(), 'ledger-cli-full-'));
    try {
      const node = spawnNode(['--port', '0', '--data-dir', other, '--history', '12000'], { LEDGER_STORE_MAX_BYTES: String(maxBytes) });
      expect(await node.exited).toBe(1);
      expect(
        node
          .stdout()
          .split('\n')
          .filter((line) => line.includes('generating 12000 versions')),
      ).toHaveLength(progressLines);
      expect(node.stderr()).toMatch(
        /^error: the disk holding data directory \S+ is full \(SQLITE_FULL\); free some space and start again[^\n]*\n$/,
      );
      expect(node.stdout()).not.toContain('listening on');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('answers bad options with one line and the usage, exit 2', async () => {
    const node = spawnNode(['--port', 'eighty']);
    expect(await node.exited).toBe(2);
    const [first, second] = node.stderr().split('\n');
    expect(first).toBe('error: --port must be a whole number, got "eighty"');
    expect(second).toBe('');
    expect(node.stderr()).toContain('Usage: npm run node -- [options]');
  });

  it('prints the usage for --help', async () => {
    const node = spawnNode(['--help']);
    expect(await node.exited).toBe(0);
    expect(node.stdout()).toContain('--prune-window');
  });

  it('stops cleanly on SIGTERM, exit 0, and releases the directory', async () => {
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    const again = spawnNode(['--port', '0', '--data-dir', dataDir, '--block-interval', '0']);
    await waitForUrl(again);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });
});
