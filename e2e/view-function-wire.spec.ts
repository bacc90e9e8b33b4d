import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { startGatewayNode, stopNode } from './global-setup';
import { expect, test } from './real-node-wire/fixture';

// Issue 31 through the wires a user meets: a real fullnode's (e2e/real-node-wire: another origin,
// X-Aptos-* names, nothing exposed to CORS) and our node as a gateway (`--upstream`, e2e/gateway.spec.ts).
// Run a view from the module page, pin it, and the pinned link shows the same answer.

const SCREENS = 'test-results/screenshots';

/** Runs showcase::lookup_name("beta") from the module page and pins it; returns the pinned version. */
async function runAndPin(page: Page): Promise<string> {
  const form = page.getByRole('form', { name: 'Run lookup_name' });
  await form.getByLabel('arg0: 0x1::string::String').fill('beta');
  await form.getByRole('button', { name: 'Run lookup_name' }).click();
  await expect(page).toHaveURL(/\/view\/0xcafe::showcase::lookup_name\?/);
  await expect(page.getByTestId('view-result')).toContainText('"2"');
  await expect(page.getByText('Ran at version')).toBeVisible();
  await page.getByRole('button', { name: /^Pin this version/ }).click();
  await expect(page).toHaveURL(/ledger_version=\d+/);
  return new URL(page.url()).searchParams.get('ledger_version') ?? '';
}

test('through a real node’s wire (nothing exposed): run a view from the module page and pin it', async ({
  page,
  browser,
  baseURL,
  realWire,
}) => {
  const node = realWire.nodeUrl('strict');
  await page.goto(`/accounts/0xcafe/module/showcase?node=${encodeURIComponent(node)}`);
  await page
    .getByRole('button', { name: 'Use it' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  const before = realWire.requests().length;
  const version = await runAndPin(page);
  // the ledger comes from GET /v1's body (no header is readable): the call names the version it ran at
  expect(version).toBe('19999');
  const calls = realWire
    .requests()
    .slice(before)
    .filter((path) => path.startsWith('/view'));
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((path) => path.includes('ledger_version='))).toBe(true);
  await expect(page.getByText(/Gas used/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENS}/real-wire-view-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SCREENS}/real-wire-view-375.png` });

  const fresh = await browser.newContext({ baseURL });
  try {
    const other = await fresh.newPage();
    await other.goto(page.url());
    await other
      .getByRole('button', { name: 'Use it' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(other.getByTestId('view-result')).toContainText('"2"');
    await expect(other.getByRole('group', { name: 'Ledger version' })).toContainText(`Pinned at ${version}`);
  } finally {
    await fresh.close();
  }

  // the plot's calls on the same wire: 40, each at its version
  const plotFrom = realWire.requests().length;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/view/0xcafe::showcase::name_count?args=[]&ledger_version=19999&plot=[0]&node=${encodeURIComponent(node)}`);
  const chart = page.getByRole('region', { name: 'Value over versions' });
  await expect(chart).toContainText('Samples, drawn as points: 40 calls across versions 3662–19999.');
  await expect(chart.locator('.u-over')).toBeVisible();
  const plotCalls = realWire
    .requests()
    .slice(plotFrom)
    .filter((path) => path.startsWith('/view'));
  expect(plotCalls.length).toBeLessThanOrEqual(41);
  expect(plotCalls.every((path) => path.includes('ledger_version='))).toBe(true);
});

