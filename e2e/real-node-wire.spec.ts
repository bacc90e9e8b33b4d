import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { withLiveNode } from './global-setup';
import { expect, test } from './real-node-wire/fixture';
import { startRealNodeWire, type RealNodeWire, type WireMode } from './real-node-wire/server';

// The explorer on a real fullnode's wire (issue 22): our node behind e2e/real-node-wire, on another
// origin, X-Aptos-* names, nothing exposed to CORS, no `…/versions`. The page cannot read a ledger
// header or the cursor: the ledger comes from GET /v1's body and every read names its version.
// Demo chain facts (live blocks off): docs/demo-chain.md#the-defaults-seed-1.

const SCREENS = 'test-results/screenshots';
const CLOCK = '/accounts/0xcafe/resource/0xcafe::showcase::Clock';
const SHOWCASE = '/accounts/0xcafe/resource/0xcafe::showcase::Showcase';

/** Opens an explorer path reading from the wire (agreeing to the link's node once). */
async function openOnWire(page: Page, wire: RealNodeWire, path: string, mode: WireMode = 'strict'): Promise<void> {
  const node = wire.nodeUrl(mode);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}node=${encodeURIComponent(node)}`);
  const prompt = page.getByRole('alertdialog');
  if (await prompt.isVisible().catch(() => false)) await page.getByRole('button', { name: 'Use it' }).click();
  else {
    await page
      .getByRole('button', { name: 'Use it' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

const statusBar = (page: Page) => page.getByRole('region', { name: 'Ledger status' });
const tree = (page: Page, type: string) => page.getByRole('tree', { name: `Resource ${type}` });

async function bcsAt(request: APIRequestContext, path: string, version: bigint): Promise<string> {
  const response = await request.get(`/v1${path}?ledger_version=${version}`, { headers: { accept: 'application/x-bcs' } });
  return response.status() === 404 ? 'missing' : (await response.body()).toString('hex');
}

test.describe('a real node on the wire (nothing exposed)', () => {
  test('the resource page follows latest from GET /v1 and reads at the version it names', async ({ page, realWire }) => {
    const before = realWire.requests().length;
    await openOnWire(page, realWire, CLOCK);
    await expect(tree(page, '0xcafe::showcase::Clock')).toContainText('"19999"');
    const bar = statusBar(page);
    await expect(bar).toContainText('from GET /v1');
    await expect(bar.locator('.item').filter({ hasText: 'latest' }).first()).toContainText('19999');
    await expect(bar.locator('.item').filter({ hasText: 'oldest' }).first()).toContainText('3662');
    await expect(bar).not.toContainText('hides its ledger headers from the browser');
    // every read of state names its version: one consistent snapshot per page
    const reads = realWire
      .requests()
      .slice(before)
      .filter((path) => path.startsWith('/accounts/'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((path) => !path.includes('ledger_version=')).length).toBeLessThanOrEqual(1); // only the very first, before the wire was known
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SCREENS}/real-wire-resource-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SCREENS}/real-wire-resource-375.png` });
  });

  test('Pin, N−1, N+1, Oldest and Latest work', async ({ page, realWire }) => {
    await openOnWire(page, realWire, CLOCK);
    await expect(tree(page, '0xcafe::showcase::Clock')).toContainText('"19999"');
    await page.getByRole('button', { name: /^Pin this version/ }).click();
    await expect(page).toHaveURL(/ledger_version=19999/);
    await page.getByRole('button', { name: 'Previous version' }).click();
    await expect(page).toHaveURL(/ledger_version=19998/);
    await expect(tree(page, '0xcafe::showcase::Clock')).toContainText('"19998"');
    await page.getByRole('button', { name: 'Next version' }).click();
    await expect(tree(page, '0xcafe::showcase::Clock')).toContainText('"19999"');
    await expect(page.getByRole('button', { name: 'Next version' })).toBeDisabled();
    await page.getByRole('button', { name: /^Oldest \(3662\)/ }).click();
    await expect(tree(page, '0xcafe::showcase::Clock')).toContainText('"3662"');
    await page.getByRole('button', { name: /^Latest \(19999\)/ }).click();
    await expect(page).toHaveURL(/ledger_version=19999/);
  });

  test('a pruned version is detected from oldest_ledger_version, and Open the oldest lands on data', async ({ page, realWire }) => {
    await openOnWire(page, realWire, `${CLOCK}?ledger_version=5`);
    await expect(page.getByRole('alert')).toContainText('Version 5 was pruned');
    await page.getByRole('button', { name: 'Open the oldest version' }).click();
    await expect(page).toHaveURL(/ledger_version=3662/);
    await expect(tree(page, '0xcafe::showcase::Clock')).toContainText('"3662"');
  });

  test('change search bisects over reads (no …/versions) and lands on the change', async ({ page, realWire, request }) => {
    // the oracle: every version read down from 19000
    const value = await bcsAt(request, SHOWCASE, 18_999n);
    let previous = 18_999n;
    while ((await bcsAt(request, SHOWCASE, previous - 1n)) === value) previous--;
    await openOnWire(page, realWire, `${SHOWCASE}?ledger_version=19000`);
    await page.getByRole('button', { name: '← Previous change' }).click();
    await expect(page).toHaveURL(new RegExp(`ledger_version=${previous}(&|$)`));
    const status = page.getByRole('group', { name: 'Changes of this value' }).locator('.change-status');
    await expect(status).toContainText(`Previous change: version ${previous}`);
    await expect(status).toContainText(/by reading \d+ versions/);
  });

  test('the plot samples the window by reads (no …/versions)', async ({ page, realWire }) => {
    await openOnWire(page, realWire, `${SHOWCASE}?ledger_version=19000&plot=${encodeURIComponent('["updates"]')}`);
    const chart = page.getByRole('region', { name: 'Value over versions' });
    // samples, not a line through them (issue 30: a stepped line drew the value flat between 47 samples)
    await expect(chart).toContainText(/Samples, drawn as points: the value at \d+ versions read across the window/, { timeout: 30_000 });
    await expect(chart).toContainText('the value between two samples is not known');
  });

  test('the diff of two versions', async ({ page, realWire }) => {
    await openOnWire(page, realWire, `${SHOWCASE}?ledger_version=19000&compare=15000`);
    await expect(page.getByRole('region', { name: 'Differences' })).toContainText(/From version 15000 to 19000: [1-9]\d* changed/);
  });

  test('the account list says "at least" and how to see it all when the cursor is hidden', async ({ page, realWire }) => {
    await openOnWire(page, realWire, '/accounts/0xbeef');
    const list = page.getByRole('region', { name: 'Resources' });
    await expect(list).toContainText('at least 9999 resources');
    const notice = page.locator('[data-problem="hidden-cursor"]');
    await expect(notice).toContainText('At least 9,999 resources; the list may go on.');
    await expect(notice).toContainText(`npm start -- --upstream ${realWire.nodeUrl('strict')}`);
    // the notice and the status bar (the whole page holds 9,999 rows of find-in-page text: too slow for axe here)
    const axe = await new AxeBuilder({ page }).include('[data-problem="hidden-cursor"]').include('.status-bar').analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}/real-wire-account-${width}.png` });
    }
  });

  test('a table item, and the BCS inspector from it', async ({ page, realWire, request }) => {
    const showcase = (await (await request.get('/v1/accounts/0xcafe/resource/0xcafe::showcase::Showcase')).json()) as {
      data: { by_name: { inner: { handle: string } } };
    };
    const handle = showcase.data.by_name.inner.handle;
    await openOnWire(page, realWire, `/tables/${handle}/raw_item?key=0x05616c706861&value_type=0xcafe::showcase::Entry`);
    await expect(page.getByRole('main')).toContainText('alpha');
    await expect(statusBar(page)).toContainText('from GET /v1');
    await page.getByRole('link', { name: 'Inspect these bytes' }).click();
    await expect(page).toHaveURL(/\/bcs\?/);
    await expect(page.getByRole('tree', { name: 'Decoded value' })).toContainText('alpha');
  });
});

test.describe("an absent value on a real node's wire (issue 30, item 3)", () => {
  test('a table item absent at latest shows its version with the first answer: Pin and the change search at once', async ({
    page,
    realWire,
    request,
  }) => {
    const showcase = (await (await request.get('/v1/accounts/0xcafe/resource/0xcafe::showcase::Showcase')).json()) as {
      data: { by_name: { inner: { handle: string } } };
    };
    const handle = showcase.data.by_name.inner.handle;
    // the first text the answer's heading ever shows, recorded as the page draws it
    await page.addInitScript(() => {
      const seen: string[] = [];
      Reflect.set(window, '__missingHeadings', seen);
      new MutationObserver(() => {
        const heading = document.querySelector('[data-error-kind="table_item_not_found"] h2')?.textContent;
        if (heading != null && seen.at(-1) !== heading) seen.push(heading);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const before = realWire.requests().length;
    // "zzz" (a String key): never in the table
    await openOnWire(page, realWire, `/tables/${handle}/raw_item?key=0x037a7a7a&value_type=0xcafe::showcase::Entry`);
    const missing = page.locator('[data-error-kind="table_item_not_found"]');
    await expect(missing.getByRole('heading')).toContainText(/No item under this key at version \d+/);
    const headings = (await page.evaluate(() => Reflect.get(window, '__missingHeadings'))) as string[];
    expect(headings[0]).toMatch(/^No item under this key at version \d+$/);
    await expect(page.getByRole('button', { name: 'Pin this version' })).toBeEnabled();
    // read again at the version GET /v1 named, not left at an unknown latest
    const items = realWire
      .requests()
      .slice(before)
      .filter((path) => path.includes('/raw_item'));
    expect(items.some((path) => path.includes('ledger_version='))).toBe(true);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SCREENS}/real-wire-absent-item-${width}.png` });
    }
  });
});

