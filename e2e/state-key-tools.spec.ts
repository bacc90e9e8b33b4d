import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SHOWCASE = '/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=19000';
const CLOCK = '/accounts/0xcafe/resource/0xcafe::showcase::Clock';
const TABLE_ITEM =
  '/tables/0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379/raw_item?key=0x2a00000000000000&key_type=u64&key_value=42&value_type=0x1::string::String&ledger_version=19000';
const VIEW_CALL = '/view/0xcafe::showcase::lookup_name?args=%5B%22beta%22%5D&ledger_version=19000';

// the tools around a state key's value (issue 34): each its own chunk, asked for once the value is painted
const DEFERRED = /\/assets\/(version-control-bar|json-tree-toolbar)-[^/]*\.js$/u;

/**
 * Opens `path` with the deferred tools' chunks held back: returns once they are asked for (whether the value's tree
 * was on the page by then, and where its first row stood) and a release that lets them through.
 */
async function openWithToolsHeld(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: { file: string; treeShown: boolean }[] = [];
  let bothAsked = () => {};
  const requested = new Promise<void>((resolve) => (bothAsked = resolve));
  await page.route(DEFERRED, async (route) => {
    const treeShown = await page.evaluate(() => document.querySelector('[role="tree"] [role="treeitem"]') !== null);
    asked.push({ file: new URL(route.request().url()).pathname, treeShown });
    if (asked.length === 2) bothAsked();
    await held;
    await route.continue();
  });
  await page.goto(path);
  await requested;
  return { asked, release };
}

/**
 * The heights of the version control and of the tree's toolbar (their places, then themselves), and where the tree's
 * first row stands below the toolbar: what the tools' coming could move. Read in one frame.
 */
const places = (page: Page) =>
  page.evaluate(() => {
    const height = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().height ?? -1;
    const toolbar = document.querySelector('.json-tree-toolbar');
    const row = document.querySelector('[role="tree"] [role="treeitem"]');
    return {
      versionControl: height('.version-control'),
      toolbar: height('.json-tree-toolbar'),
      rowBelowToolbar: (row?.getBoundingClientRect().top ?? 0) - (toolbar?.getBoundingClientRect().bottom ?? 0),
    };
  });

for (const width of [1280, 800, 375]) {
  test.describe(`a state key's tools at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 667 : 800 } });

    for (const [name, path] of [
      ['resource, pinned', SHOWCASE],
      ['resource, following latest', CLOCK],
      ['table item', TABLE_ITEM],
      ['view call', VIEW_CALL],
    ] as const) {
      test(`${name}: the value and its version paint first, the tools come after in their places`, async ({ page }, info) => {
        const { asked, release } = await openWithToolsHeld(page, path);
        // both asked for only once the tree's rows were on the page
        expect(asked.map((entry) => entry.treeShown)).toEqual([true, true]);
        const versions = page.getByRole('group', { name: 'Ledger version' });
        // the version the value is at is there from the first paint (on a phone, in the folded tools' summary)
        if (width > 640)
          await expect(versions).toContainText(
            path.includes('ledger_version=19000') ? 'Pinned at 19000' : 'Following latest — showing version',
          );
        else
          await expect(page.locator('.page-tools-summary')).toContainText(
            path.includes('ledger_version=19000') ? 'Pinned at 19000' : 'Following latest',
          );
        await expect(page.getByRole('searchbox')).toHaveCount(0);
        const before = await places(page);
        await page.screenshot({ path: info.outputPath(`held-${width}.png`) });
        release();
        await expect(page.getByRole('searchbox').first()).toBeVisible();
        // attached: on a phone it is folded away
        await expect(page.locator('.version-control:not(.is-reserve)')).toBeAttached();
        const after = await places(page);
        // a sub-pixel difference is rounding, not a move
        expect(Math.abs(after.versionControl - before.versionControl)).toBeLessThan(1);
        expect(Math.abs(after.toolbar - before.toolbar)).toBeLessThan(1);
        expect(Math.abs(after.rowBelowToolbar - before.rowBelowToolbar)).toBeLessThan(1);
        await page.screenshot({ path: info.outputPath(`loaded-${width}.png`) });
      });
    }
  });
}

test('the version keys act before the version control has loaded', async ({ page }) => {
  const { release } = await openWithToolsHeld(page, SHOWCASE);
  await expect(page.getByRole('tree')).toContainText('18446744073709551615');
  await page.keyboard.press('[');
  await expect(page).toHaveURL(/ledger_version=18999/u);
  await expect(page.getByRole('group', { name: 'Ledger version' })).toContainText('Pinned at 18999');
  release();
  await expect(page.getByRole('button', { name: 'Previous version' })).toBeEnabled();
  await page.keyboard.press('p');
  await expect(page.getByRole('group', { name: 'Ledger version' })).toContainText('Following latest — showing version');
});
