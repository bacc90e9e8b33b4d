import type { Page } from '@playwright/test';
import type { Server } from 'node:http';
import { expect, test } from './fixtures';
import { startRealNodeWire, type RealNodeWire } from './real-node-wire/server';
import { startRouteHidingProxy } from './route-hiding-proxy';

// Issue 33 items 5 and 6 on a real node's wire without an indexer: our node behind a proxy that answers
// /v1/graphql 404 (a fullnode serves no indexer), behind e2e/real-node-wire (X-Aptos-*, nothing exposed
// to CORS). Tables: docs/demo-chain.md#tables-and-handles; the global node's chain ends at 19999.

const SCREENS = 'test-results/screenshots';
const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';
const STRING = '0x1::string::String';
const ENTRY = '0xcafe::showcase::Entry';

let hiding: { url: string; server: Server };
let wire: RealNodeWire;

test.beforeAll(async () => {
  const upstream = process.env.LEDGER_URL;
  if (!upstream) throw new Error('LEDGER_URL is not set: e2e/global-setup.ts starts the node');
  hiding = await startRouteHidingProxy(new URL(upstream).origin, /^\/v1\/graphql/u);
  wire = await startRealNodeWire(hiding.url);
});
test.afterAll(async () => {
  await wire.close();
  await new Promise((resolve) => hiding.server.close(resolve));
});

/** Opens an explorer path reading from the wire (agreeing to the link's node once). */
async function openOnWire(page: Page, path: string): Promise<string> {
  const node = wire.nodeUrl('strict');
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}node=${encodeURIComponent(node)}`);
  await page
    .getByRole('button', { name: 'Use it' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  return node;
}

/** The query of a link's href, as a record (its path apart). */
function linkTarget(href: string | null): { path: string; query: Record<string, string> } {
  const url = new URL(href ?? '', 'http://app');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

test('a table handle in a resource links to its table, and the item page links back, with types, node and version', async ({ page }) => {
  const node = await openOnWire(page, '/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=19000');
  const tree = page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Showcase' });
  const byIndex = tree.getByRole('link', { name: BY_INDEX });
  await expect(byIndex).toBeVisible();
  expect(linkTarget(await byIndex.getAttribute('href'))).toEqual({
    path: `/tables/${BY_INDEX}`,
    query: { key_type: 'u64', value_type: STRING, ledger_version: '19000', node },
  });

  // by_name is a TableWithLength: its Table is `inner`
  await page.goto(
    `/tables/${BY_NAME}/raw_item?key_type=${STRING}&key_value=alpha&value_type=${ENTRY}&ledger_version=19000&node=${encodeURIComponent(node)}`,
  );
  const back = page.getByRole('link', { name: 'All entries of this table' });
  await expect(back).toBeVisible();
  expect(linkTarget(await back.getAttribute('href'))).toEqual({
    path: `/tables/${BY_NAME}`,
    query: { key_type: STRING, value_type: ENTRY, ledger_version: '19000', node },
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENS}/table-item-back-link-${width.toString()}.png` });
  }
});

test('without an indexer, the table page reads the entries written in a range of versions', async ({ page }) => {
  // 1,000 transactions with their write sets through the wire proxy (each block's registry writes ride in them):
  // seconds on a quiet machine, past 30 s under CI's load (fresh-clone CI of 1228295)
  test.setTimeout(180_000);
  await openOnWire(page, `/tables/${BY_INDEX}?key_type=u64&value_type=${STRING}&ledger_version=19000`);
  const scan = page.getByRole('region', { name: 'Entries written in a range of versions' });
  await expect(scan).toContainText('names no indexer');
  await expect(scan.getByLabel('From version')).toHaveValue('18001');
  await expect(scan.getByLabel('To version')).toHaveValue('19000');
  await scan.getByRole('button', { name: 'Read entries written' }).click();
  await expect(scan.getByTestId('table-scan-result')).toContainText('Entries written in versions 18001–19000 only:', { timeout: 120_000 });
  // the page asks the absent indexer again as it follows the node (every few seconds): the scan and its list stay
  const asked = wire.requests().filter((path) => path.startsWith('/graphql')).length;
  await expect.poll(() => wire.requests().filter((path) => path.startsWith('/graphql')).length, { timeout: 30_000 }).toBeGreaterThan(asked);
  await expect(scan.getByTestId('table-scan-result')).toContainText('Entries written in versions 18001–19000 only:');
  // every read of the scan went to GET /v1/transactions, in pages of at most 100
  const pages = wire.requests().filter((path) => path.startsWith('/transactions?'));
  expect(pages.length).toBe(10);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SCREENS}/table-scan-${width.toString()}.png`, fullPage: true });
  }

  // a range below the node's window (oldest 3662) says so
  await scan.getByLabel('From version').fill('100');
  await scan.getByLabel('To version').fill('200');
  await scan.getByRole('button', { name: 'Read entries written' }).click();
  await expect(scan.getByRole('alert')).toHaveText(/^Versions before \d+ are pruned on this node: start the range at \d+ or later\.$/u);
  await page.screenshot({ path: `${SCREENS}/table-scan-pruned-375.png`, fullPage: true });
});
