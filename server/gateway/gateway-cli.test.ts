// `npm run node -- --upstream URL` as its own process, with LEDGER_API_KEY in its environment: what it
// prints, what the upstream receives, and that no line it writes holds the key.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNode, type TestNode } from '../http/api-tests/test-node';
import { startAptosWireProxy, type AptosWireProxy } from './test-support/aptos-wire-proxy';

const KEY = 'sk-cli-test-c0ffee';

function spawnGateway(upstream: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', '0', '--upstream', upstream], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LEDGER_API_KEY: KEY },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function until<T>(what: () => T | null | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = what();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let node: TestNode;
let proxy: AptosWireProxy;

beforeAll(async () => {
  node = await startTestNode();
  proxy = await startAptosWireProxy(node.api);
});
afterAll(async () => {
  await proxy?.close();
  await node?.stop();
});

// each test spawns a process (tsx compiles on start): tens of seconds on a loaded two-core machine
describe('npm run node -- --upstream', { timeout: 90_000 }, () => {
  it('says where it forwards, with the key from the environment upstream and in no line it prints', async () => {
    const gateway = spawnGateway(proxy.api);
    try {
      const url = await until(() => /^listening on (http:\/\/\S+)$/mu.exec(gateway.stdout())?.[1]);
      await until(() => /^the upstream answers: chain id 4, ledger version 2999, oldest 0$/mu.exec(gateway.stdout()));
      expect(gateway.stdout()).toContain(`gateway to ${proxy.api} with the API key from LEDGER_API_KEY: API at ${url}/v1\n`);
      expect(gateway.stdout()).toContain(`GraphQL queries (POST /v1/graphql) go to the indexer at ${proxy.api}/graphql\n`);
      const response = await fetch(`${url}/v1/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=77`);
      expect(await response.json()).toEqual({ type: '0xcafe::showcase::Clock', data: { version: '77' } });
      expect(proxy.seen.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
      gateway.child.kill('SIGTERM');
      expect(await gateway.exited).toBe(0);
      expect(gateway.stdout() + gateway.stderr()).not.toContain(KEY);
    } finally {
      gateway.child.kill('SIGKILL');
    }
  });

  it('starts while its upstream is down, says so, and answers 502 until it is up', async () => {
    // a port that was free a moment ago: nothing listens there
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const upstream = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/v1`;
    await new Promise((resolve) => probe.close(resolve));
    const gateway = spawnGateway(upstream);
    try {
      const url = await until(() => /^listening on (http:\/\/\S+)$/mu.exec(gateway.stdout())?.[1]);
      await until(() => /^the upstream does not answer yet \(.*\): the gateway answers 502\/504 until it does$/mu.exec(gateway.stdout()));
      const response = await fetch(`${url}/v1`);
      expect(response.status).toBe(502);
      await until(() =>
        gateway
          .stderr()
          .split('\n')
          .find((line) => line.startsWith(`upstream ${upstream} cannot be reached: `) && line.endsWith('(GET /v1)')),
      );
      gateway.child.kill('SIGTERM');
      expect(await gateway.exited).toBe(0);
      expect(gateway.stdout() + gateway.stderr()).not.toContain(KEY);
    } finally {
      gateway.child.kill('SIGKILL');
    }
  });
});
