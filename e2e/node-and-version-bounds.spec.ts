import { createServer, type AddressInfo } from 'node:net';
import { withLiveNode } from './global-setup';
import { expect, test } from './fixtures';

// What is on screen is what this node holds at this version (issue 25 items 1 and 2): no value, bound
// or placeholder crosses nodes, and a pinned version that the live window has moved past says so.

const SHOWCASE = '/accounts/0xcafe/resource/0xcafe::showcase::Showcase';
const showcaseTree = { name: 'Resource 0xcafe::showcase::Showcase' };

/** A port nothing listens on (it was free a moment ago): connections to it are refused. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo; // node:net's own type, not network data
      server.close(() => resolve(port));
    });
  });
}

interface Watch {
  /** What appeared under the new node's name that belongs to the old one. */
  wrong: string[];
  /** How many times the page came to show "The node is unreachable". */
  errors: number;
  /** How many times that error gave way to something else (a skeleton while the page asked again). */
  hidden: number;
}

test.describe('a node that does not answer', () => {
  test("never shows the previous node's data or bounds, and its error stays on screen through its retries", async ({ page }) => {
    test.setTimeout(90_000);
    const dead = `http://127.0.0.1:${await freePort()}/v1`;
    await page.goto(SHOWCASE);
    await expect(page.getByRole('tree', showcaseTree)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Oldest \(\d+\)$/ })).toBeVisible();

    // watch every change of the page once the header names the new node: a placeholder that lasts one
    // frame of a retry counts as much as one that stays
    await page.evaluate((deadNode) => {
      const watch: Watch = { wrong: [], errors: 0, hidden: 0 };
      Reflect.set(window, '__watch', watch);
      let showingError = false;
      const note = (what: string) => {
        if (!watch.wrong.includes(what)) watch.wrong.push(what);
      };
      const check = () => {
        if (!(document.querySelector('[aria-label="Ledger status"]')?.textContent ?? '').includes(deadNode)) return;
        const main = document.getElementById('main');
        if (main === null) return;
        if (main.querySelector('[role="tree"]') !== null) note('a JSON tree');
        if (main.querySelector('.is-stale-version') !== null) note('a dimmed placeholder');
        if ((main.textContent ?? '').includes('the version before')) note('"the version before"');
        if ((main.textContent ?? '').includes('showing version')) note('"showing version N"');
        if (main.querySelector('.timeline') !== null) note('a timeline');
        for (const button of main.querySelectorAll('button')) {
          if (/^(Oldest|Latest) \(\d+\)/u.test(button.textContent ?? '')) note(`the button "${button.textContent ?? ''}"`);
        }
        const error = (main.textContent ?? '').includes('The node is unreachable');
        if (error && !showingError) watch.errors++;
        if (!error && showingError) watch.hidden++;
        showingError = error;
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    }, dead);

    const failedReads: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(`${dead}/accounts/`)) failedReads.push(request.url());
    });
    await page.locator('.node-settings summary').click();
    await page.getByLabel('Node URL (ends in /v1)').fill(dead);
    await page.getByRole('button', { name: 'Use this node' }).click();
    await expect(page.getByLabel('Ledger status')).toContainText(`Nothing answers at ${dead}`);
    await expect(page.locator('.node-settings summary')).toContainText(new URL(dead).host);
    const watch = () => page.evaluate(() => Reflect.get(window, '__watch') as Watch);
    await expect.poll(async () => (await watch()).errors, { timeout: 60_000 }).toBe(1);
    // the page's refresh tries again (with its retries) at least twice more; the error stays meanwhile
    // (it went back to a skeleton at every refresh, and a screen reader heard the alert again)
    const asked = failedReads.length;
    await expect.poll(() => failedReads.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(asked + 2);
    expect(await watch()).toEqual({ wrong: [], errors: 1, hidden: 0 });
    // Retry says so while the page asks again, and the error stays until the answer
    const retry = page.getByRole('button', { name: /^Retry/ });
    await retry.click();
    await expect(retry).toHaveText('Retrying…');
    await expect(retry).toHaveText('Retry', { timeout: 30_000 });
    expect(await watch()).toEqual({ wrong: [], errors: 1, hidden: 0 });
    await expect(page.getByRole('button', { name: 'Oldest', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Latest', exact: true })).toBeDisabled();
  });
});

