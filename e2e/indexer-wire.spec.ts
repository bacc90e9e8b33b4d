import type { ChildProcess } from 'node:child_process';
import { startGatewayNode, stopNode } from './global-setup';
import type { Page } from '@playwright/test';
import { expect, test } from './real-node-wire/fixture';

// Issue 32 through the wires a user meets: our node as a gateway (`--upstream`) in front of a real
// fullnode's wire (e2e/real-node-wire: another origin, X-Aptos-* names, nothing exposed), its indexer
// forwarded at POST /v1/graphql; and a link naming its own indexer (`?indexer=`), asked for consent as
// `?node=` is.

const ACCOUNT_0 = '0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370';
const SCREENS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

test.describe('through a gateway in front of the real-node wire', () => {
  let gateway: ChildProcess;
  let gatewayUrl: string;
  test.beforeAll(async ({ realWire }) => {
    ({ child: gateway, url: gatewayUrl } = await startGatewayNode(realWire.nodeUrl('strict')));
  });
  test.afterAll(() => stopNode(gateway));

  test('Assets and Activity of account 0, every indexer read on the gateway’s origin', async ({ page, realWire }) => {
    const graphql: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/graphql')) graphql.push(request.url());
    });
    const before = realWire.requests().filter((path) => path.startsWith('/graphql')).length;
    await page.goto(`${gatewayUrl}/accounts/${ACCOUNT_0}`);
    const assets = page.getByTestId('indexer-assets');
    await expect(assets.getByTestId('indexer-asset')).toHaveCount(5);
    for (const symbol of ['NAT', 'DPT', 'USDD', 'DGLD']) await expect(assets).toContainText(symbol);
    await expect(assets.getByTestId('indexer-provenance')).toContainText(/Indexed up to version [\d,]+/);
    await expect(assets.getByTestId('indexer-chain-unchecked')).toHaveCount(0);
    const activity = page.getByTestId('indexer-activity');
    await expect(activity.getByTestId('indexer-activity-item')).toHaveCount(25);
    // a row another account sent names it (its sender linked)
    await expect(activity.getByTestId('indexer-activity-sender').first()).toBeVisible();
    // the page asked its own origin; the gateway asked the wire's /v1/graphql
    expect(graphql.length).toBeGreaterThan(0);
    expect(graphql.every((url) => url.startsWith(`${gatewayUrl}/v1/graphql`))).toBe(true);
    expect(realWire.requests().filter((path) => path.startsWith('/graphql')).length).toBeGreaterThan(before);
    await assets.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/indexer-gateway-wire-1280.png` });
  });
});

test('a link naming its indexer (?indexer=) asks first, reads it once agreed, and its links carry it', async ({
  page,
  baseURL,
  realWire,
}) => {
  // the run's node read directly; the indexer on the wire's origin (another origin: consent)
  const indexer = `${realWire.nodeUrl('strict')}/graphql`;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/graphql')) asked.push(request.url());
  });
  await page.goto(`/accounts/${ACCOUNT_0}?indexer=${encodeURIComponent(indexer)}`);
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText(`This link asks to read from indexer ${indexer}. Use it?`);
  expect(asked).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SCREENS}/indexer-consent-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await prompt.getByRole('button', { name: 'Use it' }).click();
  await expect(page.getByTestId('indexer-assets').getByTestId('indexer-asset')).toHaveCount(5);
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((url) => url === indexer)).toBe(true);
  // a link inside the page carries the indexer (Copy link copies the URL, which names it)
  const versionLink = page.getByTestId('indexer-activity').getByTestId('indexer-activity-item').first().getByRole('link').first();
  expect(new URL((await versionLink.getAttribute('href')) ?? '', baseURL).searchParams.get('indexer')).toBe(indexer);

  // declining reads the node's own indexer and drops the parameter
  const fresh = await page.context().browser()?.newContext({ baseURL });
  try {
    const other = await fresh?.newPage();
    if (other === undefined) throw new Error('no page');
    await other.goto(`/accounts/${ACCOUNT_0}?indexer=${encodeURIComponent(indexer)}`);
    await other.getByRole('button', { name: 'Use the node’s own indexer' }).click();
    await expect(other).not.toHaveURL(/indexer=/);
    await expect(other.getByTestId('indexer-assets').getByTestId('indexer-asset')).toHaveCount(5);
  } finally {
    await fresh?.close();
  }
});

/**
 * The order requests leave in on the account page: the resource list's answer is held back (up to `holdMs`, or until
 * a GraphQL POST has left), so a GraphQL read sent "at once" is seen before it, one sent after the list after it.
 */
async function recordOrder(page: Page, holdMs: number): Promise<string[]> {
  const order: string[] = [];
  let graphqlLeft = () => {};
  const graphqlSeen = new Promise<void>((resolve) => (graphqlLeft = resolve));
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/graphql')) {
      order.push('graphql');
      graphqlLeft();
    }
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/resources')) order.push('list');
  });
  await page.route(
    (url) => url.pathname.startsWith('/v1/accounts/') && url.pathname.endsWith('/resources'),
    async (route) => {
      await Promise.race([graphqlSeen, new Promise((resolve) => setTimeout(resolve, holdMs))]);
      await route.continue();
    },
  );
  return order;
}

test('an indexer on another origin is asked at once, before the list answers; the node’s own after it', async ({ page, realWire }) => {
  const indexer = `${realWire.nodeUrl('strict')}/graphql`;
  // a loaded CI machine may take seconds to load the indexer's chunk: held long enough for it
  const order = await recordOrder(page, 10_000);
  await page.goto(`/accounts/${ACCOUNT_0}?indexer=${encodeURIComponent(indexer)}`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Use it' }).click();
  await expect(page.getByTestId('indexer-assets').getByTestId('indexer-asset')).toHaveCount(5);
  expect(order.indexOf('graphql')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('graphql'), order.join(' ')).toBeLessThan(order.indexOf('list'));

  // the serving node's own indexer (same origin, one thread): asked only once the list is painted
  await page.unrouteAll();
  const own = await page.context().newPage();
  try {
    // the node's own indexer is asked only after the list is painted: a short hold shows the order
    const ownOrder = await recordOrder(own, 1_500);
    await own.goto(`/accounts/${ACCOUNT_0}`);
    await expect(own.getByTestId('indexer-assets').getByTestId('indexer-asset')).toHaveCount(5);
    expect(ownOrder.indexOf('list')).toBeGreaterThanOrEqual(0);
    expect(ownOrder.indexOf('list'), ownOrder.join(' ')).toBeLessThan(ownOrder.indexOf('graphql'));
  } finally {
    await own.close();
  }
});
