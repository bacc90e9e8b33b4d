import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readAndChunkStarts } from './early-read';
import { withLiveNode } from './global-setup';

// Issue 23 items 2, 5, 6: the transaction, block and module pages against the demo chain (seed 1,
// latest 19999, oldest readable 3662; docs/demo-chain.md). Every expected value is read from the API.
const SCREENS = `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/screens`;
/** A coin transfer: two events, both CoinStores and both by_owner items change (docs/demo-chain.md#transactions). */
const TRANSFER = 19996;
/** Its block (version 19991 to 19997). */
const BLOCK = 4401;

type UserTransaction = {
  hash: string;
  sender: string;
  payload: { function: string; type_arguments: string[]; arguments: string[] };
  events: unknown[];
  changes: unknown[];
};

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/v1${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const short = (address: string) => address.replace(/^0x0+(?=.)/, '0x');

test.describe('transaction page', () => {
  test('a deep link sends its read once, from the boot script, before the app has loaded', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/v1/transactions/by_version/${TRANSFER}`)) reads.push(request.url());
    });
    await page.goto(`/transactions/by_version/${TRANSFER}`);
    await expect(page.locator('[aria-labelledby="changes-title"] li.card').first()).toBeVisible();
    const started = await readAndChunkStarts(page, `/transactions/by_version/${TRANSFER}`, 'transaction');
    expect(reads).toHaveLength(1);
    // sent before the page's chunk was asked for: the boot module's (resource.spec.ts)
    expect(started.read).toBeLessThanOrEqual(started.chunk ?? 0);
  });

  test('/txn/V opens the transaction: its call typed by the ABI, its events, every change as a diff', async ({ page, request }) => {
    const transaction = await apiJson<UserTransaction>(request, `/transactions/by_version/${TRANSFER}`);
    expect(transaction.payload.function).toBe('0x1::coin::transfer');
    const [recipient = '', amount = ''] = transaction.payload.arguments;
    await page.goto(`/txn/${TRANSFER}`);
    await expect(page).toHaveURL(new RegExp(`/transactions/by_version/${TRANSFER}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction 19,996');
    const facts = page.getByRole('definition').filter({ hasText: short(transaction.sender) });
    await expect(facts.getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`/accounts/${short(transaction.sender)}\\?ledger_version=${TRANSFER}$`),
    );
    const args = page.getByRole('list', { name: 'Arguments' });
    await expect(args.getByRole('listitem').nth(0)).toHaveText(`arg0: address = ${recipient}`);
    await expect(args.getByRole('listitem').nth(1)).toHaveText(`arg1: u64 = ${amount}`);
    await expect(page.locator('[data-call]')).toContainText('0x1::coin::transfer<0x1::native_coin::NativeCoin>(');
    await expect(page.getByRole('heading', { name: `Events (${transaction.events.length})` })).toBeVisible();
    await expect(page.locator('[data-event="0x1::coin::WithdrawEvent"]')).toContainText(amount);
    await expect(page.getByRole('heading', { name: `Changes (${transaction.changes.length})` })).toBeVisible();
    // the sender's CoinStore: the value at the version before, then the value written here
    const store = `/accounts/${short(transaction.sender)}/resource/0x1::coin::CoinStore%3C0x1::native_coin::NativeCoin%3E`;
    const before = await apiJson<{ data: { coin: { value: string } } }>(request, `${store}?ledger_version=${TRANSFER - 1}`);
    const after = await apiJson<{ data: { coin: { value: string } } }>(request, `${store}?ledger_version=${TRANSFER}`);
    const diff = page.getByRole('tree', { name: 'Differences of 0x1::coin::CoinStore<0x1::native_coin::NativeCoin>' }).first();
    await expect(diff).toContainText(`"${before.data.coin.value}"`);
    await expect(diff).toContainText(`"${after.data.coin.value}"`);
    await expect(page.locator('[data-change="write_table_item"]').first()).toContainText('key bytes');
    // a table item written: its value before and the diff, on the item's page (issue 30)
    await page
      .locator('[data-change="write_table_item"]')
      .first()
      .getByRole('link', { name: `The value before and the diff against version ${TRANSFER - 1}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/tables/.*ledger_version=${TRANSFER}&compare=${TRANSFER - 1}`));
    await expect(page.getByRole('region', { name: 'Differences' }).first()).toContainText(`From version ${TRANSFER - 1} to ${TRANSFER}`);
  });

  test('the value before is the resource page’s read: one cache, not asked again (issue 34)', async ({ page, request }) => {
    const transaction = await apiJson<UserTransaction>(request, `/transactions/by_version/${TRANSFER}`);
    const store = `/accounts/${short(transaction.sender)}/resource/0x1::coin::CoinStore%3C0x1::native_coin::NativeCoin%3E`;
    const before = await apiJson<{ data: { coin: { value: string } } }>(request, `${store}?ledger_version=${TRANSFER - 1}`);
    await page.goto(`${store}?ledger_version=${TRANSFER - 1}`);
    await expect(page.getByRole('tree').first()).toContainText(`"${before.data.coin.value}"`);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (
        decodeURIComponent(url.pathname).includes('/resource/0x1::coin::CoinStore') &&
        url.searchParams.get('ledger_version') === String(TRANSFER - 1)
      )
        asked.push(sent.url());
    });
    // in the app (the same query cache): the transaction that wrote the next value
    await page.evaluate((version) => {
      window.history.pushState(null, '', `/transactions/by_version/${version}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, TRANSFER);
    const diff = page.getByRole('tree', { name: 'Differences of 0x1::coin::CoinStore<0x1::native_coin::NativeCoin>' }).first();
    await expect(diff).toContainText(`"${before.data.coin.value}"`);
    expect(asked.filter((url) => url.includes(short(transaction.sender)))).toEqual([]);
  });

  test('by hash (any case) is the same transaction; previous and next step one version', async ({ page, request }) => {
    const transaction = await apiJson<UserTransaction>(request, `/transactions/by_version/${TRANSFER}`);
    await page.goto(`/transactions/by_hash/${transaction.hash.toUpperCase().replace('0X', '0x')}`);
    await expect(page).toHaveURL(new RegExp(`/transactions/by_hash/${transaction.hash}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction 19,996');
    await page.getByRole('link', { name: 'Version 19,997 →' }).click();
    await expect(page).toHaveURL(/\/transactions\/by_version\/19997$/);
    await page.getByRole('link', { name: '← Version 19,996' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction 19,996');
    await page.getByRole('link', { name: BLOCK.toLocaleString('en') }).click();
    await expect(page).toHaveURL(new RegExp(`/blocks/by_height/${BLOCK}$`));
  });

  test('below the window: the pruned panel, one click to the oldest transaction', async ({ page, request }) => {
    const ledger = await apiJson<{ oldest_ledger_version: string }>(request, '');
    await page.goto('/transactions/by_version/5');
    await expect(page.getByRole('alert')).toContainText('Version 5 was pruned');
    // on from a pruned version leads to the oldest answered, not to version 6 (pruned too)
    const oldest = BigInt(ledger.oldest_ledger_version).toLocaleString('en');
    await expect(page.getByRole('navigation', { name: 'Versions' }).getByRole('link')).toHaveText(`Oldest version ${oldest} →`);
    await page.getByRole('link', { name: /Open the oldest transaction/ }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions/by_version/${ledger.oldest_ledger_version}$`));
    await expect(page.getByRole('definition').filter({ hasText: 'Block metadata' })).toBeVisible();
  });

  test('while the window moves, a pruned transaction or block names the oldest the rest of the page names', async ({ page }) => {
    test.setTimeout(90_000);
    await withLiveNode(['--history', '3000', '--block-interval', '100', '--prune-window', '30s'], async (live) => {
      const numberIn = async (text: Promise<string | null>, pattern: RegExp) =>
        BigInt((await text)?.match(pattern)?.[1]?.replaceAll(',', '') ?? '-1');
      await page.goto(`${live.url}/transactions/by_version/5`);
      const panel = page.locator('.error-view[data-error-kind="pruned"]');
      await expect(panel).toContainText('Version 5 was pruned');
      const panelOldest = () => numberIn(panel.textContent(), /from version ([\d,]+) on/);
      const pagerOldest = () => numberIn(page.getByText(/^Versions before/).textContent(), /Versions before ([\d,]+) are pruned/);
      const first = await panelOldest();
      // the window moves on, and the page learns it from the node's newest ledger (the status bar's refresh)
      await expect.poll(pagerOldest, { timeout: 60_000 }).toBeGreaterThan(first);
      expect(await panelOldest()).toBe(await pagerOldest());

      // a pruned block names the oldest block the status bar names
      await page.goto(`${live.url}/blocks/by_height/2`);
      await expect(panel).toContainText('Block 2 was pruned');
      // the pager offers no way further into the pruned range
      await expect(page.getByRole('navigation', { name: 'Blocks' })).toContainText(/Blocks before [\d,]+ are pruned/);
      await expect(page.getByRole('link', { name: /^← Block/ })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Blocks' }).getByRole('link')).toHaveText(/^Oldest block [\d,]+ →$/);
      const statusBar = page.getByRole('region', { name: 'Ledger status' });
      const barOldestBlock = () => numberIn(statusBar.textContent(), /oldest block\s*([\d,]+)/);
      const blockPanelOldest = () => numberIn(panel.textContent(), /from block ([\d,]+) on/);
      const firstBlock = await blockPanelOldest();
      await expect.poll(barOldestBlock, { timeout: 60_000 }).toBeGreaterThan(firstBlock);
      await expect.poll(async () => (await blockPanelOldest()) === (await barOldestBlock())).toBe(true);
    });
  });
});

test.describe('block page', () => {
  test('/block/H: time, the proposer of its block metadata, its versions and its transactions with their calls', async ({
    page,
    request,
  }) => {
    const block = await apiJson<{ first_version: string; last_version: string; transactions: { type: string; proposer?: string }[] }>(
      request,
      `/blocks/by_height/${BLOCK}?with_transactions=true`,
    );
    const moduleReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/module/')) moduleReads.push(new URL(sent.url()).pathname + new URL(sent.url()).search);
    });
    await page.goto(`/block/${BLOCK}`);
    await expect(page).toHaveURL(new RegExp(`/blocks/by_height/${BLOCK}$`));
    // shown in full, 64 digits, as the Aptos explorer shows it (issue 30: the API's 63 digits were shown)
    const proposer = `0x${(block.transactions[0]?.proposer ?? '').replace(/^0x/, '').padStart(64, '0')}`;
    await expect(page.getByRole('definition').filter({ hasText: proposer })).toBeVisible();
    const rows = page.locator('.tx-table tbody tr');
    await expect(rows).toHaveCount(Number(block.last_version) - Number(block.first_version) + 1);
    await expect(rows.filter({ hasText: '19,996' })).toContainText('coin::transfer<0x1::native_coin::NativeCoin>(');
    // the calls' ABIs are read once per module for the whole block, not once per row (a real node rate-limits)
    const userRows = block.transactions.filter((transaction) => transaction.type === 'user_transaction').length;
    expect(userRows).toBeGreaterThan(1);
    expect(moduleReads.length).toBeGreaterThan(0);
    expect(new Set(moduleReads).size).toBe(moduleReads.length);
    expect(moduleReads.every((read) => read.endsWith(`ledger_version=${block.last_version}`))).toBe(true);
    await rows.filter({ hasText: '19,996' }).getByRole('link', { name: '19,996' }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions/by_version/${TRANSFER}$`));
  });
});

test.describe('module page', () => {
  test('structs with abilities and fields whose types link to their module; functions; friends', async ({ page, request }) => {
    const module = await apiJson<{ abi: { exposed_functions: { name: string; params: string[] }[]; friends: string[] } }>(
      request,
      '/accounts/0xcafe/module/showcase',
    );
    await page.goto('/accounts/0xcafe/module/showcase');
    const showcase = page.locator('#struct-Showcase');
    await expect(showcase).toContainText('key');
    await expect(showcase.getByRole('link', { name: '0x1::table::Table' }).first()).toHaveAttribute(
      'href',
      '/accounts/0x1/module/table#struct-Table',
    );
    for (const fn of module.abi.exposed_functions) {
      await expect(page.locator(`#fun-${fn.name}`)).toContainText(fn.params.join(', '));
    }
    await expect(
      // the module's facts: a function without parameters says "none" too
      page
        .getByLabel('Module', { exact: true })
        .getByRole('definition')
        .filter({ hasText: module.abi.friends.length === 0 ? 'none' : module.abi.friends[0] }),
    ).toBeVisible();
  });

  test('the search box opens address::module; a resource page’s type name links to its module', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search' }).fill('0xcafe::showcase');
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/accounts\/0xcafe\/module\/showcase$/);
    await expect(page.locator('#struct-Clock')).toBeVisible();
    await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Clock');
    await page.getByRole('heading', { level: 1 }).getByRole('link', { name: '0xcafe::showcase::Clock' }).click();
    await expect(page).toHaveURL(/\/accounts\/0xcafe\/module\/showcase#struct-Clock$/);
    await expect(page.locator('#struct-Clock')).toBeInViewport();
  });

  test('a struct’s "value at" link opens the value at the version the page read (issue 30)', async ({ page, request }) => {
    await page.goto('/accounts/0xcafe/module/showcase?ledger_version=15000');
    const pinned = page.locator('#struct-Clock').getByRole('link', { name: /its value at 0xcafe/ });
    await expect(pinned).toHaveAttribute('href', '/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=15000');
    // following latest: the version the ABI was read at, which the page names
    const latest = (await apiJson<{ ledger_version: string }>(request, '')).ledger_version;
    await page.goto('/accounts/0xcafe/module/showcase');
    const link = page.locator('#struct-Clock').getByRole('link', { name: /its value at 0xcafe/ });
    await expect(link).toHaveText(`its value at 0xcafe, version ${latest}`);
    await expect(link).toHaveAttribute('href', `/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=${latest}`);
  });
});

