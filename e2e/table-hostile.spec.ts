import type { Page } from '@playwright/test';
import { expect, test } from './hostile-node/fixture';
import { longestTask, watchLongTasks } from './hostile-node/long-tasks';

// The table page against bad input and hostile indexer answers (issue 33): a handle that is not a table
// (table-page.spec.ts), types that do not match the bytes, an indexer that returns 10⁶ rows, a row that
// never ends, and an indexer that holds no history at the version asked. Each: a clear message, no entry
// shown that is not the table's, the tab responsive (e2e/hostile-node/table-indexer-modes.ts).

const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';
const SCREENS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

async function stayedResponsive(page: Page): Promise<void> {
  expect(await longestTask(page)).toBeLessThanOrEqual(2_000);
  // the tab answers: the search box takes typing at once
  await page.getByLabel('Search text').fill('still here');
  await expect(page.getByLabel('Search text')).toHaveValue('still here');
}

const ENDLESS = [
  ['table-million-rows', 'an indexer that sends 10⁶ rows for a page of 100'],
  ['table-endless-row', 'a row that never ends'],
] as const;

for (const [mode, what] of ENDLESS) {
  test(`${what}: the reading stops, the page says so, no entry and no count shown (${mode})`, async ({ page, hostile }) => {
    test.setTimeout(90_000);
    const run = `${mode}-${test.info().workerIndex}-${Date.now().toString(36)}`;
    const node = hostile.nodeUrl(mode, run);
    await watchLongTasks(page);
    await page.goto(`/tables/0x1234?node=${encodeURIComponent(node)}`);
    await page.getByRole('button', { name: 'Use it' }).click();
    const error = page.getByTestId('table-error');
    await expect(error).toContainText('The indexer’s answer could not be used', { timeout: 45_000 });
    await expect(error).toContainText(/more than 4,194,304 characters.*reading stopped/);
    await expect(page.getByTestId('table-entry')).toHaveCount(0);
    await expect(page.getByTestId('table-entry-pending')).toHaveCount(0);
    await expect(page.getByTestId('table-count')).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: `${SCREENS}/table-hostile-${mode}-375.png`, fullPage: true });
    await stayedResponsive(page);
    // bounded: a failed page is not asked again and again
    expect(hostile.count(run, /\/graphql$/)).toBeLessThanOrEqual(12);
  });
}

test('an indexer that started after the version asked says it holds no history there, and lists from its start', async ({
  page,
  hostile,
}) => {
  const run = `late-${test.info().workerIndex}-${Date.now().toString(36)}`;
  const node = hostile.nodeUrl('table-late-history', run);
  await page.goto(`/tables/0x1234?ledger_version=20&node=${encodeURIComponent(node)}`);
  await page.getByRole('button', { name: 'Use it' }).click();
  const said = page.getByTestId('before-index-history');
  await expect(said).toContainText('The indexer holds no history at version 20');
  await expect(said).toContainText('The oldest table write it holds is at version 50');
  await expect(page.getByTestId('table-entry')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/table-hostile-late-history-1280.png` });
  // a diff from before its start is refused alike
  await page.goto(`/tables/0x1234?ledger_version=80&compare=20&node=${encodeURIComponent(node)}`);
  await expect(page.getByTestId('before-index-history')).toContainText('no history at version 20');
  // at its start and after, the table is listed
  await page.goto(`/tables/0x1234?ledger_version=80&node=${encodeURIComponent(node)}`);
  await expect(page.getByTestId('table-entry')).toHaveCount(2);
  await expect(page.getByTestId('before-index-history')).toHaveCount(0);
});

test('types that do not match the bytes: each key says so, no value is shown under a wrong key, the page names both types', async ({
  page,
}) => {
  await watchLongTasks(page);
  // by_name's keys are Strings and its values Entries; the link says u64 → bool
  await page.goto(`/tables/${BY_NAME}?key_type=u64&value_type=bool&ledger_version=19000`);
  const mismatch = page.getByTestId('table-types-mismatch');
  await expect(mismatch).toContainText('0x1::string::String → 0xcafe::showcase::Entry');
  const entries = page.getByTestId('table-entry');
  await expect(entries.first()).toBeVisible();
  const count = await entries.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const entry = entries.nth(i);
    // the key as its bytes, and why it is not a u64; the value is not shown as if it were that key's
    await expect(entry.locator('.table-entry-key')).toHaveText(/^0x[0-9a-f]+$/);
    await expect(entry.locator('.table-entry-bad[role="note"]')).toBeVisible();
    await expect(entry).not.toContainText('"first"');
  }
  await page.screenshot({ path: `${SCREENS}/table-types-mismatch-1280.png` });
  await stayedResponsive(page);
  // the same table without the link's types reads as the indexer does
  await page.goto(`/tables/${BY_NAME}?ledger_version=19000`);
  await expect(page.getByTestId('table-types-mismatch')).toHaveCount(0);
  await expect(entries.filter({ hasText: 'alpha' })).toBeVisible();
});
