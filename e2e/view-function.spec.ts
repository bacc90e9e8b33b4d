import { expect, test } from './fixtures';
import { startRouteHidingProxy } from './route-hiding-proxy';

// View functions (issue 31; docs/demo-chain.md#view-functions): run one from the module page, pin it,
// open the shared link in a fresh browser context, and each failure with its own message.

test('run a view from the module page, pin it, and open the link in a fresh context', async ({ page, browser, baseURL }, testInfo) => {
  await page.goto('/accounts/0xcafe/module/showcase');
  const form = page.getByRole('form', { name: 'Run lookup_name' });
  await form.getByLabel('arg0: 0x1::string::String').fill('beta');
  await form.getByRole('button', { name: 'Run lookup_name' }).click();
  await expect(page).toHaveURL(/\/view\/0xcafe::showcase::lookup_name\?args=/);
  const result = page.getByTestId('view-result');
  await expect(result).toContainText('"2"');
  await expect(page.getByText('Ran at version')).toBeVisible();
  await page.getByRole('button', { name: /Pin this version/ }).click();
  await expect(page).toHaveURL(/ledger_version=\d+/);
  const link = page.url();
  const version = new URL(link).searchParams.get('ledger_version');
  await page.screenshot({ path: testInfo.outputPath('view-1280.png'), fullPage: true });

  const fresh = await browser.newContext({ baseURL });
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other.getByTestId('view-result')).toContainText('"2"');
    await expect(other.getByRole('group', { name: 'Ledger version' })).toContainText(`Pinned at ${version ?? ''}`);
  } finally {
    await fresh.close();
  }
});

test('the form checks each field before sending, and an abort says its code', async ({ page }) => {
  await page.goto('/accounts/0xcafe/module/showcase');
  const balance = page.getByRole('form', { name: 'Run owner_balance' });
  await balance.getByLabel('arg0: address').fill('0xzz');
  await balance.getByRole('button', { name: 'Run owner_balance' }).click();
  await expect(balance.getByRole('alert')).toContainText('expected an address');
  await expect(page).toHaveURL(/\/module\/showcase$/);

  const entry = page.getByRole('form', { name: 'Run entry_of' });
  await entry.getByLabel('arg0: 0x1::string::String').fill('nobody');
  await entry.getByRole('button', { name: 'Run entry_of' }).click();
  const alert = page.locator('[data-error-kind="aborted"]');
  await expect(alert).toContainText('The function aborted');
  await expect(alert).toContainText('0x1');
  await expect(alert).toContainText('0xcafe::showcase');
  await expect(page.getByTestId('view-result')).toHaveCount(0);
});

test('a function that is not a view, and one that does not exist, each have their message', async ({ page }) => {
  await page.goto('/view/0x1::coin::transfer?type_args=["0x1::native_coin::NativeCoin"]&args=["0x1","1"]');
  await expect(page.locator('[data-error-kind="not_view"]')).toContainText('Not a view function');
  await page.goto('/view/0x1::coin::nope?args=[]');
  await expect(page.locator('[data-error-kind="no_function"]')).toContainText('No such function');
});

test('each failure has its own message, and the result shown before it leaves the screen', async ({ page }) => {
  // in the same page, as a user moves from a link that answers to one that fails (no reload)
  const go = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  const answering = '/view/0xcafe::showcase::lookup_name?args=["beta"]&ledger_version=19000';
  const result = page.getByTestId('view-result');
  const failing: [string, string, RegExp][] = [
    ['/view/0xcafe::showcase::lookup_name?args=["beta","gamma"]&ledger_version=19000', 'bad_arguments', /Wrong arguments/],
    ['/view/0xcafe::showcase::lookup_name?args=[true]&ledger_version=19000', 'bad_arguments', /Wrong arguments/],
    ['/view/0xcafe::showcase::nope?args=[]&ledger_version=19000', 'no_function', /No such function/],
    ['/view/0xcafe::nope::lookup_name?args=["beta"]&ledger_version=19000', 'no_function', /No such function/],
    ['/view/0xcafe::showcase::put_name?args=["beta"]&ledger_version=19000', 'not_view', /Not a view function/],
    ['/view/0xcafe::showcase::entry_of?args=["nobody"]&ledger_version=19000', 'aborted', /The function aborted/],
  ];
  await page.goto(answering);
  for (const [path, kind, message] of failing) {
    await go(answering);
    await expect(result).toContainText('"2"');
    await go(path);
    await expect(page.locator(`[data-error-kind="${kind}"]`)).toContainText(message);
    await expect(result).toHaveCount(0);
  }
  // a pruned version (the demo chain's window starts at 3662)
  await go(answering);
  await expect(result).toContainText('"2"');
  await go('/view/0xcafe::showcase::lookup_name?args=["beta"]&ledger_version=100');
  await expect(page.getByRole('alert')).toContainText('Version 100 was pruned');
  await expect(result).toHaveCount(0);
});

