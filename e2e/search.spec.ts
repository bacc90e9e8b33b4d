import { expect, test } from './fixtures';

test.describe('search box', () => {
  test('"/" focuses it from anywhere and an address opens the account', async ({ page }) => {
    await page.goto('/');
    await page.locator('body').press('/');
    await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
    await page.keyboard.type('0x000beef');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/accounts\/0xbeef$/);
  });

  test('address and type open the resource, keeping the pinned version', async ({ page }) => {
    await page.goto('/accounts/0xcafe?ledger_version=19000');
    await page.getByRole('textbox', { name: 'Search' }).fill('0xcafe 0xcafe::showcase::Clock');
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/accounts\/0xcafe\/resource\/0xcafe::showcase::Clock\?ledger_version=19000$/);
    await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toContainText('"19000"');
  });

  test('a bare struct tag opens it at its module address', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Search' }).fill('0x1::chain_id::ChainId');
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/accounts\/0x1\/resource\/0x1::chain_id::ChainId$/);
    await expect(page.getByRole('tree', { name: 'Resource 0x1::chain_id::ChainId' })).toContainText('id: 4');
  });

  test('a full API URL opens the page at its version', async ({ page, baseURL }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Search' }).fill(`${baseURL}/v1/accounts/0xcafe/resource/0xcafe%3A%3Ashowcase%3A%3AClock?ledger_version=17000`);
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/accounts\/0xcafe\/resource\/0xcafe::showcase::Clock\?ledger_version=17000$/);
    await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toContainText('"17000"');
  });

  test('a 32-byte value offers account and table', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Search' }).fill(`0x${'0'.repeat(60)}cafe`);
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    const choices = page.getByRole('group', { name: 'Open as' });
    await expect(choices.getByRole('button')).toHaveText(['Account 0xcafe', 'Table 0xcafe']);
    await choices.getByRole('button', { name: 'Account 0xcafe' }).click();
    await expect(page).toHaveURL(/\/accounts\/0xcafe$/);
  });

  test('bad input shows the parser reason with its position', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Search' }).fill('0x1 0x1::coin::CoinStore<u64');
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    await expect(page.locator('#search-error')).toContainText('Invalid type tag');
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: 'test-results/screenshots/search-error.png' });
  });
});
