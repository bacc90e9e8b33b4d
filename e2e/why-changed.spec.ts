import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startRouteHidingProxy } from './route-hiding-proxy';

// Every change names its call (issue 23, item 3) and account activity (item 4), against the demo chain:
// the change navigator, the pinned page, the diff, the timeline's ticks; the account's sent
// transactions; an event handle's events. Oracles are the node's own answers, read beside the page.

const SCREENS = 'test-results/screenshots';
const ACCOUNT = '0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370';
const COIN_STORE = '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>';
const coinStorePath = (query: string) => `/accounts/${ACCOUNT}/resource/${encodeURIComponent(COIN_STORE)}?${query}`;

interface WireTransaction {
  type: string;
  version: string;
  sender?: string;
  sequence_number?: string;
  payload?: { function?: string; type_arguments?: string[]; arguments?: unknown[] };
}

async function transactionAt(request: APIRequestContext, version: bigint): Promise<WireTransaction> {
  const response = await request.get(`/v1/transactions/by_version/${version}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as WireTransaction;
}

/** The newest write of the CoinStore at or below `at`, from the node's index. */
async function lastWriteAtOrBelow(request: APIRequestContext, at: bigint): Promise<bigint> {
  const response = await request.get(
    `/v1/accounts/${ACCOUNT}/resource/${encodeURIComponent(COIN_STORE)}/versions?start=${at}&limit=1&order=desc`,
  );
  const [write] = (await response.json()) as { version: string }[];
  return BigInt(write?.version ?? '0');
}

/** The full call text the explorer writes for a user transaction (describeTransaction's full form). */
function fullCall(transaction: WireTransaction): string {
  const payload = transaction.payload ?? {};
  const types = payload.type_arguments?.length ? `<${payload.type_arguments.join(', ')}>` : '';
  return `${transaction.sender} called ${payload.function}${types}(${(payload.arguments ?? []).map(String).join(', ')})`;
}

const navigator = (page: Page) => page.getByRole('group', { name: 'Changes of this value' });

/** A proxy that answers the transaction and event routes 404, as a node without them does. */
function startProxyWithoutTransactions(target: string) {
  return startRouteHidingProxy(target, /\/v1\/(transactions\/|accounts\/[^/]+\/(transactions|events))/);
}

for (const [width, height] of [
  [1280, 900],
  [375, 740],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the change navigator names the call behind the change and links to its transaction page', async ({ page, request }) => {
      const changedAt = await lastWriteAtOrBelow(request, 18_999n);
      const transaction = await transactionAt(request, changedAt);
      expect(transaction.type).toBe('user_transaction');
      await page.goto(coinStorePath('ledger_version=19000'));
      // on a phone the navigator is behind the page's "Version & tools" toggle
      if (width < 600) await page.getByRole('button', { name: 'Version & tools' }).click();
      await page.getByRole('button', { name: '← Previous change' }).click();
      await expect(page).toHaveURL(new RegExp(`ledger_version=${changedAt}(&|$)`));
      const call = navigator(page).locator('.change-call').first();
      // the page now pinned where the value changed: "This value changed at …"
      await expect(call).toContainText(
        `changed at ${changedAt.toLocaleString('en-US')}: ${transaction.sender?.slice(0, 6)}… called 0x1::coin::transfer<…>(`,
      );
      const link = call.getByRole('link');
      await expect(link).toHaveAttribute('title', fullCall(transaction));
      await page.screenshot({ path: `${SCREENS}/why-navigator-${width}.png`, fullPage: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/transactions/by_version/${changedAt}(\\?|$)`));
      // the transaction page (txpages) lists the CoinStore among its changes
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Transaction ${changedAt.toLocaleString('en')}`);
      await expect(page.getByRole('main')).toContainText(COIN_STORE);
    });

    test('the account page lists what the account sent, newest first, with calls; "Load more" goes back', async ({ page, request }) => {
      const sent = (await (await request.get(`/v1/accounts/${ACCOUNT}/transactions?limit=10`)).json()) as WireTransaction[];
      expect(sent.length).toBeGreaterThan(0);
      const newest = sent.at(-1) as WireTransaction;
      await page.goto(`/accounts/${ACCOUNT}`);
      const list = page.getByRole('list', { name: 'Transactions this account sent, newest first' });
      const items = list.getByRole('listitem');
      await expect(items.first()).toContainText(`#${newest.sequence_number}`);
      await expect(items.first()).toContainText(fullCall(newest).replace(`${ACCOUNT} `, '').slice(0, 'called 0x1::coin::transfer'.length));
      await expect(items.first().getByRole('link')).toHaveAttribute('href', `/transactions/by_version/${newest.version}`);
      await expect(items).toHaveCount(sent.length);
      await page.getByRole('region', { name: 'Sent transactions' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}/why-sent-${width}.png`, fullPage: true });
      if (BigInt(sent[0]?.sequence_number ?? '0') > 0n) {
        await page.getByRole('button', { name: 'Load more' }).click();
        await expect(items.nth(sent.length)).toContainText(`#${BigInt(sent[0]?.sequence_number ?? '0') - 1n}`);
      }
    });

    test("an event handle in the CoinStore opens the handle's events", async ({ page, request }) => {
      const events = (await (await request.get(`/v1/accounts/${ACCOUNT}/events/2?limit=10`)).json()) as {
        version: string;
        sequence_number: string;
        data: unknown;
      }[];
      const newest = events.at(-1);
      expect(newest).toBeDefined();
      await page.goto(coinStorePath(''));
      const tree = page.getByRole('tree', { name: `Resource ${COIN_STORE}` });
      // deposit_events (members are sorted): its counter links to the handle's events
      await tree.locator('.json-tree-link[title^="Open the "]').first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/accounts/${ACCOUNT}/events/2(\\?|$)`));
      const list = page.getByRole('list', { name: 'Events, newest first' });
      await expect(list.getByRole('listitem').first()).toContainText(`#${newest?.sequence_number}`);
      // the data as a list of its members (issue 30: it was one line of raw JSON), beside its version's time
      const data = (newest?.data ?? {}) as Record<string, unknown>;
      for (const [name, value] of Object.entries(data))
        await expect(list.getByRole('listitem').first()).toContainText(`${name}${String(value)}`);
      await expect(list.getByRole('listitem').first()).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} UTC/);
      // titled by the field that holds the handle
      await expect(page.getByRole('heading', { level: 1 })).toContainText('deposit_events');
      await expect(list.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
        'href',
        `/transactions/by_version/${newest?.version}`,
      );
      await expect(page.getByText('0x1::coin::DepositEvent')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/why-events-${width}.png`, fullPage: true });
    });
  });
}

test('a pinned page where the value changed says so; the diff names its call; a tick is read only when pointed at', async ({
  page,
  request,
}) => {
  const changedAt = await lastWriteAtOrBelow(request, 19_000n);
  const transaction = await transactionAt(request, changedAt);
  const reads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/v1/transactions/by_version/')) reads.push(new URL(sent.url()).pathname);
  });
  await page.goto(coinStorePath(`ledger_version=${changedAt}`));
  await expect(navigator(page)).toContainText(`This value changed at ${changedAt.toLocaleString('en-US')}: `);
  await expect(navigator(page).getByRole('link', { name: /called 0x1::coin::transfer/ })).toHaveAttribute('title', fullCall(transaction));
  // the diff with the version before names the same call
  await page.goto(coinStorePath(`ledger_version=${changedAt}&compare=${changedAt - 1n}`));
  await expect(page.getByRole('region', { name: 'Differences' })).toContainText(`Changed at ${changedAt.toLocaleString('en-US')}: `);
  // only that one transaction was read, for the page and the diff: none for the timeline's ticks
  expect(new Set(reads)).toEqual(new Set([`/v1/transactions/by_version/${changedAt}`]));
  const other = page.locator('.timeline-tick:not(.is-current)').first();
  await other.hover();
  const caption = page.locator('.timeline-call');
  await expect(caption).toContainText(/Changed at [\d,]+: /);
  await page.screenshot({ path: `${SCREENS}/why-diff-and-tick-1280.png`, fullPage: true });
  expect(new Set(reads).size).toBe(2);
});

test("the plot's hover names the call that wrote the point", async ({ page }) => {
  await page.goto(coinStorePath(`plot=${encodeURIComponent('["coin","value"]')}`));
  const chart = page.getByRole('region', { name: 'Value over versions' });
  await expect(chart).toContainText(/spread evenly over all [\d,]+ writes in the window/);
  await chart.locator('.u-over').scrollIntoViewIfNeeded();
  const box = await chart.locator('.u-over').boundingBox();
  if (box === null) throw new Error('no chart');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(chart.locator('.value-plot-hover')).toContainText(/^version \d+/);
  const [, version] = /^version (\d+)/.exec((await chart.locator('.value-plot-hover').textContent()) ?? '') ?? [];
  await expect(chart.locator('.value-plot-call')).toContainText(`Changed at ${BigInt(version ?? '0').toLocaleString('en-US')}: `);
  await expect(chart.locator('.value-plot-call').getByRole('link')).toHaveAttribute('href', `/transactions/by_version/${version}`);
});

test('a node without the transaction routes: the change is found, and nothing more is said', async ({ page, request, baseURL }) => {
  const changedAt = await lastWriteAtOrBelow(request, 18_999n);
  const proxy = await startProxyWithoutTransactions(baseURL ?? '');
  try {
    await page.goto(`${proxy.url}${coinStorePath('ledger_version=19000')}`);
    await page.getByRole('button', { name: '← Previous change' }).click();
    await expect(navigator(page).locator('.change-status')).toContainText(`Previous change: version ${changedAt}`);
    await expect(navigator(page).locator('.change-call')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goto(`${proxy.url}/accounts/${ACCOUNT}`);
    await expect(page.getByRole('region', { name: 'Account overview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sent transactions' })).toHaveCount(0);
  } finally {
    proxy.server.close();
  }
});
