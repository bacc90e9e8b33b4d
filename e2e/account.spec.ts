import { expect, test } from './fixtures';

test.describe('account page', () => {
  test('0xbeef lists all 10,000 resources, filters, and opens one', async ({ page }) => {
    await page.goto('/accounts/0xbeef?ledger_version=19000');
    const list = page.getByRole('region', { name: 'Resources' });
    await expect(list).toContainText('10000 resources');
    await page.getByLabel('Filter by type').fill('crowd_42::Item7');
    // Item7 and Item70..Item79 of module crowd_42
    await expect(list).toContainText('11 of 10000 resources');
    await page.getByRole('button', { name: 'Open 0xbeef::crowd_42::Item7', exact: true }).click();
    await expect(page.getByRole('tree', { name: 'Resource 0xbeef::crowd_42::Item7' })).toContainText('"4207"');
    await page.screenshot({ path: 'test-results/screenshots/account-beef.png' });
  });

  test('a user account from the directory lists its framework resources, links keep the version', async ({ page }) => {
    await page.goto('/?ledger_version=19000');
    await page.getByRole('link', { name: 'A user account' }).click();
    await expect(page).toHaveURL(/\/accounts\/0x[0-9a-f]+\?ledger_version=19000$/);
    const link = page.getByRole('link', { name: '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>' });
    await expect(link).toHaveAttribute('href', /resource\/0x1::coin::CoinStore%3C0x1::native_coin::NativeCoin%3E\?ledger_version=19000$/);
    await link.click();
    await expect(page.getByRole('tree', { name: 'Resource 0x1::coin::CoinStore<0x1::native_coin::NativeCoin>' })).toContainText('coin');
  });

  test('a bad address shows the parser reason', async ({ page }) => {
    await page.goto('/accounts/0xzz');
    await expect(page.getByRole('alert')).toContainText('is not a hex digit');
  });
});
