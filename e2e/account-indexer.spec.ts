// The account page's indexer sections (issue 32): every asset the indexer knows for the account (three
// assets and a secondary store for account 0, docs/demo-chain.md#more-fungible-assets), every transaction
// that touched it (received ones too), and how far the index has got, at 1280 and 375 px.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { startNode, stopNode, untilIndexed } from './global-setup';

const ACCOUNT_0 = '0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370';
const SECONDARY = '0xbef7e4dca0c41effd4f57f7c1939b3a7b661f62b95a2175a1316ca0225deca49';
const SCREENS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

for (const width of [1280, 375]) {
  test(`Assets and Activity list what the indexer knows for the account (${width} px)`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/accounts/${ACCOUNT_0}`);
    const assets = page.getByTestId('indexer-assets');
    await expect(assets.getByTestId('indexer-asset')).toHaveCount(5);
    for (const symbol of ['NAT', 'DPT', 'USDD', 'DGLD']) await expect(assets).toContainText(symbol);
    const vault = assets.getByTestId('indexer-asset').filter({ hasText: 'secondary store' });
    await expect(vault).toContainText('2.5 DGLD');
    await expect(vault.getByTestId('indexer-asset-raw')).toHaveText('(250000000 base units)');
    await expect(vault.getByRole('link', { name: SECONDARY })).toHaveAttribute('href', `/accounts/${SECONDARY}`);
    await expect(assets.getByTestId('indexer-provenance')).toContainText(/Indexed up to version [\d,]+; the node is at [\d,]+\./);

    const activity = page.getByTestId('indexer-activity');
    await expect(activity.getByTestId('indexer-activity-item')).toHaveCount(25);
    await expect(activity).toContainText('0x1::coin::transfer');
    // transfers it received, not only what it sent: each names its sender, a link to its account page
    const received = activity
      .getByTestId('indexer-activity-item')
      .filter({ has: page.getByTestId('indexer-activity-sender') })
      .first();
    const receivedVersion = ((await received.getByRole('link').first().textContent()) ?? '').replace(/[^\d]/g, '');
    const { sender } = (await (await request.get(`${baseURL ?? ''}/v1/transactions/by_version/${receivedVersion}`)).json()) as {
      sender: string;
    };
    expect(sender).not.toBe(ACCOUNT_0);
    const senderLink = received.getByTestId('indexer-activity-sender').getByRole('link');
    const short = sender.replace(/^0x0*(?=[0-9a-f])/, '0x');
    await expect(senderLink).toHaveAttribute('href', `/accounts/${short}`);
    await expect(senderLink).toHaveAttribute('title', sender);
    await expect(senderLink).toHaveText(short.length > 20 ? `${short.slice(0, 8)}…${short.slice(-6)}` : short);
    const first = await activity.getByTestId('indexer-activity-item').first().textContent();
    await activity.getByRole('button', { name: 'Older' }).click();
    await expect(activity).toContainText('page 2 of');
    await expect(activity.getByTestId('indexer-activity-item').first()).not.toHaveText(first ?? '');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await assets.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/account-indexer-assets-${width}.png` });
    await activity.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/account-indexer-activity-${width}.png` });
  });
}

for (const width of [1280, 375]) {
  test(`the module page lists who called put_name (${width} px)`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/accounts/0xcafe/module/showcase');
    const callers = page.getByTestId('module-callers');
    await callers.getByRole('button', { name: 'put_name', exact: true }).click();
    await expect(callers).toContainText('transactions called 0xcafe::showcase::put_name');
    const first = callers.getByTestId('module-caller').first();
    await expect(first).toContainText('sent by');
    // the newest caller is a put_name transaction, as the node has it
    const version = ((await first.getByRole('link').first().textContent()) ?? '').replace(/[^\d]/g, '');
    const txn = (await (await request.get(`${baseURL ?? ''}/v1/transactions/by_version/${version}`)).json()) as {
      payload: { function: string };
    };
    expect(txn.payload.function).toBe('0xcafe::showcase::put_name');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await callers.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/module-callers-${width}.png` });
  });
}

