import { expect, test } from './fixtures';

// A node that takes its answer to the grave: the page says which node it is waiting for, instead of an
// endless skeleton (the browser itself gives up only after minutes).
const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';

test('a resource read the node never answers names the node it waits for', async ({ page, baseURL }) => {
  await page.route(
    (url) => url.pathname.startsWith('/v1/accounts/0xcafe/resource/'),
    () => undefined,
  ); // never answered
  await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Clock');
  const notice = page.getByRole('status').filter({ hasText: 'Still waiting' });
  await expect(notice).toContainText(`the node ${new URL(baseURL ?? '').host} has not answered after 8 s`);
  await expect(page.locator('.skeleton').first()).toBeVisible();
});

test('a table item the node never answers names the node it waits for', async ({ page, baseURL }) => {
  await page.route(
    (url) => url.pathname === `/v1/tables/${BY_INDEX}/raw_item`,
    () => undefined,
  ); // never answered
  await page.goto(`/tables/${BY_INDEX}/raw_item?key=0x0700000000000000&value_type=0xcafe::showcase::Entry`);
  await expect(page.getByText('Looking up the item…')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Still waiting' })).toContainText(new URL(baseURL ?? '').host);
});

test('an answer in time shows no notice', async ({ page }) => {
  await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Clock');
  await expect(page.getByRole('tree')).toBeVisible();
  await expect(page.getByText('Still waiting')).toHaveCount(0);
});
