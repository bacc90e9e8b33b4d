// The node as a gateway (`--upstream`, docs/api.md#the-gateway): the explorer served by a gateway in front of
// the run's local node reads everything through it on its own origin, pinned reloads come from the
// gateway's memory, and the API key set on the gateway never reaches the page.
import type { ChildProcess } from 'node:child_process';
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { startGatewayNode, stopNode } from './global-setup';

const KEY = 'sk-e2e-gateway-5eed';
let gateway: ChildProcess;
let gatewayUrl: string;
let upstream: string;

test.beforeAll(async () => {
  upstream = `${process.env.LEDGER_URL ?? ''}/v1`;
  ({ child: gateway, url: gatewayUrl } = await startGatewayNode(upstream, { LEDGER_API_KEY: KEY }));
});
test.afterAll(() => stopNode(gateway));

/** Every API answer the page received, as text (head and body), to look for the key in. */
function recordApiAnswers(page: import('@playwright/test').Page): { answers: Response[]; texts: Promise<string>[] } {
  const answers: Response[] = [];
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/v1')) return;
    answers.push(response);
    texts.push(
      response.body().then(
        (body) => `${JSON.stringify(response.headers())}\n${body.toString('latin1')}`,
        () => JSON.stringify(response.headers()),
      ),
    );
  });
  return { answers, texts };
}

test("a resource page through the gateway: read on the page's own origin, a second visit from the gateway's memory, no key", async ({
  page,
  browser,
}) => {
  const recorded = recordApiAnswers(page);
  const path = '/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=5000';
  await page.goto(`${gatewayUrl}${path}`);
  await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toContainText('5000');
  const read = recorded.answers.find((answer) =>
    decodeURIComponent(answer.url()).includes('/v1/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=5000'),
  );
  expect(read?.url().startsWith(`${gatewayUrl}/v1/`)).toBe(true);
  expect(read?.headers()['x-ledger-gateway-upstream']).toBe(upstream);
  // the status bar reads the upstream's ledger headers: same origin, nothing hidden
  const { ledger_version: latest } = (await (await fetch(upstream)).json()) as { ledger_version: string };
  await expect(page.getByRole('region', { name: 'Ledger status' })).toContainText(`latest${latest}`);
  await expect(page.getByRole('region', { name: 'Ledger status' })).toContainText(`via gateway → ${upstream}`);

  // another browser (no HTTP cache of its own): the gateway answers from its memory
  const other = await browser.newPage();
  const again = other.waitForResponse((answer) =>
    decodeURIComponent(answer.url()).includes('/v1/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=5000'),
  );
  await other.goto(`${gatewayUrl}${path}`);
  await expect(other.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toContainText('5000');
  expect((await (await again).allHeaders())['x-ledger-gateway-cache']).toBe('hit');
  await other.close();

  for (const text of await Promise.all(recorded.texts)) expect(text).not.toContain(KEY);
});

test('0xbeef through the gateway: all 10,001 resources, nothing cut', async ({ page }) => {
  const recorded = recordApiAnswers(page);
  await page.goto(`${gatewayUrl}/accounts/0xbeef?ledger_version=19000`);
  const list = page.getByRole('region', { name: 'Resources' });
  await expect(list).toContainText('10001 resources');
  await page.getByLabel('Filter by type').fill('crowd_99::Item99');
  await page.getByRole('button', { name: 'Open 0xbeef::crowd_99::Item99', exact: true }).click();
  await expect(page.getByRole('tree', { name: 'Resource 0xbeef::crowd_99::Item99' })).toContainText('"9999"');
  expect(recorded.answers.every((answer) => answer.url().startsWith(`${gatewayUrl}/v1`))).toBe(true);
  for (const text of await Promise.all(recorded.texts)) expect(text).not.toContain(KEY);
});

test("the upstream's API description through the gateway: its page runs sandboxed, and draws", async ({ page }) => {
  test.setTimeout(120_000); // Swagger UI may take most of a minute to draw on a loaded machine
  await page.goto(`${gatewayUrl}/spec`);
  const frame = page.locator('iframe[title="Node API description"]');
  await expect(frame).toHaveAttribute('src', `${gatewayUrl}/v1/spec`);
  await expect(frame.contentFrame().locator('.info .title')).toContainText('Ledger state read API', { timeout: 45_000 });
  // opened on its own, the page still runs in an origin of its own, never the explorer's
  const opened = await page.context().newPage();
  await opened.goto(`${gatewayUrl}/v1/spec`);
  await expect(opened.locator('.info .title')).toContainText('Ledger state read API', { timeout: 45_000 });
  expect(await opened.evaluate(() => window.origin)).toBe('null');
  await opened.close();
});