test('a page pinned at N the index has reached lists the balances at N, as the node had them', async ({ page, request, baseURL }) => {
  const api = `${baseURL ?? ''}/v1`;
  const gql = async <T>(query: string, variables: Record<string, unknown>) =>
    ((await (await request.post(`${api}/graphql`, { data: { query, variables } })).json()) as { data: T }).data;
  // N: before account 0's last few balance changes, so that its balances then differ from now
  const changes = await gql<{ fungible_asset_activities: { transaction_version: number }[] }>(
    `query($owner: String) { fungible_asset_activities(where: {owner_address: {_eq: $owner}}, order_by: {transaction_version: desc}, limit: 6) { transaction_version } }`,
    { owner: ACCOUNT_0 },
  );
  const at = BigInt(changes.fungible_asset_activities.at(-1)?.transaction_version ?? 1) - 1n;
  // the node API's balance of each store at N (the stores as the indexer lists them now)
  const stores = await gql<{
    current_fungible_asset_balances: { asset_type: string; storage_id: string; is_primary: boolean; amount: number }[];
  }>(
    `query($owner: String) { current_fungible_asset_balances(where: {owner_address: {_eq: $owner}}) { asset_type storage_id is_primary amount } }`,
    { owner: ACCOUNT_0 },
  );
  const expected: string[] = [];
  for (const store of stores.current_fungible_asset_balances) {
    const path = store.is_primary
      ? `/accounts/${ACCOUNT_0}/balance/${encodeURIComponent(store.asset_type)}`
      : `/accounts/${store.storage_id}/resource/0x1::fungible_asset::FungibleStore`;
    const answer = (await (await request.get(`${api}${path}?ledger_version=${at}`)).json()) as
      number | string | { data: { balance: string } };
    const amount = typeof answer === 'object' ? answer.data.balance : BigInt(answer).toString();
    if (amount !== '0') expected.push(`(${amount} base units)`);
  }
  const now = stores.current_fungible_asset_balances.map((store) => `(${BigInt(store.amount)} base units)`);
  expect(expected.sort()).not.toEqual(now.sort());

  await page.goto(`/accounts/${ACCOUNT_0}?ledger_version=${at}`);
  const assets = page.getByTestId('indexer-assets');
  await expect(assets.getByTestId('indexer-at-pinned')).toContainText(`The list is at the pinned version ${at.toLocaleString('en-US')}.`);
  await expect(assets.getByTestId('indexer-current-not-pinned')).toHaveCount(0);
  const shown = await assets.getByTestId('indexer-asset-raw').allTextContents();
  expect(shown.sort()).toEqual(expected.sort());
  // a sender's link keeps the page's pinned version, as every link does
  const senderLink = page.getByTestId('indexer-activity').getByTestId('indexer-activity-sender').getByRole('link').first();
  await expect(senderLink).toHaveAttribute('href', new RegExp(`^/accounts/0x[0-9a-f]+\\?ledger_version=${at}$`));
});

test('with the index held back, the page says how far it has got', async ({ page }) => {
  // a new data directory: its node generates and indexes the history (0xbeef's registry) before it answers
  test.setTimeout(360_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-indexer-lag-'));
  const node = await startNode([
    '--data-dir',
    dataDir,
    '--history',
    '3000',
    '--indexer-lag',
    '100',
    '--static',
    process.env.E2E_STATIC ?? 'dist',
  ]);
  try {
    await untilIndexed(node.url, 240_000, 100n);
    const latest = BigInt(((await (await page.request.get(`${node.url}/v1`)).json()) as { ledger_version: string }).ledger_version);
    const indexed = latest - 100n;
    const fmt = (v: bigint) => v.toLocaleString('en-US');
    await page.goto(`${node.url}/accounts/${ACCOUNT_0}`);
    const provenance = page.getByTestId('indexer-assets').getByTestId('indexer-provenance');
    await expect(provenance).toContainText(`Indexed up to version ${fmt(indexed)}; the node is at ${fmt(latest)} (100 behind).`);
    await expect(provenance.getByTestId('indexer-lag-notice')).toContainText(`may miss what happened after version ${fmt(indexed)}`);
    // pinned above what is indexed
    await page.goto(`${node.url}/accounts/${ACCOUNT_0}?ledger_version=${latest - 10n}`);
    await expect(page.getByTestId('indexer-activity').getByTestId('indexer-lag-notice')).toContainText(
      `pinned at ${fmt(latest - 10n)}, above what is indexed`,
    );
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('indexer-assets').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}/account-indexer-lag-${width}.png` });
    }
    // the module page's callers say it too
    await page.goto(`${node.url}/accounts/0xcafe/module/showcase`);
    const callers = page.getByTestId('module-callers');
    await expect(callers.getByTestId('indexer-provenance')).toContainText(
      `Indexed up to version ${fmt(indexed)}; the node is at ${fmt(latest)} (100 behind).`,
    );
    await expect(callers.getByTestId('indexer-lag-notice')).toContainText(`may miss what happened after version ${fmt(indexed)}`);
  } finally {
    await stopNode(node.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
