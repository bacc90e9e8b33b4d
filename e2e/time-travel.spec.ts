import type { APIRequestContext, Page } from '@playwright/test';
import { withLiveNode } from './global-setup';
import { expect, test } from './fixtures';
import { startRouteHidingProxy } from './route-hiding-proxy';

// Time travel against the demo chain (live blocks off): change search with the node's write index
// and, through a proxy that hides it as a real node would (404), by reading versions; the diff; and
// the Oldest button at the edge of a live, moving window.

const SHOWCASE = { address: '0xcafe', type: '0xcafe::showcase::Showcase' };
const COIN_STORE = {
  address: '0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370',
  type: '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>',
};
type Resource = typeof SHOWCASE;

const resourcePath = (resource: Resource, query: string) =>
  `/accounts/${resource.address}/resource/${encodeURIComponent(resource.type)}?${query}`;

async function bcsAt(request: APIRequestContext, resource: Resource, version: bigint): Promise<string> {
  const response = await request.get(
    `/v1/accounts/${resource.address}/resource/${encodeURIComponent(resource.type)}?ledger_version=${version}`,
    {
      headers: { accept: 'application/x-bcs' },
    },
  );
  if (response.status() === 404) return 'missing';
  expect(response.status()).toBe(200);
  return (await response.body()).toString('hex');
}

/** The oracle: reads of every version from `from` down to the first version of the value at `from − 1`. */
async function previousChangeByReadingEvery(request: APIRequestContext, resource: Resource, from: bigint): Promise<bigint> {
  const value = await bcsAt(request, resource, from - 1n);
  let version = from - 1n;
  while ((await bcsAt(request, resource, version - 1n)) === value) version--;
  return version;
}

async function nextChangeByReadingEvery(request: APIRequestContext, resource: Resource, from: bigint): Promise<bigint> {
  const value = await bcsAt(request, resource, from);
  let version = from + 1n;
  while ((await bcsAt(request, resource, version)) === value) version++;
  return version;
}

/** A proxy in front of the test node that answers the `…/versions` routes 404, as a real node does. */
function startProxyWithoutIndex(target: string) {
  return startRouteHidingProxy(target, /\/versions(\?|$)/);
}

async function expectPinned(page: Page, version: bigint): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`[?&]ledger_version=${version}(&|$)`));
}

const changeStatus = (page: Page) => page.getByRole('group', { name: 'Changes of this value' }).locator('.change-status');

