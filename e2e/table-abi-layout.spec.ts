import { expect, test } from './fixtures';

// Decoding through the node's module ABIs (docs/demo-chain.md, showcase upgrade): `Badge` is in no
// registry of the explorer, its layout comes from GET …/module/showcase at the version on screen.

const BADGES = '0x3615188b4902dc808435d20c890f6acc19402a109962d57d1d53b10c64eed0be';
const KEY_1 = '0x0100000000000000';

test('a Badge decodes through the module ABI; a missing module says why its layout is unknown', async ({ page }) => {
  await page.goto(`/tables/${BADGES}/raw_item?key=${KEY_1}&value_type=0xcafe::showcase::Badge&ledger_version=10200`);
  const decoded = page.getByRole('region', { name: 'Decoded item' });
  await expect(decoded).toContainText('0xcafe::showcase::Badge');
  const tree = page.getByRole('tree', { name: 'Decoded value' });
  await expect(tree).toContainText('founder');
  await expect(tree).toContainText('Gold');
  await expect(tree).toContainText('stars');
  await expect(page.locator('[data-problem="layout-unknown"]')).toHaveCount(0);
  // an address in the value links to its account, as in a resource
  await expect(tree.getByRole('link', { name: '0xcafe' })).toHaveAttribute('href', '/accounts/0xcafe?ledger_version=10200');

  await page.goto(`/tables/${BADGES}/raw_item?key=${KEY_1}&value_type=0xcafe::nope::Thing&ledger_version=10200`);
  const problem = page.locator('[data-problem="layout-unknown"]');
  await expect(problem).toContainText('Layout unknown: module 0xcafe::nope does not exist at version 10200');
  await expect(problem).toContainText('0xcafe::nope::Thing');
  // the bytes are still there: Badge 1 starts with its id, u64 1
  await expect(page.getByRole('region', { name: 'Item bytes (hex dump)' })).toContainText('01 00 00 00 00 00 00 00');
});
