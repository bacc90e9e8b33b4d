import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts a local node serving dist/ (seed 1, live blocks off) and exposes its URL as LEDGER_URL. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-e2e-'));
  const { child, url } = await startNode(['--data-dir', dataDir, '--static', process.env.E2E_STATIC ?? 'dist']);
  process.env.LEDGER_URL = url;
  await untilIndexed(url);
  return async () => {
    await stopNode(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * Waits until the node's indexer has caught up with its history (but `behind` versions, a node started with
 * --indexer-lag). A new directory's history is indexed before the node answers (server/node.ts), so this
 * is quick then; a node given a directory whose index is behind indexes after it answers.
 */
export async function untilIndexed(url: string, timeoutMs = 240_000, behind = 0n): Promise<void> {
  const latest = BigInt(((await (await fetch(`${url}/v1`)).json()) as { ledger_version: string }).ledger_version);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ processor_status { last_success_version } }' }),
    });
    const rows = ((await answer.json()) as { data?: { processor_status: { last_success_version: number | string }[] } }).data
      ?.processor_status;
    if (rows !== undefined && rows.length > 0 && rows.every((row) => BigInt(row.last_success_version) >= latest - behind)) return;
    if (Date.now() > deadline) throw new Error(`the e2e node's index did not reach version ${latest - behind} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** What withLiveNode started and has not stopped yet; stopLiveNodes stops them. */
const liveNodes = new Set<() => Promise<void>>();

/** Runs `use` against a fresh node that serves dist/ with the given flags, then stops it and deletes its data. */
export async function withLiveNode(args: string[], use: (live: { url: string }) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-live-'));
  const child = spawnNode(['--data-dir', dataDir, '--static', process.env.E2E_STATIC ?? 'dist', ...args]);
  const stop = async () => {
    liveNodes.delete(stop);
    await stopNode(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  liveNodes.add(stop);
  try {
    await use({ url: await waitForListening(child, 150_000) });
  } finally {
    await stop();
  }
}

/**
 * Stops the nodes of withLiveNode calls still running: a test that times out abandons its body, whose
 * `finally` then never runs, so the fixtures' teardown calls this (e2e/fixtures.ts).
 */
export async function stopLiveNodes(): Promise<void> {
  await Promise.all([...liveNodes].map((stop) => stop()));
}

export async function startNode(args: string[], env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawnNode(args, env);
  // a new directory's chain is generated and indexed before the node answers: 19 s of CPU for the
  // defaults (20,000 versions; docs/demo-chain.md), several times that in wall time on a loaded machine
  const url = await waitForListening(child, 150_000);
  return { child, url };
}

function spawnNode(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(
    'node',
    ['--import', 'tsx', 'server/main.ts', '--host', '127.0.0.1', '--port', '0', '--seed', '1', '--block-interval', '0', ...args],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
}

/** Starts our node as a gateway (`--upstream`) in front of `upstream`, serving dist/ on its own origin. */
export async function startGatewayNode(upstream: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    'node',
    [
      '--import',
      'tsx',
      'server/main.ts',
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--upstream',
      upstream,
      '--static',
      process.env.E2E_STATIC ?? 'dist',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  const url = await waitForListening(child, 60_000);
  return { child, url };
}

/** Resolves with the URL of the node's `listening on http://HOST:PORT` line; rejects if it exits first. */
export function waitForListening(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no listening line within ${timeoutMs} ms:\n${out}`)), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`node exited with ${code}:\n${out}`));
    });
  });
}

export async function stopNode(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
