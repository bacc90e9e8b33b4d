// "Copy as code" snippets run as a user would run them (sh, node, the public TS SDK) against a real
// node, and answer what the explorer's own client reads.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccountResource } from '../../../src/core/api/resource-read';
import { getRawTableItem } from '../../../src/core/api/state-bytes-read';
import { listAccountResources } from '../../../src/core/api/account-resources-read';
import type { ReadRequest } from '../../../src/core/api/read-requests';
import { requestSnippet, resultName } from '../../../src/core/api/request-snippets';
import { formatHexBytes } from '../../../src/core/move/hex';
import { startTestNode, type TestNode } from './test-node';

const run = promisify(execFile);
const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';

let node: TestNode;
let workDir: string;
let version: bigint;
beforeAll(async () => {
  node = await startTestNode();
  workDir = mkdtempSync(join(tmpdir(), 'ledger-snippets-'));
  version =
    (await getAccountResource({ node: node.api, address: '0x1', resourceType: '0x1::chain_id::ChainId' })).ledger?.ledgerVersion ?? 0n;
});
afterAll(async () => {
  await node.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** Runs a JS snippet as an ES module from the repository (where the SDK is installed); its result as JSON. */
async function runJs(snippet: string, read: ReadRequest): Promise<unknown> {
  const name = resultName(read);
  const program = snippet.replace(
    `console.log(${name});`,
    `process.stdout.write('\\n' + JSON.stringify(${name} instanceof Uint8Array ? Buffer.from(${name}).toString('hex') : ${name}));`,
  );
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', program], {
    cwd: process.cwd(),
    env: { ...process.env, LEDGER_API_KEY: 'unused-by-this-node' },
  });
  // the SDK prints a note of its own for a custom network first: the result is the last line
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
}

describe('copy-as-code snippets, run', () => {
  const resource: ReadRequest = { kind: 'resource', address: '0xcafe', resourceType: '0xcafe::showcase::Showcase', ledgerVersion: 100n };
  const item = (): ReadRequest => ({ kind: 'table_item', tableHandle: BY_INDEX, key: '0x0500000000000000', ledgerVersion: version });

  it('curl: a resource, and a table item written to a file, as the client reads them', async () => {
    const expected = (
      await getAccountResource({ node: node.api, address: '0xcafe', resourceType: '0xcafe::showcase::Showcase', ledgerVersion: 100n })
    ).data;
    const { stdout } = await run('sh', ['-c', requestSnippet(resource, 'curl', { node: node.api, apiKey: 'sk-x' }) ?? ''], {
      env: { ...process.env, LEDGER_API_KEY: 'sk-x' },
    });
    expect(JSON.parse(stdout)).toEqual(expected);

    const bytes = (await getRawTableItem({ node: node.api, tableHandle: BY_INDEX, key: '0x0500000000000000', ledgerVersion: version }))
      .data;
    await run('sh', ['-c', requestSnippet(item(), 'curl', { node: node.api }) ?? ''], { cwd: workDir });
    expect(formatHexBytes(readFileSync(join(workDir, 'item.bcs')))).toBe(formatHexBytes(bytes));
  });

  it('fetch: a resource and a table item, as the client reads them', async () => {
    const expected = (
      await getAccountResource({ node: node.api, address: '0xcafe', resourceType: '0xcafe::showcase::Showcase', ledgerVersion: 100n })
    ).data;
    expect(await runJs(requestSnippet(resource, 'fetch', { node: node.api, apiKey: 'sk-x' }) ?? '', resource)).toEqual(expected);
    const bytes = (await getRawTableItem({ node: node.api, tableHandle: BY_INDEX, key: '0x0500000000000000', ledgerVersion: version }))
      .data;
    expect(`0x${String(await runJs(requestSnippet(item(), 'fetch', { node: node.api }) ?? '', item()))}`).toBe(formatHexBytes(bytes));
  });

  it('the TS SDK: a resource (its data) and an account’s resources, as the client reads them', async () => {
    const expected = (
      await getAccountResource({ node: node.api, address: '0xcafe', resourceType: '0xcafe::showcase::Showcase', ledgerVersion: 100n })
    ).data;
    expect(await runJs(requestSnippet(resource, 'sdk', { node: node.api, apiKey: 'sk-x' }) ?? '', resource)).toEqual(expected.data);
    // the test node makes no blocks: latest stays put
    const list: ReadRequest = { kind: 'resources', address: '0x1' };
    const listed = (await listAccountResources({ node: node.api, address: '0x1' })).data;
    expect(await runJs(requestSnippet(list, 'sdk', { node: node.api }) ?? '', list)).toEqual(listed);
  }, 30_000);
});
