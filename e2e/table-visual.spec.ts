import { expect, test } from './fixtures';

// The table item page as a new user sees it, by shared link (README.md handles, docs/demo-chain.md values):
// a by_name lookup decoded as Entry, a missing key, a value type the registry has no layout for — in
// both themes at desktop and phone width, with screenshots to look at. And the long handle form
// redirects to the short one (the route's loader does it; the page keeps no copy).

const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';
const VERSION = '19000';

const cases = [
  {
    name: 'by-name',
    path: `/tables/${BY_NAME}/raw_item?key_type=0x1::string::String&key_value=beta&value_type=0xcafe::showcase::Entry&ledger_version=${VERSION}`,
    shows: { selector: '[role="tree"]', text: 'label: "beta"' },
  },
  {
    name: 'missing-key',
    path: `/tables/${BY_INDEX}/raw_item?key_type=u64&key_value=987654321&value_type=0x1::string::String&ledger_version=${VERSION}`,
    shows: { selector: '[data-error-kind="table_item_not_found"]', text: `No item under this key at version ${VERSION}` },
  },
  {
    name: 'layout-unknown',
    path: `/tables/${BY_INDEX}/raw_item?key_type=u64&key_value=5&value_type=0xdead::nothing::Here&ledger_version=${VERSION}`,
    shows: { selector: '[data-problem="layout-unknown"]', text: 'Layout unknown' },
  },
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 375] as const) {
    for (const pageCase of cases) {
      test(`${pageCase.name}, ${colorScheme}, ${width} px: shown without horizontal scroll`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.goto(pageCase.path);
        await expect(page.locator(pageCase.shows.selector)).toContainText(pageCase.shows.text);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // the hex dump (offset, bytes and ASCII) fits its box too: nothing cut off at its right edge
        const dump = page.locator('.hex-view-viewport');
        if ((await dump.count()) > 0) {
          const dumpOverflow = await dump.evaluate((element) => element.scrollWidth - element.clientWidth);
          expect(dumpOverflow).toBeLessThanOrEqual(0);
        }
        await page.screenshot({ path: `test-results/screenshots/table-${pageCase.name}-${colorScheme}-${width}.png`, fullPage: true });
      });
    }
  }
}

test('a long-form handle redirects to the short form, keeping the query', async ({ page }) => {
  const long = `0x${'0'.repeat(60)}1234`;
  await page.goto(`/tables/${long}/raw_item?key=0x0500000000000000&ledger_version=${VERSION}`);
  await expect(page).toHaveURL(new RegExp(`/tables/0x1234/raw_item\\?key=0x0500000000000000&ledger_version=${VERSION}$`));
  await expect(page.getByTestId('table-handle')).toHaveText('0x1234');
});