test.describe('following latest on a live node behind the wire', () => {
  test('polls GET /v1 and reads each refresh at the version it names', async ({ page }) => {
    test.setTimeout(120_000);
    await withLiveNode(['--history', '500', '--block-interval', '500'], async (live) => {
      const wire = await startRealNodeWire(live.url);
      try {
        await openOnWire(page, wire, CLOCK);
        const clock = tree(page, '0xcafe::showcase::Clock');
        await expect(clock).toBeVisible();
        const shownVersion = async () => BigInt(/"(\d+)"/.exec((await clock.textContent()) ?? '')?.[1] ?? '0');
        const first = await shownVersion();
        // Clock holds the version it was written at: a later value on screen is a later snapshot
        await expect.poll(shownVersion, { timeout: 30_000 }).toBeGreaterThan(first);
        const reads = wire.requests().filter((path) => path.startsWith('/accounts/0xcafe/resource/'));
        expect(reads.slice(1).every((path) => /ledger_version=\d+/.test(path))).toBe(true);
        expect(wire.requests().filter((path) => path === '').length).toBeGreaterThanOrEqual(2);
        await expect(page.getByRole('region', { name: 'Ledger status' })).toContainText('from GET /v1');
      } finally {
        await wire.close();
      }
    });
  });
});

test.describe('a node whose chain was reset behind the same URL', () => {
  test("the page follows the new chain: its latest, not the old chain's versions or values", async ({ page }) => {
    test.setTimeout(120_000);
    await withLiveNode(['--history', '3000', '--block-interval', '500'], async (before) => {
      await withLiveNode(['--history', '500', '--block-interval', '500', '--chain-id', '5'], async (after) => {
        const wire = await startRealNodeWire(before.url);
        try {
          await openOnWire(page, wire, CLOCK);
          const clock = tree(page, '0xcafe::showcase::Clock');
          const shownVersion = async () => BigInt(/"(\d+)"/.exec((await clock.textContent()) ?? '')?.[1] ?? '-1');
          await expect.poll(shownVersion).toBeGreaterThan(2999n);
          await expect(statusBar(page).locator('.item').filter({ hasText: 'chain' }).first()).toContainText('4');

          wire.retarget(after.url);
          // read at the new chain's latest: not pinned to the old chain's (which answered "not reached yet")
          await expect(statusBar(page).locator('.item').filter({ hasText: 'chain' }).first()).toContainText('5', { timeout: 30_000 });
          await expect.poll(shownVersion, { timeout: 30_000 }).toBeLessThan(1000n);
          await expect(clock).toBeVisible();
          await expect(page.getByRole('alert')).toHaveCount(0);
          const latest = BigInt(
            (await statusBar(page).locator('.item').filter({ hasText: 'latest' }).first().textContent())?.replace(/\D/gu, '') ?? '-1',
          );
          expect(latest).toBeLessThan(1000n);
        } finally {
          await wire.close();
        }
      });
    });
  });
});

test.describe('a permissive deployment (X-Aptos-* exposed)', () => {
  test('reads the headers under their real names and the whole list through the cursor', async ({ page, realWire }) => {
    await openOnWire(page, realWire, '/accounts/0xbeef', 'permissive');
    await expect(page.getByRole('region', { name: 'Resources' })).toContainText('10001 resources');
    await expect(page.locator('[data-problem="hidden-cursor"]')).toHaveCount(0);
    const bar = statusBar(page);
    await expect(bar.locator('.item').filter({ hasText: 'latest' }).first()).toContainText('19999');
    await expect(bar).not.toContainText('from GET /v1');
  });
});
