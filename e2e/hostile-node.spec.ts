import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

// A node that misbehaves on purpose (issue 15): the explorer must stop, say so, and stay usable.
let hostile: Server;
let hostileNode = '';
let listReads = 0;
let rateLimitedReads = 0;
let hugeReads = 0;

const LEDGER = {
  'x-node-chain-id': '4', 'x-node-ledger-version': '100', 'x-node-ledger-oldest-version': '0', 'x-node-ledger-timestampusec': '1767225600000000',
  'x-node-epoch': '1', 'x-node-block-height': '10', 'x-node-oldest-block-height': '0',
};

test.beforeAll(async () => {
  hostile = createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      'access-control-expose-headers': [...Object.keys(LEDGER), 'x-node-cursor'].join(', '),
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    if ((request.url ?? '').startsWith('/v1/accounts/0x3/resource/')) {
      // another type than the one asked for
      response.writeHead(200, { ...cors, ...LEDGER, 'content-type': 'application/json' });
      response.end(JSON.stringify({ type: '0x1::evil::Other', data: { x: '1' } }));
      return;
    }
    if ((request.url ?? '').startsWith('/v1/accounts/0x4/resource/')) {
      hugeReads++;
      // 40 MB of JSON, streamed
      response.writeHead(200, { ...cors, ...LEDGER, 'content-type': 'application/json' });
      response.write('{"type":"0x1::a::B","data":{"x":"');
      for (let i = 0; i < 40; i++) response.write('a'.repeat(1024 * 1024));
      response.end('"}}');
      return;
    }
    if ((request.url ?? '').startsWith('/v1/accounts/0x2/')) {
      rateLimitedReads++;
      // "come back in 11 days", in a header another origin cannot read (not exposed)
      response.writeHead(429, { ...cors, ...LEDGER, 'content-type': 'application/json', 'retry-after': '999999' });
      response.end(JSON.stringify({ message: 'Too many requests', error_code: 'web_framework_error', vm_error_code: null }));
      return;
    }
    if ((request.url ?? '').startsWith('/v1/accounts/0x1/resources')) {
      listReads++;
      // the same cursor every time: a client that follows it never ends
      response.writeHead(200, { ...cors, ...LEDGER, 'content-type': 'application/json', 'x-node-cursor': 'again' });
      response.end(JSON.stringify([{ type: '0x1::chain_id::ChainId', data: { id: 4 } }]));
      return;
    }
    response.writeHead(404, { ...cors, ...LEDGER, 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Not found', error_code: 'web_framework_error', vm_error_code: null }));
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  hostileNode = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/v1`;
});
test.afterAll(() => new Promise<void>((resolve) => hostile.close(() => resolve())));

test('a node that repeats its page cursor: the list stops at once and says why', async ({ page }) => {
  await page.addInitScript((node) => localStorage.setItem('ledger-explorer:node', JSON.stringify(node)), hostileNode);
  listReads = 0;
  await page.goto('/accounts/0x1');
  await expect(page.getByRole('status').filter({ hasText: 'Showing the first' })).toContainText('sent a page cursor it had already sent');
  await expect(page.getByText('0x1::chain_id::ChainId').first()).toBeVisible();
  // the first page, the repeat, and no more (the query does not retry a list that was read)
  expect(listReads).toBeLessThanOrEqual(2);
});

test('a node that answers 429 with a hidden Retry-After is asked less and less often', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript((node) => localStorage.setItem('ledger-explorer:node', JSON.stringify(node)), hostileNode);
  rateLimitedReads = 0;
  await page.goto('/accounts/0x2/resource/0x1::account::Account');
  await expect(page.getByRole('alert')).toContainText('rate-limiting', { timeout: 30_000 });
  const seen = rateLimitedReads;
  // at the normal pace (a read every 4 s, each with 3 quick retries) this would be a dozen more
  await page.waitForTimeout(16_000);
  expect(rateLimitedReads - seen).toBeLessThanOrEqual(1);
  expect(seen).toBeLessThanOrEqual(5);
});

test('a resource of another type than asked for is shown as what it is', async ({ page }) => {
  await page.addInitScript((node) => localStorage.setItem('ledger-explorer:node', JSON.stringify(node)), hostileNode);
  await page.goto('/accounts/0x3/resource/0x1::account::Account');
  await expect(page.getByRole('status').filter({ hasText: 'answered with a resource of type' })).toContainText('0x1::evil::Other');
});

test('a 40 MB answer is refused with its size, and not read again at the normal pace', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript((node) => localStorage.setItem('ledger-explorer:node', JSON.stringify(node)), hostileNode);
  hugeReads = 0;
  await page.goto('/accounts/0x4/resource/0x1::account::Account');
  await expect(page.getByRole('alert')).toContainText('too large: over 33,554,432 bytes');
  const seen = hugeReads;
  await page.waitForTimeout(10_000);
  // the normal pace (every 4 s) would have read it twice more by now
  expect(hugeReads - seen).toBeLessThanOrEqual(1);
});
