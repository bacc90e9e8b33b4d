import { expect, test } from './fixtures';

// What a developer trips over in the first ten minutes (issue 14).
const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';

test('a filter that matches nothing says so', async ({ page }) => {
  await page.goto('/accounts/0xcafe');
  await page.getByLabel('Filter by type').fill('no-such-type');
  await expect(page.getByRole('status').filter({ hasText: 'No resource matches' })).toContainText('“no-such-type”');
  // the resources' list (the account's sent transactions are a list of their own)
  await expect(page.getByRole('region', { name: 'Resources' }).getByRole('list')).toBeHidden();
});

test('the node popover closes with Escape and with a click outside', async ({ page }) => {
  await page.goto('/');
  const summary = page.locator('.node-settings summary');
  await summary.click();
  await expect(page.getByLabel('Node URL (ends in /v1)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Node URL (ends in /v1)')).toBeHidden();
  await expect(summary).toBeFocused();
  await summary.click();
  await expect(page.getByLabel('Node URL (ends in /v1)')).toBeVisible();
  await page
    .locator('h1, main')
    .first()
    .click({ position: { x: 5, y: 5 } });
  await expect(page.getByLabel('Node URL (ends in /v1)')).toBeHidden();
});

test('/tables/<handle> opens the table page (issue 33), a long handle in its short form', async ({ page }) => {
  await page.goto(`/tables/${BY_INDEX}`);
  await expect(page.getByTestId('table-handle')).toHaveText(BY_INDEX);
  await expect(page.getByTestId('table-entries')).toBeVisible();
  await page.goto(`/tables/0x${'0'.repeat(60)}1234?q=1`);
  await expect(page).toHaveURL(/\/tables\/0x1234\?q=1$/);
});

test('tree search brings the selected match into the window, not under its bottom edge', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Large');
  const search = page.getByRole('searchbox', { name: 'Search in Resource 0xcafe::showcase::Large' });
  await search.fill('large entry #31337');
  await search.press('Enter');
  await expect(page.locator('.json-tree-match-count')).toHaveText('1 of 1', { timeout: 30_000 });
  const active = page.locator('.json-tree-row.is-active');
  await expect(active).toContainText('large entry #31337');
  await expect
    .poll(async () => {
      const box = await active.boundingBox();
      // within a pixel: the page's layout has fractional offsets (rem-sized rows), and scrolling aligns to them
      return box !== null && box.y >= -1 && box.y + box.height <= 801;
    })
    .toBe(true);
});

test.describe('a node that cannot be read', () => {
  test('nothing listening is "unreachable", not a CORS problem, and the error has no orphan dash', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ledger-explorer:node', JSON.stringify('http://127.0.0.1:9/v1')));
    // the chosen node, named by the link: read without a prompt
    await page.goto(`/accounts/0xcafe/resource/0xcafe::showcase::Clock?node=${encodeURIComponent('http://127.0.0.1:9/v1')}`);
    await expect(page.getByLabel('Ledger status')).toContainText('the node is unreachable', { timeout: 30_000 });
    const alert = page.getByRole('alert').filter({ hasText: 'The node is unreachable' });
    await expect(alert).toBeVisible();
    await expect(alert.locator('p').first()).not.toContainText(/^\s*—/);
  });

  test('a node without CORS headers is named as refusing this page', async ({ page }) => {
    const { createServer } = await import('node:http');
    const bare = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const address = bare.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const node = `http://127.0.0.1:${port}/v1`;
      await page.addInitScript((chosen) => localStorage.setItem('ledger-explorer:node', JSON.stringify(chosen)), node);
      await page.goto(`/accounts/0xcafe/resource/0xcafe::showcase::Clock?node=${encodeURIComponent(node)}`);
      await expect(page.getByLabel('Ledger status')).toContainText('its CORS policy does not let this page read it', { timeout: 30_000 });
      await expect(page.getByRole('alert').filter({ hasText: 'refuses to be read from this page' })).toBeVisible();
    } finally {
      bare.close();
    }
  });
});

test('the raw JSON of Large opens at once and keeps only the lines in view in the page', async ({ page }) => {
  await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Large?ledger_version=19000');
  await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Large' })).toBeVisible();
  await page.getByRole('button', { name: 'Raw JSON' }).click();
  const raw = page.getByRole('region', { name: 'Raw JSON' });
  await expect(raw).toContainText('"type": "0xcafe::showcase::Large"');
  expect(await raw.locator('.raw-json-line').count()).toBeLessThan(200);
  // the page answers while the 4 MB text is on screen: scroll to its end and see the last entry
  await raw.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(raw).toContainText('}');
  await expect(raw).toContainText('large entry #49999');
});
