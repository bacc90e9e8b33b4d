import { expect, test } from './fixtures';

// The search box opens the BCS inspector (README.md#using-the-explorer: `bcs [type] 0x…`, or hex longer
// than an address). Entry {7, "seven", ["a", "b"]} as in the README's deep link.
const ENTRY_HEX = '0x070000000000000005736576656e0201610162';

test('bcs, a type and bytes in the search box open the inspector decoding them, at the pinned version', async ({ page }) => {
  await page.goto('/accounts/0x1?ledger_version=19000');
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill(`bcs 0xcafe::showcase::Entry ${ENTRY_HEX.toUpperCase().replace('0X', '0x')}`);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/bcs\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('type')).toBe('0xcafe::showcase::Entry');
  expect(url.searchParams.get('hex')).toBe(ENTRY_HEX);
  expect(url.searchParams.get('ledger_version')).toBe('19000');
  await expect(page.getByRole('tree', { name: 'Decoded value' })).toContainText('"seven"');
});

test('hex longer than an address opens the inspector with the bytes; bad bytes say where', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search' });
  const bytes = `0x28${'61'.repeat(40)}`; // a 40-letter String: 41 bytes
  await search.fill(bytes);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/bcs\?hex=0x28/);
  await expect(page.getByLabel('Bytes', { exact: true })).toHaveValue(bytes);
  await page.getByLabel('Move type').fill('0x1::string::String');
  await expect(page.getByRole('tree', { name: 'Decoded value' })).toContainText('a'.repeat(40));

  await search.fill('bcs u64 0x0g');
  await search.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'is not a hex digit' })).toBeVisible();
});
