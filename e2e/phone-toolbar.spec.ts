import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

const SHOWCASE = '/accounts/0xcafe/resource/0xcafe::showcase::Showcase';
const PHONE = { width: 375, height: 667 };

test.describe('resource tools on a phone (375 × 667)', () => {
  test.use({ viewport: PHONE });

  test('the view and tree tools are compact: the first tree row is high on the first screen, every tool one tap or Tab away and named', async ({
    page,
  }) => {
    await page.goto(SHOWCASE);
    const tree = page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Showcase' });
    const firstRow = tree.getByRole('treeitem').first();
    await expect(firstRow).toBeVisible();
    // the first row's top: 523 px when the tools took five rows, 446 px in three compact ones
    expect((await firstRow.boundingBox())?.y ?? 1e6).toBeLessThan(480);

    const view = page.getByRole('region', { name: 'Resource' });
    const viewSwitch = view.getByRole('button', { name: 'Raw JSON' });
    const search = view.getByRole('searchbox', { name: 'Search in Resource 0xcafe::showcase::Showcase' });
    const nextMatch = view.getByRole('button', { name: 'Next match' });
    const tools = [
      viewSwitch,
      view.getByRole('button', { name: 'Copy JSON' }),
      view.getByRole('button', { name: 'Download JSON' }),
      view.getByRole('link', { name: 'Inspect the BCS' }),
      search,
      view.getByRole('button', { name: 'Previous match' }),
      nextMatch,
      view.getByRole('combobox', { name: 'Expand to depth' }),
      view.getByRole('button', { name: 'Collapse all' }),
      view.getByRole('button', { name: 'Copy value' }),
      view.getByRole('button', { name: 'Copy path' }),
    ];
    for (const tool of tools) {
      await expect(tool).toBeInViewport({ ratio: 1 });
      // a tap target (WCAG 2.5.8: at least 24 × 24 px)
      const box = await tool.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Tab walks them in the order they are seen (the match steps are disabled until a search matches)
    await viewSwitch.focus();
    for (const name of [
      'Copy JSON',
      'Download JSON',
      'Inspect the BCS',
      'Search in Resource 0xcafe::showcase::Showcase',
      'Expand to depth',
      'Collapse all',
      'Copy value',
      'Copy path',
    ]) {
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveAccessibleName(name);
    }

    // a search's count and steps share the search's row without widening the page
    await search.fill('handle');
    await expect(view.locator('.json-tree-match-count')).toHaveText(/^1 of \d+$/);
    await nextMatch.click();
    await expect(view.locator('.json-tree-match-count')).toHaveText(/^2 of \d+$/);
    await expect(nextMatch).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('every field is at least 16 px, so iOS Safari does not zoom the page when one takes focus', async ({ page }) => {
    for (const path of [SHOWCASE, '/tables/0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379/raw_item', '/bcs']) {
      await page.goto(path);
      await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
      await expect(page.locator('main input, main select, main textarea').first()).toBeAttached();
      const small = await page.locator('input, select, textarea').evaluateAll((fields) =>
        fields
          .filter((field) => !(field instanceof HTMLInputElement && ['checkbox', 'radio', 'range', 'hidden'].includes(field.type)))
          .map((field) => ({ name: field.getAttribute('aria-label') ?? field.id, size: parseFloat(getComputedStyle(field).fontSize) }))
          .filter((field) => field.size < 16),
      );
      expect(small, path).toEqual([]);
    }
  });

  test('with ten-digit versions the status bar keeps two rows, every version whole; the time gives way, whole in its title', async ({
    page,
  }) => {
    // the node's ledger headers as a chain ten billion versions on would send them
    await page.route(
      (url) => url.pathname.startsWith('/v1'),
      async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        for (const name of ['x-node-ledger-version', 'x-node-ledger-oldest-version']) {
          if (headers[name] !== undefined) headers[name] = (9_876_543_210n + BigInt(headers[name])).toString();
        }
        await route.fulfill({ response, headers });
      },
    );
    await page.goto(`${SHOWCASE}?ledger_version=9876543210`);
    const bar = page.getByRole('region', { name: 'Ledger status' });
    await expect(bar).toContainText('pinned at 9876543210');
    await expect(bar).toContainText(/latest\s*98765\d{5}/);

    const rows = await bar
      .locator('.badge, .item:visible')
      .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
    expect(rows).toBeLessThanOrEqual(2);
    for (const label of ['latest', 'oldest']) {
      const value = bar.locator('.item', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
      await expect(value).toHaveText(/^98765\d{5}$/);
      // not cut: its text fits its box
      expect(await value.evaluate((dd) => dd.scrollWidth <= dd.clientWidth)).toBe(true);
    }
    const time = bar.locator('.item-truncates');
    const shown = await time.locator('dd').textContent();
    expect((await time.getAttribute('title'))?.startsWith(`${shown}\n`)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('a table item keeps its key form in sight, and its value comes into view: from a link, after a look-up, and without a key', async ({
    page,
  }) => {
    const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';
    const toggle = page.getByRole('button', { name: 'Version & tools' });
    const inView = async (locator: Locator) => {
      const box = await locator.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(box?.y ?? 1e6).toBeLessThan(PHONE.height);
    };
    for (const key of ['key=0x0462657461', 'key_type=0x1::string::String&key_value=beta']) {
      await page.goto(`/tables/${BY_NAME}/raw_item?${key}&value_type=0xcafe::showcase::Entry&ledger_version=19000`);
      const firstRow = page.getByRole('tree').getByRole('treeitem').first();
      await expect(firstRow).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(async () => inView(firstRow)).toPass();
    }
    // the form is not folded with the tools: another key is typed at once, and its value is brought into view
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel('Key value').fill('alpha');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page).toHaveURL(/key_value=alpha/);
    await expect(page.getByRole('tree')).toContainText('alpha');
    await expect(async () => inView(page.getByRole('tree').getByRole('treeitem').first())).toPass();
    await page.goto(`/tables/${BY_NAME}/raw_item`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Key type')).toBeVisible();
  });
});