test.describe('through a gateway (--upstream)', () => {
  let gateway: ChildProcess;
  let gatewayUrl: string;
  test.beforeAll(async () => {
    const upstream = `${process.env.LEDGER_URL ?? ''}/v1`;
    ({ child: gateway, url: gatewayUrl } = await startGatewayNode(upstream));
  });
  test.afterAll(() => stopNode(gateway));

  test('run a view from the module page and pin it: the pinned call is answered by the gateway, then from its memory', async ({
    page,
    browser,
  }) => {
    await page.goto(`${gatewayUrl}/accounts/0xcafe/module/showcase`);
    const version = await runAndPin(page);
    const link = page.url();
    expect(link.startsWith(gatewayUrl)).toBe(true);
    await page.screenshot({ path: `${SCREENS}/gateway-view-1280.png` });

    // another browser: the same call at the pinned version comes from the gateway's memory (keyed by the body)
    const other = await browser.newPage();
    try {
      const answered = other.waitForResponse(
        (answer) => answer.request().method() === 'POST' && answer.url().startsWith(`${gatewayUrl}/v1/view?ledger_version=${version}`),
      );
      await other.goto(link);
      await expect(other.getByTestId('view-result')).toContainText('"2"');
      expect((await answered).headers()['x-ledger-gateway-cache']).toBe('hit');
      // another argument at the same version is another call (the body is in the key): asked upstream
      const alpha = new URL(link);
      alpha.searchParams.set('args', '["alpha"]');
      const asked = other.waitForResponse(
        (answer) => answer.request().method() === 'POST' && answer.url().startsWith(`${gatewayUrl}/v1/view?ledger_version=${version}`),
      );
      await other.goto(alpha.toString());
      expect((await asked).headers()['x-ledger-gateway-cache']).toBe('miss');
      await expect(other.getByTestId('view-result')).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test.describe("through a gateway in front of a real node's wire (--upstream)", () => {
  let gateway: ChildProcess;
  let gatewayUrl: string;
  test.beforeAll(async ({ realWire }) => {
    ({ child: gateway, url: gatewayUrl } = await startGatewayNode(realWire.nodeUrl('strict')));
  });
  test.afterAll(() => stopNode(gateway));

  test('a view followed at latest is asked upstream every time; pinned, it is asked once and then kept', async ({
    page,
    browser,
    realWire,
  }) => {
    const answers: { query: string; cache: string | undefined }[] = [];
    const watch = (target: Page) =>
      target.on('response', (answer) => {
        const url = new URL(answer.url());
        if (answer.request().method() === 'POST' && url.origin === new URL(gatewayUrl).origin && url.pathname === '/v1/view')
          answers.push({ query: url.search, cache: answer.headers()['x-ledger-gateway-cache'] });
      });
    watch(page);
    const upstreamViews = () => realWire.requests().filter((path) => path.startsWith('/view'));
    const upstreamBefore = upstreamViews().length;

    // at latest: the page follows (a read every 4 s), and the gateway passes each call on
    await page.goto(`${gatewayUrl}/view/0xcafe::showcase::lookup_name?args=${encodeURIComponent('["beta"]')}`);
    await expect(page.getByTestId('view-result')).toContainText('"2"');
    await expect
      .poll(() => answers.filter((seen) => !seen.query.includes('ledger_version=')).length, { timeout: 15_000 })
      .toBeGreaterThan(1);
    const atLatest = answers.filter((seen) => !seen.query.includes('ledger_version='));
    expect(atLatest.every((seen) => seen.cache === 'bypass')).toBe(true);
    // each reached the real node's wire, at latest
    expect(
      upstreamViews()
        .slice(upstreamBefore)
        .filter((path) => !path.includes('ledger_version=')).length,
    ).toBeGreaterThanOrEqual(atLatest.length);

    await page.getByRole('button', { name: /^Pin this version/ }).click();
    await expect(page).toHaveURL(/ledger_version=\d+/);
    const version = new URL(page.url()).searchParams.get('ledger_version') ?? '';
    await expect(page.getByTestId('view-result')).toContainText('"2"');
    // this test's calls only: the wire is the worker's, and the test before it reads the same version directly
    const pinnedUpstream = () =>
      upstreamViews()
        .slice(upstreamBefore)
        .filter((path) => path.includes(`ledger_version=${version}`)).length;

    // a fresh browser opens the link: the gateway answers from its memory, the real node is not asked again
    const askedBefore = pinnedUpstream();
    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      watch(other);
      await other.goto(page.url());
      await expect(other.getByTestId('view-result')).toContainText('"2"');
      await expect(other.getByRole('group', { name: 'Ledger version' })).toContainText(`Pinned at ${version}`);
      await other.screenshot({ path: `${SCREENS}/gateway-real-wire-view-1280.png` });
    } finally {
      await fresh.close();
    }
    const pinned = answers.filter((seen) => seen.query.includes(`ledger_version=${version}`));
    expect(pinned.at(-1)?.cache).toBe('hit');
    expect(pinned.every((seen) => seen.cache === 'hit' || seen.cache === 'miss')).toBe(true);
    expect(pinnedUpstream() - askedBefore).toBe(0);
    expect(pinnedUpstream()).toBeLessThanOrEqual(1);
  });
});