test.describe('change search', () => {
  for (const [name, resource, pinned] of [
    ['the Showcase', SHOWCASE, 19_000n],
    ["a user's CoinStore", COIN_STORE, 19_000n],
  ] as const) {
    test(`lands exactly on the previous and next change of ${name}, with the index and without`, async ({ page, request, baseURL }) => {
      const previous = await previousChangeByReadingEvery(request, resource, pinned);
      const next = await nextChangeByReadingEvery(request, resource, pinned);
      const proxy = await startProxyWithoutIndex(baseURL ?? '');
      try {
        for (const [origin, how] of [
          [baseURL ?? '', /node's index of writes, 1 request/],
          [proxy.url, /by reading \d+ versions/],
        ] as const) {
          await page.goto(`${origin}${resourcePath(resource, `ledger_version=${pinned}`)}`);
          await page.getByRole('button', { name: '← Previous change' }).click();
          await expectPinned(page, previous);
          await expect(changeStatus(page)).toContainText(`Previous change: version ${previous}`);
          await expect(changeStatus(page)).toContainText(how);
          await page.goto(`${origin}${resourcePath(resource, `ledger_version=${pinned}`)}`);
          await page.getByRole('button', { name: 'Next change →' }).click();
          await expectPinned(page, next);
          await expect(changeStatus(page)).toContainText(`Next change: version ${next}`);
        }
      } finally {
        proxy.server.close();
      }
    });
  }
});

test.describe('diff', () => {
  test('lists exactly the changed paths between two versions, and the deep link reproduces it', async ({ page, request }) => {
    const read = async (version: number) =>
      (await (await request.get(`/v1/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=${version}`)).json())
        .data as Record<string, unknown>;
    const [before, after] = [await read(15_000), await read(19_000)];
    const changed: string[] = [];
    const walk = (a: unknown, b: unknown, path: string) => {
      if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
        for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(Reflect.get(a, key), Reflect.get(b, key), `${path}.${key}`);
      } else if (JSON.stringify(a) !== JSON.stringify(b)) changed.push(path);
    };
    walk(before, after, '');
    expect(changed.length).toBeGreaterThan(0);

    await page.goto(resourcePath(SHOWCASE, 'ledger_version=19000&compare=15000'));
    const differences = page.getByRole('region', { name: 'Differences' });
    await expect(differences).toContainText(`From version 15000 to 19000: ${changed.length} changed, 0 added, 0 removed`);
    const tree = page.getByRole('tree', { name: 'Differences of 0xcafe::showcase::Showcase' });
    for (const path of changed) await expect(tree).toContainText(`${path.split('.').at(-1)}:`);
    // the unchanged members are counted, not shown
    await expect(tree).toContainText(
      `${Object.keys(after).length - changed.filter((path) => path.split('.').length === 2).length - 1} unchanged`,
    );
    await page.getByRole('link', { name: 'Close the diff' }).click();
    await expect(page).toHaveURL(/ledger_version=19000$/);
  });

  test('"Diff with previous change" compares the value on screen with the one before its last change', async ({ page, request }) => {
    const changedAt = await previousChangeByReadingEvery(request, SHOWCASE, 19_001n);
    await page.goto(resourcePath(SHOWCASE, 'ledger_version=19000'));
    await page.getByRole('button', { name: 'Diff with previous change' }).click();
    await expect(page).toHaveURL(new RegExp(`ledger_version=19000&compare=${changedAt - 1n}$`));
    await expect(page.getByRole('region', { name: 'Differences' })).toContainText(/[1-9]\d* changed/);
    // the call behind the change takes its line, and the changed paths keep the height (they were squeezed to none)
    await expect(page.getByRole('region', { name: 'Differences' }).locator('.change-call-link')).toBeVisible();
    const tree = page.getByRole('region', { name: 'Differences' }).getByRole('tree');
    await expect.poll(async () => (await tree.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  });

  test('an unchanged Large opened from its page: the older side is a bodiless 304, and no difference', async ({ page }) => {
    const diffChunk = page.waitForRequest((request) => /\/assets\/resource-diff-[^/]*\.js$/.test(request.url()));
    await page.goto(resourcePath({ address: '0xcafe', type: '0xcafe::showcase::Large' }, 'ledger_version=19100'));
    await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Large' })).toBeVisible();
    // the diff's chunk follows the value's paint: opening the diff then shows no fallback (React holds its reveal 300 ms)
    await diffChunk;
    const older = page.waitForResponse(
      (response) => response.url().includes('/v1/') && response.url().endsWith('Large?ledger_version=15100'),
    );
    await page.evaluate(() => {
      window.history.pushState(null, '', `${window.location.pathname}?ledger_version=19100&compare=15100`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // the page's answer's ETag is offered: the same stored row is not sent (4 MB) nor parsed again
    expect((await older).status()).toBe(304);
    await expect(page.getByRole('region', { name: 'Differences' })).toContainText('From version 15100 to 19100: no difference');
  });

  test('a step with the diff open moves both versions, never comparing one with itself; a jump closes it', async ({ page }) => {
    await page.goto(resourcePath(SHOWCASE, 'ledger_version=19000&compare=18999'));
    const differences = page.getByRole('region', { name: 'Differences' });
    await expect(differences).toContainText('From version 18999 to 19000');
    await page.keyboard.press('[');
    await expect(page).toHaveURL(/ledger_version=18999&compare=18998$/);
    await expect(differences).toContainText('From version 18998 to 18999');
    await page.getByRole('button', { name: 'Next version' }).click();
    await page.getByRole('button', { name: 'Next version' }).click();
    await expect(page).toHaveURL(/ledger_version=19001&compare=19000$/);
    await expect(differences).toContainText('From version 19000 to 19001');
    await page.getByRole('button', { name: /^Latest \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\?ledger_version=19999$/);
    await expect(differences).toHaveCount(0);
  });
});

test.describe('a pruned page', () => {
  test('asks the node once, and "Open the oldest version" lands on data', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/v1/accounts/0xcafe/resource/0xcafe%3A%3Ashowcase%3A%3AClock?ledger_version=5')) reads.push(sent.url());
    });
    await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=5');
    await expect(page.getByRole('alert')).toContainText('Version 5 was pruned');
    await expect(page.getByRole('button', { name: 'Next version' })).toBeDisabled();
    await page.getByRole('button', { name: 'Open the oldest version' }).click();
    await expectPinned(page, 3662n);
    await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toContainText('"3662"');
    expect(reads).toHaveLength(1);
  });
});

test.describe('the oldest version of a live window', () => {
  test('Oldest lands on data ten times in a row while the window moves', async ({ page }) => {
    test.setTimeout(120_000);
    await withLiveNode(['--history', '3000', '--block-interval', '100', '--prune-window', '30s'], async (live) => {
      await page.goto(`${live.url}/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=100`);
      await expect(page.getByRole('alert')).toContainText('was pruned');
      let pinned = '100';
      for (let attempt = 0; attempt < 10; attempt++) {
        // let the window move on from what the page last saw
        await expect
          .poll(async () =>
            BigInt(((await (await page.request.get(`${live.url}/v1`)).json()) as { oldest_ledger_version: string }).oldest_ledger_version),
          )
          .toBeGreaterThan(BigInt(pinned));
        await page.getByRole('button', { name: /^Oldest/ }).click();
        const before = pinned;
        await expect.poll(() => new URL(page.url()).searchParams.get('ledger_version')).not.toBe(before);
        pinned = new URL(page.url()).searchParams.get('ledger_version') ?? '';
        await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toContainText(`"${pinned}"`);
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
    });
  });
});

test.describe('a pinned page on a live node', () => {
  test('its timeline shows the writes made after it loaded', async ({ page }) => {
    test.setTimeout(90_000);
    await withLiveNode(['--history', '500', '--block-interval', '300'], async (live) => {
      const latest = BigInt(((await (await page.request.get(`${live.url}/v1`)).json()) as { ledger_version: string }).ledger_version);
      // every transaction writes the Clock
      await page.goto(`${live.url}/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=${latest}`);
      const timeline = page.getByRole('group', { name: 'Timeline of this value' });
      const newestTick = async () => {
        const labels = await timeline
          .getByRole('button', { name: /^Version \d+/ })
          .evaluateAll((ticks) => ticks.map((tick) => tick.getAttribute('aria-label') ?? ''));
        return labels.reduce((newest, label) => {
          const version = BigInt(/^Version (\d+)/.exec(label)?.[1] ?? '-1');
          return version > newest ? version : newest;
        }, -1n);
      };
      await expect.poll(newestTick).toBeGreaterThanOrEqual(latest);
      const first = await newestTick();
      // the chain runs on: its new writes come into the strip (it was read once, and stood still)
      await expect.poll(newestTick, { timeout: 30_000 }).toBeGreaterThan(first + 5n);
    });
  });
});

test.describe('following latest on a live node', () => {
  test('marks the values that changed at a refresh, and Pause stops refreshing', async ({ page }) => {
    test.setTimeout(90_000);
    await withLiveNode(['--history', '3000', '--block-interval', '400'], async (live) => {
      // tall enough that the whole Showcase tree is rendered (it is virtualised)
      await page.setViewportSize({ width: 1280, height: 2400 });
      await page.goto(`${live.url}${resourcePath(SHOWCASE, '')}`);
      const tree = page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Showcase' });
      // every user transaction bumps `updates`: within a few refreshes it is marked as changed
      await expect(tree.locator('.json-tree-row.is-changed').filter({ hasText: 'updates:' })).toBeVisible({ timeout: 20_000 });

      let reads = 0;
      page.on('request', (sent) => {
        if (sent.url().endsWith('/resource/0xcafe%3A%3Ashowcase%3A%3AShowcase')) reads++;
      });
      await page.getByRole('button', { name: 'Pause refreshing' }).click();
      await expect(page.getByRole('group', { name: 'Ledger version' })).toContainText('Paused on latest');
      // a refresh sent just before the click may be reported a little later: count from a quiet second
      await expect
        .poll(async () => {
          const before = reads;
          await page.waitForTimeout(1_000);
          return reads - before;
        })
        .toBe(0);
      const seen = reads;
      // two refresh intervals: a running page would have asked again by then
      await page.waitForTimeout(9_000);
      expect(reads).toBe(seen);
      await page.getByRole('button', { name: 'Resume refreshing' }).click();
      await expect.poll(() => reads).toBeGreaterThan(seen);
    });
  });
});

test.describe('plot', () => {
  test('following latest on a live node, the chart keeps its window until asked to move it on', async ({ page }) => {
    test.setTimeout(120_000);
    await withLiveNode(['--history', '3000', '--block-interval', '400'], async (live) => {
      let reads = 0;
      page.on('request', (sent) => {
        if (sent.url().includes('/resource/0xcafe%3A%3Ashowcase%3A%3AShowcase?ledger_version=')) reads++;
      });
      await page.goto(`${live.url}${resourcePath(SHOWCASE, `plot=${encodeURIComponent('["updates"]')}`)}`);
      const chart = page.getByRole('region', { name: 'Value over versions' });
      await expect(chart).toContainText(/The value at \d+ points spread evenly over all [\d,]+ writes in the window/);
      const charted = /Charted up to version (\d+)/.exec((await chart.textContent()) ?? '')?.[1] ?? '';
      const seen = reads;
      // two refreshes of the page later (its latest moved on twice), the chart has read nothing more
      const latest = page
        .getByLabel('Ledger status')
        .locator('.item', { has: page.locator('dt', { hasText: /^latest$/ }) })
        .locator('dd');
      for (let refresh = 0; refresh < 2; refresh++) {
        const before = await latest.textContent();
        await expect(latest).not.toHaveText(before ?? '');
      }
      expect(reads).toBe(seen);
      await expect(chart).toContainText(`Charted up to version ${charted}`);
      await expect(chart.locator('.u-over')).toBeVisible();
      // moved on when asked: a later window, drawn again
      await chart.getByRole('button', { name: /^Chart up to latest \(\d+\)$/ }).click();
      await expect(chart).not.toContainText(`Charted up to version ${charted}`);
      await expect(chart).toContainText(/Charted up to version \d+/);
      expect(reads).toBeGreaterThan(seen);
      await expect(chart.locator('.u-over')).toBeVisible();
    });
  });

  test('a value not written in the window is a flat line at its value', async ({ page }) => {
    await page.goto(`/accounts/0x1/resource/0x1::chain_id::ChainId?plot=${encodeURIComponent(JSON.stringify(['id']))}`);
    const chart = page.getByRole('region', { name: 'Value over versions' });
    await expect(chart).toContainText("No write in the window (the node's index): the value is the same at every version.");
    await expect(chart).not.toContainText('holds no number');
  });

  test('charts the whole window, however many pages its writes take', async ({ page }) => {
    await page.goto(resourcePath(SHOWCASE, `ledger_version=19999&plot=${encodeURIComponent('["updates"]')}`));
    const chart = page.getByRole('region', { name: 'Value over versions' });
    await expect(chart).toContainText(/over all [\d,]+ writes in the window/, { timeout: 60_000 });
    const writes = Number(/over all ([\d,]+) writes/.exec((await chart.textContent()) ?? '')?.[1]?.replaceAll(',', ''));
    // the showcase is written by every user transaction: more than the ten pages the chart used to stop at
    expect(writes).toBeGreaterThan(10_000);
  });

  test('charts a balance over the window: hover shows the exact value at that version, a click opens it', async ({ page, request }) => {
    await page.goto(resourcePath(COIN_STORE, ''));
    const tree = page.getByRole('tree', { name: `Resource ${COIN_STORE.type}` });
    await tree.getByText('value:').click();
    await page.getByRole('link', { name: 'Plot over versions' }).click();
    await expect(page).toHaveURL(/plot=%5B%22coin%22%2C%22value%22%5D/);
    const chart = page.getByRole('region', { name: 'Value over versions' });
    await expect(chart).toContainText(/The value at \d+ points spread evenly over all [\d,]+ writes in the window/);
    const over = chart.locator('.u-over');
    const box = await over.boundingBox();
    if (box === null) throw new Error('no chart');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const hover = chart.locator('.value-plot-hover');
    await expect(hover).toContainText(/^version \d+ · .* UTC · \d+$/);
    const [, version, value] = /^version (\d+) · .* · (\d+)$/.exec((await hover.textContent()) ?? '') ?? [];
    const read = await (
      await request.get(`/v1/accounts/${COIN_STORE.address}/resource/${encodeURIComponent(COIN_STORE.type)}?ledger_version=${version}`)
    ).json();
    expect(read.data.coin.value).toBe(value);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expectPinned(page, BigInt(version ?? '-1'));
  });
});

test.describe('table items and the timeline', () => {
  const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';
  // `delta` (an extra name) comes and goes: its changes are additions and removals
  const DELTA = `/tables/${BY_NAME}/raw_item?key_type=0x1::string::String&key_value=delta&value_type=0xcafe::showcase::Entry`;

  async function itemAt(request: APIRequestContext, version: bigint): Promise<string> {
    const response = await request.post(`/v1/tables/${BY_NAME}/raw_item?ledger_version=${version}`, {
      headers: { accept: 'application/x-bcs', 'content-type': 'application/json' },
      data: { key: '0x0564656c7461' },
    });
    return response.status() === 404 ? 'missing' : (await response.body()).toString('hex');
  }

  test('the previous change of an item that comes and goes, and the timeline opens a write', async ({ page, request }) => {
    const value = await itemAt(request, 18_999n);
    let expected = 18_999n;
    while ((await itemAt(request, expected - 1n)) === value) expected--;
    await page.goto(`${DELTA}&ledger_version=19000`);
    await page.getByRole('button', { name: '← Previous change' }).click();
    await expectPinned(page, expected);

    const timeline = page.getByRole('group', { name: 'Timeline of this value' });
    // the writes around the new version, not the previous version's still on screen while they load
    await expect(timeline).toContainText(new RegExp(`\\d+ writes around version ${expected}`));
    await expect(timeline).not.toHaveAttribute('aria-busy', 'true');
    // drawn on their own span, not the window's (issue 30: every tick sat in the right-most pixels)
    await expect(timeline).toContainText(/drawn on their own span, versions \d+ to \d+; the slider spans the window/);
    const lefts = await timeline
      .locator('.timeline-tick')
      .evaluateAll((ticks) => ticks.map((tick) => parseFloat((tick as HTMLElement).style.left)));
    expect(Math.min(...lefts)).toBeLessThan(5);
    expect(Math.max(...lefts)).toBeGreaterThan(95);
    const label =
      (await timeline
        .getByRole('button', { name: /^Version \d+ at / })
        .first()
        .getAttribute('aria-label')) ?? '';
    await timeline.getByRole('button', { name: label, exact: true }).click();
    await expectPinned(page, BigInt(/^Version (\d+)/.exec(label)?.[1] ?? '-1'));
  });

  test('a diff of the raw bytes (no value type) names the call behind the change', async ({ page, request }) => {
    const value = await itemAt(request, 18_999n);
    let changedAt = 18_999n;
    while ((await itemAt(request, changedAt - 1n)) === value) changedAt--;
    const raw = `/tables/${BY_NAME}/raw_item?key_type=0x1::string::String&key_value=delta`;
    await page.goto(`${raw}&ledger_version=${changedAt}&compare=${changedAt - 1n}`);
    const bytes = page.getByRole('region', { name: 'Byte differences' });
    await expect(bytes).toContainText(`Changed at ${changedAt.toLocaleString('en-US')}: `);
    await expect(bytes.getByRole('link', { name: /called 0xcafe::showcase::/ })).toBeVisible();
    await expect(bytes).toContainText('1 run of bytes differs');
  });

  test('the slider pins the version it rests on', async ({ page }) => {
    await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=10000');
    const slider = page.getByRole('slider');
    await slider.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
    await expectPinned(page, 10_005n);
    await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toContainText('"10005"');
  });
});
