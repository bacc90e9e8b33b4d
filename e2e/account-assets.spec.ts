import { expect, test } from './fixtures';

// The account overview's fungible asset balances (docs/demo-chain.md#the-fungible-asset): the primary
// store's u64 exactly, and with the Metadata's 6 decimals, at 1280 px and 375 px.
const ACCOUNT_0 = '0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370';
const ACCOUNT_8 = '0x78f4880d26847b410ad5272a217f0292d34bf61656106eae03ec7f206728df9';
const ASSET = '0xd4f527e0eeb4f0a0ea319ef507a1468198d87124e1da31636946c2ba6d362bfd';
const STORE_0 = '0x68ee996b2011534c1ae22777926513de120a8337a9ce1812d8f02bb6c49a0e49';
const SCREENS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

for (const width of [1280, 375]) {
  test(`the overview shows a fungible asset balance beside the coin's, exact and with decimals (${width} px)`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // the primary store, read as a resource of its own at its derived address: the page must show the same u64
    const store = await request.get(
      `${baseURL ?? ''}/v1/accounts/${STORE_0}/resource/0x1::fungible_asset::FungibleStore?ledger_version=19000`,
    );
    const raw = ((await store.json()) as { data: { balance: string } }).data.balance;
    expect(raw).toBe('1014537488136');

    await page.goto(`/accounts/${ACCOUNT_0}?ledger_version=19000`);
    const overview = page.getByRole('region', { name: 'Account overview' });
    const asset = overview.getByTestId('asset-balance');
    await expect(asset).toContainText('Demo Points (DPT) · fungible asset');
    await expect(asset.getByRole('link', { name: 'Demo Points' })).toHaveAttribute('href', `/accounts/${ASSET}?ledger_version=19000`);
    await expect(asset.getByTestId('asset-balance-readable')).toHaveText('1,014,537.488136');
    await expect(asset.getByTestId('asset-balance-raw')).toHaveText(`(${raw} base units)`);
    await expect(overview.getByTestId('coin-balance')).toBeVisible();
    await expect(asset.getByRole('button', { name: 'Copy the raw balance of Demo Points' })).toBeVisible();
    // nothing overflows the page at phone width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENS}/account-assets-${width}.png` });
  });

  test(`the metadata object's page lists its ObjectGroup members as resources (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/accounts/${ASSET}?ledger_version=19000`);
    const list = page.getByRole('region', { name: 'Resources' });
    await expect(list).toContainText('3 resources');
    for (const type of ['0x1::object::ObjectCore', '0x1::fungible_asset::Metadata', '0x1::fungible_asset::Supply']) {
      await expect(list.getByRole('link', { name: type, exact: true })).toBeVisible();
    }
    await list.getByRole('link', { name: '0x1::fungible_asset::Metadata', exact: true }).click();
    await expect(page.getByRole('tree', { name: 'Resource 0x1::fungible_asset::Metadata' })).toContainText('Demo Points');
    await page.screenshot({ path: `${SCREENS}/asset-metadata-${width}.png` });
  });
}

test('an account without a primary store shows no fungible asset row', async ({ page, request, baseURL }) => {
  // account 8 gets its store at its first mint, version 8000
  const balance = await request.get(`${baseURL ?? ''}/v1/accounts/${ACCOUNT_8}/balance/${ASSET}?ledger_version=7999`);
  expect(await balance.text()).toBe('0');
  await page.goto(`/accounts/${ACCOUNT_8}?ledger_version=7999`);
  const overview = page.getByRole('region', { name: 'Account overview' });
  await expect(overview.getByTestId('coin-balance')).toBeVisible();
  await expect(overview.getByTestId('asset-balance')).toHaveCount(0);
});

test('a node without the balance route: the overview says so, and the coin balance stays', async ({ page }) => {
  // as a node answers a path it does not serve (404 web_framework_error), for every balance read
  await page.route('**/v1/accounts/*/balance/**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Not found', error_code: 'web_framework_error', vm_error_code: null }),
    }),
  );
  await page.goto(`/accounts/${ACCOUNT_0}?ledger_version=19000`);
  const overview = page.getByRole('region', { name: 'Account overview' });
  await expect(overview).toContainText('this node has no …/balance route');
  await expect(overview.getByTestId('coin-balance')).toBeVisible();
  await expect(overview.getByTestId('asset-balance')).toHaveCount(0);
});
