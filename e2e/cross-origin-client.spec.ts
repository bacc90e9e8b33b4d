import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

// A real client on another origin: the public TS SDK sends credentialed requests (fetch with
// credentials: 'include') with its own headers, so the node must allow credentials beside the echoed origin.
let other: Server;
let otherOrigin = '';

test.beforeAll(async () => {
  other = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>another app</title>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

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
  expect(answer.version).toMatch(/^\d+$/);
});
