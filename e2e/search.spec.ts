import { expect, test } from './fixtures';

test.describe('search box', () => {
  test('"/" focuses it from anywhere and an address opens the account', async ({ page }) => {
    await page.goto('/');
    // the page renders after load, and its key listener after that: press until it listens
    await expect(async () => {
      await page.locator('body').press('/');
      await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused({ timeout: 1_000 });
    }).toPass();
    await page.keyboard.type('0x000beef');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/accounts\/0xbeef$/);
  });

  test('address and type open the resource, keeping the pinned version', async ({ page }) => {
    // from a light page: the search is under test here, not the 4 MB account list of 0xcafe
    await page.goto('/accounts/0x1?ledger_version=19000');
    await expect(page.getByRole('region', { name: 'Resources' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Search' }).fill('0xcafe 0xcafe::showcase::Clock');
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/accounts\/0xcafe\/resource\/0xcafe::showcase::Clock\?ledger_version=19000$/);
    await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toContainText('"19000"');
  });

  test('after a search the page has the keyboard, and Escape leaves the box', async ({ page }) => {
    await page.goto('/accounts/0x1?ledger_version=19000');
    await expect(page.getByRole('region', { name: 'Resources' })).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('0xcafe 0xcafe::showcase::Clock');
    await search.press('Enter');
    const tree = page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' });
    await expect(tree).toContainText('"19000"');
    await expect(page).toHaveTitle('0xcafe::showcase::Clock · 0xcafe @ 19000 — Ledger Explorer');
    await expect(search).not.toBeFocused();
    // a shortcut typed now acts on the page (`[`: the version before), not in the box
    await page.keyboard.press('[');
    await expect(page).toHaveURL(/ledger_version=18999$/);
    await expect(search).toHaveValue('0xcafe 0xcafe::showcase::Clock');
    await search.focus();
    await search.press('Escape');
    await expect(search).not.toBeFocused();
    await page.keyboard.press(']');
    await expect(page).toHaveURL(/ledger_version=19000$/);
  });

  test('a bare struct tag opens it at its module address', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search' }).fill('0x1::chain_id::ChainId');
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/accounts\/0x1\/resource\/0x1::chain_id::ChainId$/);
    await expect(page.getByRole('tree', { name: 'Resource 0x1::chain_id::ChainId' })).toContainText('id: 4');
  });

  test('a full API URL opens the page at its version', async ({ page, baseURL }) => {
    await page.goto('/');
    await page
      .getByRole('combobox', { name: 'Search' })
      .fill(`${baseURL}/v1/accounts/0xcafe/resource/0xcafe%3A%3Ashowcase%3A%3AClock?ledger_version=17000`);
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/accounts\/0xcafe\/resource\/0xcafe::showcase::Clock\?ledger_version=17000$/);
    await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toContainText('"17000"');
  });

  test('a full 64-digit value opens the account at once; an empty account offers the table', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search' }).fill(`0x${'0'.repeat(60)}cafe`);
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/accounts\/0xcafe$/);
    const handle = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
    await page.getByRole('combobox', { name: 'Search' }).fill(handle);
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/accounts/${handle}$`));
    await page.getByRole('link', { name: `open ${handle} as a table` }).click();
    await expect(page).toHaveURL(new RegExp(`/tables/${handle}/raw_item$`));
  });

  test('the caret stands under the character at fault', async ({ page }) => {
    await page.goto('/');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill('0xzz');
    await input.press('Enter');
    const caret = page.locator('#search-error .caret-mark');
    await expect(caret).toBeVisible();
    // the fault is the first "z" (position 2): the caret's ^ must sit under it, not under "x"
    const inputBox = await input.boundingBox();
    const caretBox = await caret.boundingBox();
    const charWidth = await input.evaluate((element) => {
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) return 0;
      canvas.font = getComputedStyle(element).font;
      return canvas.measureText('0').width;
    });
    const padding = await input.evaluate(
      (element) => parseFloat(getComputedStyle(element).paddingLeft) + parseFloat(getComputedStyle(element).borderLeftWidth),
    );
    const textStart = (inputBox?.x ?? 0) + padding;
    const caretX = (caretBox?.x ?? 0) + (caretBox?.width ?? 0) / 2;
    expect(Math.abs(caretX - (textStart + 2.5 * charWidth))).toBeLessThan(charWidth / 2);
  });

  test('bad input shows the parser reason with its position', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search' }).fill('0x1 0x1::coin::CoinStore<u64');
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await expect(page.locator('#search-error')).toContainText('Invalid type tag');
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveAttribute('aria-invalid', 'true');
  });
});
