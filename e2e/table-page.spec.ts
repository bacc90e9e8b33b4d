// The table page (issue 33): a table's entries from the indexer, searched, opened, compared between two
// versions and exported; the export's rows checked against the node API's raw_item and JSON item answers.
// Tables of the showcase (docs/demo-chain.md#tables-and-handles): by_index u64 → "item-k", by_name String → Entry.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';
const SCREENS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

for (const width of [1280, 375]) {
  test(`lists a table, finds a key and opens it at the same version (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/tables/${BY_NAME}?ledger_version=19000`);
    await expect(page.getByTestId('table-types')).toContainText('0x1::string::String → 0xcafe::showcase::Entry');
    await expect(page.getByTestId('indexer-provenance')).toContainText('The list is at the pinned version 19,000.');
    const entries = page.getByTestId('table-entries');
    await expect(entries.getByTestId('table-entry').filter({ hasText: 'alpha' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENS}/table-page-${width}.png` });

    await page.getByLabel('Search by').selectOption('key_prefix');
    await page.getByLabel('Search text').fill('al');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=al&q_by=key_prefix/);
    await expect(page.getByTestId('table-count')).toHaveText('1 entry found at version 19000.');
    await expect(entries.getByTestId('table-entry')).toHaveCount(1);
    await page.screenshot({ path: `${SCREENS}/table-page-search-${width}.png` });

    await entries.getByRole('link', { name: 'alpha' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/tables/${BY_NAME}/raw_item\\?key=0x05616c706861&key_type=0x1%3A%3Astring%3A%3AString&key_value=alpha`),
    );
    await expect(page).toHaveURL(/ledger_version=19000/);
    await expect(page.getByRole('tree')).toContainText('"first"');
  });
}

test('value search and last-change order are asked of the indexer', async ({ page }) => {
  await page.goto(`/tables/${BY_NAME}?q=second&q_by=value`);
  await expect(page.getByTestId('table-count')).toHaveText('1 entry found at the indexer’s latest.');
  await expect(page.getByTestId('table-entry')).toContainText('beta');
  await page.goto(`/tables/${BY_INDEX}?sort=last_change`);
  // the rows come after the page: read them once they are there
  await expect(page.getByTestId('table-entry').nth(5)).toBeVisible();
  const versions = await page
    .getByTestId('table-entry')
    .locator('.table-entry-version')
    .allTextContents()
    .then((texts) => texts.slice(0, 10).map((text) => Number(text.slice(1))));
  expect(versions.length).toBeGreaterThan(5);
  expect([...versions].sort((a, b) => b - a)).toEqual(versions);
});

test('scrolled to its end, the windowed list reads the last page only and shows its rows', async ({ page }) => {
  await page.goto(`/tables/${BY_INDEX}`);
  await expect(page.getByTestId('table-entry').first()).toBeVisible();
  // the count comes after the first rows: until then the page says how many it has read
  await expect(page.getByTestId('table-count')).toHaveText(/^[\d,]+ entries at the indexer’s latest\.$/);
  const count = Number((await page.getByTestId('table-count').textContent())?.replace(/[^\d]/g, ''));
  // the first rows are painted before the window loads: scroll until the window holds the whole height
  await expect(async () => {
    await page.getByTestId('table-entries').evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(page.locator(`[aria-posinset="${count}"][data-testid="table-entry"]`)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByTestId('table-entry-pending')).toHaveCount(0);
  // a window, not the table: a few dozen rows in the page
  expect(await page.locator('.table-entry').count()).toBeLessThan(60);
});

/** Holds the indexer's answers to queries whose text matches `held` until `release` is called; the others go through. */
async function holdIndexer(page: Page, held: RegExp): Promise<{ sent: string[]; release: () => void }> {
  const sent: string[] = [];
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/graphql', async (route) => {
    const query = String((route.request().postDataJSON() as { query?: unknown }).query);
    sent.push(query);
    if (held.test(query)) await released;
    await route.continue();
  });
  return { sent, release };
}

