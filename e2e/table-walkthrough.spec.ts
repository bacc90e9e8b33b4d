import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

// Issue 33's "Done when", as a new user, at 1280 and 375 px, with screenshots at each step: from 0xbeef's
// Registry resource open its entries table, find a key, see the table 1,000 versions ago and what changed
// since, export it and open the export.

const SCREENS = process.env.E2E_OUTPUT_DIR ?? 'test-results';
const ENTRIES = '0xca82f2164b1d51f50b65d3f19e9c9e8ee987dbe2550b20821a52819a0852a79a';

for (const width of [1280, 375]) {
  test(`from the Registry to its table, a key, 1,000 versions ago and the export (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => page.screenshot({ path: `${SCREENS}/walk-${width}-${name}.png` });
    // 1. the resource holding the table: its handle links to the table page, with the field's types
    await page.goto('/accounts/0xbeef/resource/0xbeef::registry::Registry');
    const link = page.getByRole('tree').getByRole('link', { name: ENTRIES });
    await expect(link).toBeVisible();
    await shot('1-resource');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/tables/${ENTRIES}\\?`));
    await expect(page.getByTestId('table-types')).toContainText('0x1::string::String → 0xbeef::registry::Record');
    await expect(page.getByTestId('table-entry').first()).toBeVisible();
    await expect(page.getByTestId('table-count')).toContainText(/^[\d,]{7} entries at the indexer’s latest\.$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot('2-table');
    // 2. find a key
    await page.getByLabel('Search by').selectOption('key');
    await page.getByLabel('Search text').fill('amber-fox-4450');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('table-count')).toHaveText('1 entry found at the indexer’s latest.');
    await expect(page.getByTestId('table-entry')).toContainText('record 4450');
    await shot('3-key');
    // 3. the table 1,000 versions ago, and what changed since
    await page.goto(`/tables/${ENTRIES}?key_type=0x1::string::String&value_type=0xbeef::registry::Record`);
    await page.getByLabel('At version').fill('18999');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('indexer-provenance')).toContainText('The list is at the pinned version 18,999.');
    await expect(page.getByTestId('table-entry').first()).toBeVisible();
    await shot('4-at-18999');
    await page.getByLabel('At version').fill('19999');
    await page.getByLabel('Changes since').fill('18999');
    await page.getByRole('button', { name: 'Show' }).click();
    const diff = page.getByTestId('table-diff');
    await expect(diff).toContainText('Changes from version 18999 to 19999');
    await expect(diff.getByTestId('table-diff-row').first()).toBeVisible();
    await shot('5-changes');
    // 4. export the table at 18999 and open the export
    await page.goto(`/tables/${ENTRIES}?key_type=0x1::string::String&value_type=0xbeef::registry::Record&ledger_version=18999`);
    await expect(page.getByTestId('table-entry').first()).toBeVisible();
    await page.getByRole('button', { name: 'Export…' }).click();
    await page.getByRole('button', { name: 'Export the table at version 18999' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'entries read' })).toBeVisible();
    await shot('6-exporting');
    const save = page.getByTestId('table-export-download');
    await expect(save).toBeVisible({ timeout: 90_000 });
    await shot('7-exported');
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^# node: /);
    expect(text).toContain(`# handle: ${ENTRIES}`);
    expect(text).toContain('# version: 18999');
    const header = lines.findIndex((line) => line === 'key_hex,key,value,last_version');
    expect(header).toBeGreaterThan(0);
    expect(lines.length - header - 2).toBeGreaterThan(100_000);
    // open the export: its first lines in the browser, then its own link
    await page.setContent(
      `<pre style="white-space: pre-wrap; overflow-wrap: anywhere">${lines
        .slice(0, header + 6)
        .join('\n')
        .replace(/</g, '&lt;')}</pre>`,
    );
    await shot('8-export-file');
    const link2 = /^# link: (.*)$/m.exec(text)?.[1] ?? '';
    await page.goto(link2);
    await expect(page.getByTestId('indexer-provenance')).toContainText('The list is at the pinned version 18,999.');
    await expect(page.getByTestId('table-entry').first()).toBeVisible();
    const firstKey = lines[header + 1]?.split(',')[1];
    await expect(page.getByTestId('table-entry').first()).toContainText(firstKey ?? '?');
    await shot('9-export-link');
  });
}