const pages: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'transaction',
    path: `/transactions/by_version/${TRANSFER}`,
    ready: (page) => expect(page.getByRole('heading', { name: 'Changes (7)' })).toBeVisible(),
  },
  { name: 'block', path: `/blocks/by_height/${BLOCK}`, ready: (page) => expect(page.locator('.tx-table tbody tr')).toHaveCount(7) },
  { name: 'module', path: '/accounts/0xcafe/module/showcase', ready: (page) => expect(page.locator('#fun-put_index')).toBeVisible() },
  {
    name: 'transaction-pruned',
    path: '/transactions/by_version/5',
    ready: (page) => expect(page.getByRole('alert')).toContainText('was pruned'),
  },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const width of [1280, 375] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${width} px, ${theme} theme`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.beforeEach(async ({ page }) => {
        // the stored choice against the system's, so the override is what axe sees
        await page.emulateMedia({ colorScheme: theme === 'light' ? 'dark' : 'light' });
        await page.addInitScript((choice) => localStorage.setItem('ledger-explorer:theme', JSON.stringify(choice)), theme);
      });
      for (const pageCase of pages) {
        test(`${pageCase.name}: no serious axe violations, no horizontal page scroll`, async ({ page }) => {
          await page.goto(pageCase.path);
          await pageCase.ready(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await page.screenshot({ path: `${SCREENS}/${pageCase.name}-${width}-${theme}.png`, fullPage: true });
          expect(await seriousViolations(page)).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        });
      }
    });
  }
}

test.describe('impossible places (issue 30)', () => {
  test('a transaction and a block past the newest offer the newest, not their neighbours', async ({ page, request }) => {
    const ledger = await apiJson<{ ledger_version: string; block_height: string }>(request, '');
    const latest = BigInt(ledger.ledger_version).toLocaleString('en');
    const newest = BigInt(ledger.block_height).toLocaleString('en');
    await page.goto('/transactions/by_version/99999999');
    const main = page.locator('main');
    await expect(main.getByRole('alert')).toHaveText('Transaction 99,999,999 does not exist yet');
    await expect(main.getByRole('navigation', { name: 'Versions' })).toHaveText(`← Latest version ${latest}`);
    await expect(main).not.toContainText('99,999,998');
    await main.getByRole('link', { name: 'Open the latest transaction' }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions/by_version/${ledger.ledger_version}$`));

    await page.goto('/blocks/by_height/99999999');
    await expect(main.getByRole('alert')).toHaveText('Block 99,999,999 does not exist yet');
    await expect(main.getByRole('navigation', { name: 'Blocks' })).toHaveText(`← Newest block ${newest}`);
    await expect(main).not.toContainText('99,999,998');
  });
});