test('a node that does not serve POST /view says so', async ({ page, baseURL }) => {
  const proxy = await startRouteHidingProxy(baseURL ?? '', /^\/v1\/view/);
  try {
    await page.goto(`${proxy.url}/view/0xcafe::showcase::lookup_name?args=["beta"]&ledger_version=19000`);
    await expect(page.locator('[data-error-kind="no_view_route"]')).toContainText('This node does not run view functions');
    await expect(page.getByTestId('view-result')).toHaveCount(0);
  } finally {
    proxy.server.close();
  }
});

test('a struct result and a generic call at 375 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/view/0xcafe::showcase::entry_of?args=["gamma"]');
  await expect(page.getByTestId('view-result')).toContainText('gamma');
  // the title wraps between the parts of the call, never inside a short argument ("gam" / "ma")
  const signature = page.getByTestId('view-signature');
  await expect(signature).toHaveText('0xcafe::showcase::entry_of("gamma")');
  const lines = await signature.evaluate((element) => {
    const text = [...element.childNodes].flatMap((node) => (node.nodeType === Node.TEXT_NODE ? [node] : [...node.childNodes]));
    const range = document.createRange();
    const tops = new Set<number>();
    for (const node of text) {
      const at = node.textContent?.indexOf('gamma') ?? -1;
      if (at < 0) continue;
      for (let i = at; i < at + 5; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.add(Math.round(range.getBoundingClientRect().top));
      }
    }
    return tops.size;
  });
  expect(lines).toBe(1);
  await page.screenshot({ path: testInfo.outputPath('view-375.png'), fullPage: true });
  // a long argument still wraps inside the screen
  await page.goto(`/view/0x1::account::get_sequence_number?args=["0x${'ab'.repeat(32)}"]`);
  await expect(page.getByTestId('view-result')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/accounts/0x1/module/coin');
  const form = page.getByRole('form', { name: 'Run balance' });
  await form.getByLabel('T0').fill('0x1::native_coin::NativeCoin');
  await form.getByLabel('arg0: address').fill('0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370');
  await page.screenshot({ path: testInfo.outputPath('module-form-375.png'), fullPage: false });
  await form.getByRole('button', { name: 'Run balance' }).click();
  await expect(page.getByTestId('view-result')).toContainText(/"\d+"/);
});

test('previous change of a result, by bisection over view calls, and its transaction', async ({ page, request }) => {
  const body = { function: '0xcafe::showcase::name_count', type_arguments: [], arguments: [] };
  await page.goto('/view/0xcafe::showcase::name_count?args=[]&ledger_version=19999');
  await expect(page.getByTestId('view-result')).toBeVisible();
  // the search's calls over the demo chain's window (3662–19999), the found version's own page included
  let calls = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/v1/view')) calls++;
  });
  await page
    .getByRole('group', { name: 'Changes of this value' })
    .getByRole('button', { name: /Previous change/ })
    .click();
  await expect(page).not.toHaveURL(/ledger_version=19999/);
  const found = BigInt(new URL(page.url()).searchParams.get('ledger_version') ?? '0');
  // the answer at the version found differs from the one just before it, and stays the same up to 19999
  const at = async (version: bigint) => (await request.post(`/v1/view?ledger_version=${version}`, { data: body })).json();
  expect(await at(found)).toEqual(await at(19999n));
  expect(await at(found - 1n)).not.toEqual(await at(found));
  await expect(page.getByRole('link', { name: 'its transaction' })).toHaveAttribute(
    'href',
    new RegExp(`/transactions/by_version/${found}`),
  );
  expect(calls).toBeLessThanOrEqual(40);
  test.info().annotations.push({ type: 'view calls of the search', description: `${calls} (found ${found})` });
});

test('the module source beside the ABI, at the page version: upgrade 0 before 10000, 1 from it', async ({ page }, testInfo) => {
  await page.goto('/accounts/0xcafe/module/showcase?ledger_version=9999');
  await expect(page.getByTestId('upgrade-number')).toHaveText('0');
  await page.goto('/accounts/0xcafe/module/showcase?ledger_version=10000');
  await expect(page.getByTestId('upgrade-number')).toHaveText('1');
  await page.getByText(/Show the source/).click();
  const source = page.getByTestId('module-source');
  await expect(source).toContainText('fun lookup_name(name: 0x1::string::String): 0x1::option::Option<u64>');
  await expect(source).toContainText('struct Gallery has key');
  await source.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('module-source-1280.png') });
});

test('an entry function builds its call as payload, TS SDK code and CLI line, and sends nothing', async ({ page }) => {
  await page.goto('/accounts/0xcafe/module/showcase');
  const form = page.getByRole('form', { name: 'Build a call of put_name' });
  await form.getByLabel('arg0: 0x1::string::String').fill('delta');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/transactions')) posted = true;
  });
  await form.getByRole('button', { name: 'Build a call of put_name' }).click();
  await expect(form.getByTestId('entry-Payload JSON')).toContainText('"function": "0xcafe::showcase::put_name"');
  await expect(form.getByTestId('entry-TS SDK')).toContainText('aptos.transaction.build.simple');
  await expect(form.getByTestId('entry-Aptos CLI')).toContainText('--args string:delta');
  expect(posted).toBe(false);
});

