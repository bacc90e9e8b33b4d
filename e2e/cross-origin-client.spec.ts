import type { Server } from 'node:http';
import { expect, test } from './fixtures';
import { bundleSdkPage, serveSdkPage } from './sdk-page/bundle';

// Real clients on another origin (issue 15). The public TS SDK sends credentialed requests (fetch with
// credentials: 'include') with its own headers, so the node must allow credentials beside the echoed
// origin. First the SDK itself, bundled into a page of another app; then its request replayed by hand,
// which also checks the ledger headers are exposed.
let other: Server;
let otherOrigin = '';

test.beforeAll(async () => {
  const served = await serveSdkPage(await bundleSdkPage());
  other = served.server;
  otherOrigin = served.origin;
});
test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

test('the public TS SDK, bundled into a page of another origin, reads the ledger, resources and views', async ({
  page,
  baseURL,
  request,
}) => {
  const node = `${baseURL ?? ''}/v1`;
  expect(new URL(otherOrigin).origin).not.toBe(new URL(node).origin);
  const nodeRequests: string[] = [];
  const viewBodies: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(node)) return;
    nodeRequests.push(sent.url());
    if (sent.method() === 'POST' && sent.url().includes('/view?')) viewBodies.push(sent.headers()['content-type'] ?? '');
  });
  await page.goto(`${otherOrigin}/?node=${encodeURIComponent(node)}`);
  await expect(page.locator('#result')).not.toBeEmpty();
  const result = JSON.parse((await page.locator('#result').textContent()) ?? '') as {
    ok: boolean;
    error?: string;
    value?: Record<string, unknown>;
  };
  expect(result.error).toBeUndefined();

  // the node's own answer, read here in Node, is what the SDK must have seen (live blocks are off)
  const info = (await (await request.get(node)).json()) as Record<string, unknown>;
  expect(info.ledger_version).toBe('19999');
  expect(result.value?.ledger).toMatchObject({
    chain_id: 4,
    ledger_version: '19999',
    block_height: '4402',
    epoch: info.epoch,
    ledger_timestamp: info.ledger_timestamp,
    node_role: info.node_role,
  });
  expect(result.value?.chainId).toEqual({ id: 4 });
  expect(result.value?.coinInfo).toMatchObject({ name: 'Native Coin', symbol: 'NAT', decimals: 8 });
  // showcase::Clock reads v at version v (docs/demo-chain.md): the SDK sent ledger_version
  expect(result.value?.clock).toEqual({ version: '5000' });
  // and it did go to the node from the other origin
  expect(nodeRequests.some((url) => url.includes('showcase::Clock') && url.includes('ledger_version=5000'))).toBe(true);

  // the views at 5000 are the node's own answers there, read here in Node; the SDK sent both bodies, and pinned them
  const view = async (fn: string, args: string[], typeArgs: string[] = []) =>
    (
      await request.post(`${node}/view?ledger_version=5000`, { data: { function: fn, type_arguments: typeArgs, arguments: args } })
    ).json() as Promise<unknown>;
  expect(result.value?.views).toEqual({
    balance: await view(
      '0x1::coin::balance',
      ['0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370'],
      ['0x1::native_coin::NativeCoin'],
    ),
    lookup: await view('0xcafe::showcase::lookup_name', ['beta']),
    count: await view('0xcafe::showcase::name_count', []),
  });
  expect(result.value?.views).toMatchObject({ lookup: [{ vec: ['2'] }] });
  expect(viewBodies.filter((type) => type.startsWith('application/x.aptos.view_function+bcs'))).toHaveLength(2);
  expect(viewBodies.filter((type) => type.startsWith('application/json'))).toHaveLength(1);
  expect(nodeRequests.filter((url) => url.includes('/view?ledger_version=5000'))).toHaveLength(3);
});

test('a credentialed request from another origin reads a resource and the ledger headers', async ({ page, baseURL }) => {
  await page.goto(otherOrigin);
  const answer = await page.evaluate(async (node) => {
    const response = await fetch(`${node}/v1/accounts/0x1/resource/0x1::chain_id::ChainId`, {
      credentials: 'include',
      headers: { 'x-aptos-client': 'aptos-typescript-sdk/6.3.1', 'content-type': 'application/json' },
    });
    return { status: response.status, body: await response.json(), version: response.headers.get('x-node-ledger-version') };
  }, baseURL ?? '');
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ type: '0x1::chain_id::ChainId', data: { id: 4 } });
  expect(answer.version).toBe('19999');
});