test('the status bar loads its figures once the first entries are in, not beside their indexer reads', async ({ page }) => {
  const { release } = await holdIndexer(page, /current_table_items\(/);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const details = () => scripts.some((path) => path.includes('/ledger-status-details'));
  // at latest its first page is a current_table_items read
  await page.goto(`/tables/${BY_INDEX}`);
  await expect(page.getByTestId('table-types')).toBeVisible();
  // the page is painted and its other reads are done: only its entries (an indexer read) are still on their way
  await page.waitForTimeout(1_000);
  expect(details()).toBe(false);
  release();
  await expect(page.getByTestId('table-entry').first()).toContainText('item-');
  await expect.poll(details).toBe(true);
});

test('at latest the first rows show before the count answers, and the count once it does', async ({ page }) => {
  const { release } = await holdIndexer(page, /current_table_items_aggregate/);
  await page.goto(`/tables/${BY_INDEX}`);
  await expect(page.getByTestId('table-entry').first()).toContainText('item-');
  await expect(page.getByTestId('table-count')).toHaveText(
    '100+ entries at the indexer’s latest read so far (more are read as you scroll).',
  );
  release();
  await expect(page.getByTestId('table-count')).toHaveText(/^[\d,]+ entries at the indexer’s latest\.$/);
});

test('at latest the first page is asked beside the indexer status, not after it, and before the table types', async ({ page }) => {
  const { sent, release } = await holdIndexer(page, /processor_status/);
  await page.goto(`/tables/${BY_INDEX}`);
  await expect.poll(() => sent.some((query) => /current_table_items\(/.test(query))).toBe(true);
  // nothing is shown before the index's status (and chain) are known
  await expect(page.getByTestId('table-entry')).toHaveCount(0);
  release();
  await expect(page.getByTestId('table-entry').first()).toContainText('item-');
  // and before the table's recorded types (our node answers its queries in turn)
  const order = (pattern: RegExp) => sent.findIndex((query) => pattern.test(query));
  expect(order(/current_table_items\(/)).toBeLessThan(order(/table_metadatas/));
});

test('the diff of two versions lists keys added, removed, changed, each linked to its item diff', async ({ page }) => {
  await page.goto(`/tables/${BY_NAME}?ledger_version=19000&compare=18000`);
  const diff = page.getByTestId('table-diff');
  await expect(diff).toContainText('Changes from version 18000 to 19000');
  const rows = diff.getByTestId('table-diff-row');
  await expect(rows.first()).toBeVisible();
  const first = rows.first();
  const kind = await first.getAttribute('data-change');
  expect(['added', 'removed', 'changed']).toContain(kind);
  await page.screenshot({ path: `${SCREENS}/table-page-diff.png` });
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/raw_item\?key=0x[0-9a-f]+.*compare=18000.*ledger_version=19000/);
});

test('exports the table at the version on screen; its rows are the node API’s, its link shows them again', async ({ page, request }) => {
  await page.goto(`/tables/${BY_INDEX}?ledger_version=19000`);
  await expect(page.getByTestId('table-entry').first()).toBeVisible();
  await page.getByRole('button', { name: 'Export…' }).click();
  await page.getByLabel('Export format').selectOption('json');
  await page.getByRole('button', { name: 'Export the table at version 19000' }).click();
  const save = page.getByTestId('table-export-download');
  await expect(save).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  const file = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as {
    provenance: { version: string; handle: string; link: string; chainId: number | null; indexedVersion: string };
    entries: { key_hex: string; key: string; value: string; last_version: string }[];
  };
  expect(file.provenance.version).toBe('19000');
  expect(file.provenance.handle).toBe(BY_INDEX);
  expect(file.provenance.chainId).toBe(4);
  expect(BigInt(file.provenance.indexedVersion)).toBeGreaterThanOrEqual(19000n);
  expect(file.entries.length).toBeGreaterThan(100);
  expect(new Set(file.entries.map((row) => row.key_hex)).size).toBe(file.entries.length);
  // a sample of rows, read again from the node API at the same version: raw_item's BCS and item's JSON
  for (const row of file.entries.filter((_, index) => index % 50 === 0)) {
    const raw = await request.post(`/v1/tables/${BY_INDEX}/raw_item?ledger_version=19000`, {
      headers: { accept: 'application/x-bcs' },
      data: { key: row.key_hex },
    });
    expect(raw.status()).toBe(200);
    const bytes = await raw.body();
    expect(bytes.subarray(1).toString('utf8')).toBe(row.value);
    const item = await request.post(`/v1/tables/${BY_INDEX}/item?ledger_version=19000`, {
      data: { key_type: 'u64', value_type: '0x1::string::String', key: row.key },
    });
    expect(await item.json()).toBe(row.value);
  }
  // the export's own link shows the same rows
  await page.goto(file.provenance.link);
  await expect(page.getByTestId('indexer-provenance')).toContainText('The list is at the pinned version 19,000.');
  const shown = await page.getByTestId('table-entry').locator('.table-entry-key').allTextContents();
  expect(shown.slice(0, 5)).toEqual(file.entries.slice(0, 5).map((row) => row.key));
});

test('a handle that is not a table, and a version above the index, are said, with nothing listed', async ({ page }) => {
  await page.goto('/tables/0x1234');
  await expect(page.getByTestId('table-empty')).toContainText('it is not a table');
  await expect(page.getByTestId('table-entry')).toHaveCount(0);
  await page.goto(`/tables/${BY_NAME}?ledger_version=99999999`);
  await expect(page.getByTestId('beyond-index')).toContainText('The indexer cannot answer at version 99999999');
  await expect(page.getByTestId('table-entry')).toHaveCount(0);
});