test('a numeric result over the window: sampled by a bounded number of calls, drawn as points', async ({ page, request }, testInfo) => {
  let calls = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/v1/view')) calls++;
  });
  await page.goto('/view/0xcafe::showcase::name_count?args=[]&ledger_version=19999');
  const tree = page.getByRole('tree', { name: 'Return values' });
  await tree.getByRole('treeitem').last().click();
  await page.getByRole('link', { name: 'Plot over versions' }).click();
  await expect(page).toHaveURL(/plot=%5B0%5D/);
  const chart = page.getByRole('region', { name: 'Value over versions' });
  await expect(chart).toContainText(/Samples, drawn as points: 40 calls across versions \d+–19999\./);
  await expect(chart.locator('.u-over')).toBeVisible();
  // the page's own call, then at most 40 for the chart
  expect(calls).toBeLessThanOrEqual(41);
  const box = await chart.locator('.u-over').boundingBox();
  if (box === null) throw new Error('no chart');
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
  const hover = chart.locator('.value-plot-hover');
  await expect(hover).toContainText(/^version \d+ · \d+$/);
  const [, version, value] = /^version (\d+) · (\d+)$/.exec((await hover.textContent()) ?? '') ?? [];
  const answer = await (
    await request.post(`/v1/view?ledger_version=${version}`, {
      data: { function: '0xcafe::showcase::name_count', type_arguments: [], arguments: [] },
    })
  ).json();
  expect(answer).toEqual([value]);
  await page.screenshot({ path: testInfo.outputPath('view-plot-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(chart.locator('.u-over')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('view-plot-375.png'), fullPage: true });
  await chart.getByRole('link', { name: 'Close the chart' }).click();
  await expect(chart).toHaveCount(0);
});

test('"Ran at version" reads on one line at 1280, and breaks before its link at 375', async ({ page }, testInfo) => {
  const fact = page.locator('dl[aria-label="Call"]').locator('div', { hasText: 'Ran at version' }).locator('dd');
  // the fact's line boxes: one line is its height within half a line more than its line height
  const lines = () =>
    fact.evaluate((dd) => {
      const lineHeight = parseFloat(getComputedStyle(dd).lineHeight);
      const link = dd.querySelector('a');
      return { value: Math.round(dd.getBoundingClientRect().height / lineHeight), link: link?.getClientRects().length ?? 0 };
    });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/view/0xcafe::showcase::lookup_name?args=["beta"]&ledger_version=19999');
    await expect(fact).toHaveText('19999 (its transaction)');
    // "its transaction" never splits into "its" / "transaction"
    expect(await lines()).toEqual({ value: 1, link: 1 });
    await page.screenshot({ path: testInfo.outputPath(`view-facts-${width.toString()}.png`) });
  }
});

test('the change tools’ place says what is coming while they load, and nothing moves when they come', async ({ page }) => {
  // hold the change navigator's chunk, as a slow network does on a cold load
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/change-navigator-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/view/0xcafe::showcase::lookup_name?args=["beta"]&ledger_version=19999');
  await expect(page.getByTestId('view-result')).toContainText('"2"');
  await expect(page.getByText('Loading the change tools…')).toBeVisible();
  const facts = page.locator('dl[aria-label="Call"]');
  const before = await facts.boundingBox();
  release();
  await expect(page.getByRole('button', { name: /Previous change/ })).toBeVisible();
  await expect(page.getByText('Loading the change tools…')).toHaveCount(0);
  // within a pixel (sub-pixel rounding of the rem heights): no shift a user sees
  expect(Math.abs(((await facts.boundingBox())?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(1);
});

test('at 375 px the module page’s index reaches the run forms, the structs and the source by keyboard', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/accounts/0xcafe/module/showcase');
  const index = page.getByRole('navigation', { name: 'On this page' });
  await expect(index).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('module-index-375.png') });
  // from the module's copy button, Tab reaches the index's first link (past the heading's account link)
  await page.getByRole('button', { name: 'Copy module name' }).focus();
  const first = index.getByRole('link', { name: /^View functions/ });
  for (let tab = 0; tab < 5 && !(await first.evaluate((link) => link === document.activeElement)); tab++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#view-functions$/);
  await expect(page.getByRole('heading', { name: /^View functions/ })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Run lookup_name' })).toBeVisible();
  for (const [name, hash] of [
    [/^Entry functions/, 'entry-functions'],
    [/^Structs/, 'structs'],
    [/^Source/, 'source'],
  ] as const) {
    await page.goto('/accounts/0xcafe/module/showcase');
    await index.getByRole('link', { name }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${hash}$`));
    // below the sticky status bar, not under it
    const heading = page.getByRole('heading', { name, level: 2 });
    await expect(heading).toBeInViewport();
    const bar = await page.locator('.status-bar').boundingBox();
    expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
  }
  await page.screenshot({ path: testInfo.outputPath('module-index-source-375.png') });
});
