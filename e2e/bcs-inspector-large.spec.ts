import { expect, test } from './fixtures';
import { readAndChunkStarts } from './early-read';

// The inspector on the 2.5 MB `Large` (docs/demo-chain.md: items[i] = {id i, label "large entry #i", …}),
// read from the node by `address` + `resource`: the hex dump is virtualised, so a field deep in the value
// must bring its bytes into view, and a byte there must select its field in the tree.

const LARGE = '/bcs?address=0xcafe&resource=0xcafe::showcase::Large&ledger_version=19000';

test('the deep link sends its BCS read once, from the boot script, before the app has loaded', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/accounts/0xcafe/resource/')) reads.push(`${request.url()} ${request.headers().accept ?? ''}`);
  });
  await page.goto(LARGE);
  await expect(page.getByTestId('bcs-source')).toContainText('read from the node');
  expect(reads).toEqual([expect.stringMatching(/\/resource\/0xcafe%3A%3Ashowcase%3A%3ALarge\?ledger_version=19000 application\/x-bcs$/)]);
  const started = await readAndChunkStarts(page, '/resource/0xcafe%3A%3Ashowcase%3A%3ALarge?ledger_version=19000', 'bcs');
  // sent before the page's chunk was asked for: the boot module's (resource.spec.ts)
  expect(started.read).toBeLessThanOrEqual(started.chunk ?? 0);
});

test('Large: a deep field scrolls its bytes into view, and a byte there selects its field', async ({ page }) => {
  await page.goto(LARGE);
  await expect(page.getByTestId('bcs-source')).toContainText('read from the node');
  await expect(page.getByLabel('Move type')).toHaveValue('0xcafe::showcase::Large');
  const tree = page.getByRole('tree', { name: 'Decoded value' });
  await expect(tree).toContainText('items', { timeout: 30_000 });
  // two levels open: the 50,000 entries are rows, their 300,000 members are not counted before the first paint
  const entry = tree.locator('[role="treeitem"][aria-level="3"]').first();
  await expect(entry).toHaveAttribute('aria-expanded', 'false');
  const hex = page.getByTestId('bcs-hex');
  // virtualised: a few hundred byte cells, not 2.5 million
  expect(await hex.locator('.bcs-byte').count()).toBeLessThan(2_000);

  // field → bytes: find entry 43210's label, choose it
  await page.getByRole('searchbox', { name: 'Search in Decoded value' }).fill('large entry #43210');
  const label = tree.getByRole('treeitem', { name: /^label: "large entry #43210"/ });
  await label.click();
  const selection = page.getByTestId('bcs-selection');
  await expect(selection).toHaveText(/^\.items\[43210\]\.label \(0x1::string::String\), bytes \d+–\d+\.$/);
  const [first, last] =
    ((await selection.textContent()) ?? '')
      .match(/bytes (\d+)–(\d+)/)
      ?.slice(1)
      .map(Number) ?? [];
  expect(first).toBeGreaterThan(1_000_000);
  const firstByte = hex.locator(`[data-offset="${first}"]`);
  await expect(firstByte).toBeInViewport();
  await expect(firstByte).toHaveClass(/bcs-byte-marked/);
  await expect(hex.locator(`[data-offset="${last}"]`)).toHaveClass(/bcs-byte-marked/);

  // bytes → field: a byte of the next entry's id (past the label and its tags), clicked in the dump
  await page.mouse.move(0, 0);
  const next = hex.locator(`[data-offset="${(last ?? 0) + 12}"]`);
  await next.click();
  await expect(selection).toHaveText(/^Byte \d+ belongs to \.items\[4321[01]\]/);
  const selected = tree.locator('[role="treeitem"][aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  await expect(selected).toBeInViewport();
  // the keyboard moves the chosen byte a row at a time and keeps it in view
  for (let i = 0; i < 5; i++) await hex.press('ArrowDown');
  const moved = (last ?? 0) + 12 + 5 * 16;
  await expect(selection).toHaveText(new RegExp(`^Byte ${moved} `));
  await expect(hex.locator(`[data-offset="${moved}"]`)).toBeInViewport();
  await expect(selected).toBeInViewport();
});