test.describe('a pinned page on a live node', () => {
  test('says when the window has moved past its version, keeps the bounds current, and a pruned version opened again shows the pruned state', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // a block every 300 ms, 10 s of chain time kept: the window moves past a version in about 3 s
    await withLiveNode(['--history', '3000', '--block-interval', '300', '--prune-window', '10s'], async (live) => {
      const nodeOldest = async () =>
        BigInt(((await (await page.request.get(`${live.url}/v1`)).json()) as { oldest_ledger_version: string }).oldest_ledger_version);
      await page.goto(`${live.url}${SHOWCASE}`);
      const tree = page.getByRole('tree', showcaseTree);
      await expect(tree).toBeVisible();
      const read: string[] = [];
      page.on('requestfinished', (request) => read.push(request.url()));
      await page.keyboard.press('p');
      await expect(page).toHaveURL(/ledger_version=\d+$/);
      const pinned = BigInt(new URL(page.url()).searchParams.get('ledger_version') ?? '');
      await expect(page.getByRole('group', { name: 'Ledger version' })).toContainText(`Pinned at ${pinned}`);
      // its neighbours are read once it is on screen: N−1 is in the page's cache from then on
      await expect
        .poll(() => read.some((url) => url.endsWith(`/resource/0xcafe%3A%3Ashowcase%3A%3AShowcase?ledger_version=${pinned - 1n}`)))
        .toBe(true);

      await expect.poll(nodeOldest, { timeout: 60_000 }).toBeGreaterThan(pinned);
      const notice = page.locator('[data-problem="pruned-since"]');
      // the status bar asks the node every 5 s
      await expect(notice).toContainText(`this is still what the node held at version ${pinned}`, { timeout: 20_000 });
      await expect(notice).toContainText('the link no longer works for others');
      // what the node held then stays on screen
      await expect(tree).toBeVisible();
      const oldestButton = page.getByRole('button', { name: /^Oldest \(\d+\)$/ });
      const shownOldest = BigInt(/\((\d+)\)/u.exec((await oldestButton.textContent()) ?? '')?.[1] ?? '0');
      expect(shownOldest).toBeGreaterThan(pinned);
      await expect(page.locator('.timeline-legend')).toContainText(/oldest \d+/u);
      const timelineOldest = BigInt(/oldest (\d+)/u.exec((await page.locator('.timeline-legend').textContent()) ?? '')?.[1] ?? '0');
      expect(timelineOldest).toBeGreaterThan(pinned);
      // no count of writes for a version outside the window (it read '0 writes around version N')
      await expect(page.locator('.timeline-legend')).toContainText(`version ${pinned} is below the window (pruned)`);
      // its neighbours are pruned too
      await expect(page.getByRole('button', { name: 'Previous version' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Next version' })).toBeDisabled();

      // N−1 was read while it could be: opened now, the node is asked again and its answer shown
      await page.getByLabel('Go to version').fill((pinned - 1n).toString());
      await page.getByRole('button', { name: 'Go', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(`Version ${pinned - 1n} was pruned`);
      await expect(tree).toHaveCount(0);
      // while the window moves on, the error names the oldest the page names, not the one its answer carried
      const numberIn = async (text: Promise<string | null>, pattern: RegExp) => BigInt(pattern.exec((await text) ?? '')?.[1] ?? '-1');
      const alertOldest = () => numberIn(page.locator('.error-view').textContent(), /the node still answers is (\d+)/u);
      const buttonOldest = () => numberIn(oldestButton.textContent(), /\((\d+)\)/u);
      const answered = await alertOldest();
      await expect.poll(buttonOldest, { timeout: 30_000 }).toBeGreaterThan(answered);
      await expect.poll(async () => (await alertOldest()) === (await buttonOldest())).toBe(true);
    });
  });
});
