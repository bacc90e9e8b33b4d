import { expect, test } from './fixtures';

const CLOCK = '/accounts/0xcafe/resource/0xcafe::showcase::Clock';
const clockTree = { name: 'Resource 0xcafe::showcase::Clock' };

test.describe('versions', () => {
  test('pin, step and unpin', async ({ page }) => {
    await page.goto(CLOCK);
    const control = page.getByRole('group', { name: 'Ledger version' });
    // Live blocks are off: latest is the last generated version, and the Clock reads it.
    await expect(control).toContainText('Following latest — showing version 19999');
    await expect(page.getByRole('tree', clockTree)).toContainText('"19999"');
    await page.getByRole('button', { name: 'Pin this version' }).click();
    await expect(page).toHaveURL(/\?ledger_version=19999$/);
    await expect(page.getByLabel('Ledger status')).toContainText('pinned at 19999');

    await page.getByRole('button', { name: 'Previous version' }).click();
    await expect(page).toHaveURL(/\?ledger_version=19998$/);
    await expect(page.getByRole('tree', clockTree)).toContainText('"19998"');
    await page.getByRole('button', { name: 'Previous version' }).click();
    await expect(page.getByRole('tree', clockTree)).toContainText('"19997"');
    await page.getByRole('button', { name: 'Next version' }).click();
    await expect(page.getByRole('tree', clockTree)).toContainText('"19998"');

    await page.getByLabel('Go to version').fill('15000');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page.getByRole('tree', clockTree)).toContainText('"15000"');

    await page.getByRole('button', { name: 'Follow latest' }).click();
    await expect(page).toHaveURL(new RegExp(`${CLOCK.replaceAll('/', '\\/')}$`));
    await expect(page.getByRole('tree', clockTree)).toContainText('"19999"');
    await expect(page.getByLabel('Ledger status')).toContainText('following latest');
  });

  test('oldest and latest jumps', async ({ page }) => {
    await page.goto(`${CLOCK}?ledger_version=18000`);
    await page.getByRole('button', { name: /^Oldest \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\?ledger_version=3662$/);
    await expect(page.getByRole('tree', clockTree)).toContainText('"3662"');
    await page.getByRole('button', { name: /^Latest \(\d+\)$/ }).click();
    await expect(page.getByRole('tree', clockTree)).toContainText('"19999"');
  });

  test('a pruned version says so and offers the oldest and latest', async ({ page }) => {
    await page.goto(`${CLOCK}?ledger_version=5`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Version 5 was pruned');
    await expect(page.locator('.error-view[data-error-kind="pruned"]')).toContainText('The oldest version the node still answers is 3662.');
    await page.getByRole('button', { name: 'Open the oldest version' }).click();
    await expect(page).toHaveURL(/\?ledger_version=3662$/);
    await expect(page.getByRole('tree', clockTree)).toContainText('"3662"');
  });

  test('a future version says the node has not reached it', async ({ page }) => {
    await page.goto(`${CLOCK}?ledger_version=100000000`);
    await expect(page.getByRole('alert')).toContainText('The node has not reached version 100000000 yet (latest is 19999)');
    // beyond latest, the neighbours are beyond it too, and no change can be searched from there (issue 25 item 11)
    await expect(page.getByRole('button', { name: /^Latest \(19999\)$/ })).toBeEnabled();
    for (const name of ['Previous version', 'Next version', '← Previous change', 'Next change →', 'Diff with previous change']) {
      await expect(page.getByRole('button', { name })).toBeDisabled();
    }
    await page.getByRole('link', { name: 'Open latest' }).click();
    await expect(page.getByRole('tree', clockTree)).toContainText('"19999"');
  });

  test('a bad ledger_version shows the parser reason and an input to fix it', async ({ page }) => {
    await page.goto(`${CLOCK}?ledger_version=12a`);
    await expect(page.getByRole('alert')).toContainText('"a" is not a decimal digit at position 2');
    await page.getByLabel('Fix ledger_version').fill('19990');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('tree', clockTree)).toContainText('"19990"');
  });
});
