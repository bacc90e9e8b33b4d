import { expect, test } from './fixtures';

const SCREENS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

test.describe('app shell', () => {
  test('home links to the demo places and the status bar shows the ledger', async ({ page }) => {
    await page.goto('/');
    const status = page.getByLabel('Ledger status');
    await expect(status).toContainText('chain4');
    await expect(status).toContainText('latest19999');
    await expect(status).toContainText('oldest3662');
    await expect(status).toContainText('epoch');
    await expect(status).toContainText('2026-01-01');
    await expect(status).toContainText('following latest');
    await expect(page.getByRole('link', { name: 'The showcase resource' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'A user account' })).toBeVisible();
  });

  test('the pruned demo link shows the pruned state', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'A pruned version' }).click();
    await expect(page.getByRole('alert')).toContainText('Version 0 was pruned');
  });

  test('an unknown path is a clear not-found with the header kept', async ({ page }) => {
    await page.goto('/blocks/12');
    await expect(page.getByRole('alert')).toContainText('Page not found');
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
  });

  test('links keep the node and the version', async ({ page, baseURL }) => {
    const node = encodeURIComponent(`${baseURL}/v1`.replace('127.0.0.1', 'localhost'));
    await page.goto(`/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=19000&node=${node}`);
    // another origin (localhost vs 127.0.0.1): the link asks before using it (node-choice.spec.ts)
    await page.getByRole('button', { name: 'Use it' }).click();
    const owner = page.getByRole('link', { name: '0xcafe', exact: true });
    await expect(owner).toHaveAttribute('href', `/accounts/0xcafe?ledger_version=19000&node=${node}`);
    await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Showcase' })).toContainText('18446744073709551615');
  });

  test('a bad node parameter shows its reason', async ({ page }) => {
    await page.goto('/accounts/0x1?node=ftp%3A%2F%2Fx');
    await expect(page.getByRole('alert')).toContainText('unsupported protocol ftp:');
  });

  test('the spec page embeds the node description', async ({ page }) => {
    await page.goto('/spec');
    await expect(page.getByRole('link', { name: 'spec.json' })).toHaveAttribute('href', /\/v1\/spec\.json$/);
    await expect(page.locator('iframe[title="Node API description"]')).toHaveAttribute('sandbox', /allow-scripts/);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px the heading stays where it is when the ledger answers, even for a long node URL`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 667 });
      // served from a longer name (Chromium resolves *.localhost to this machine), as mainnet's URL is: the
      // status bar's "waiting for the node at …" ran to a second line on a phone, then gave way to the figures
      const origin = new URL(baseURL ?? '');
      origin.hostname = 'a-node-with-a-longer-name.localhost';
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.startsWith('/v1'),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page.goto(new URL('/accounts/0xcafe/resource/0xcafe::showcase::Showcase', origin).href);
      const status = page.getByLabel('Ledger status');
      const heading = page.getByRole('heading', { level: 1 });
      // painted, nothing answered yet
      await expect(status).toContainText('waiting for the node at');
      await expect(heading).toBeVisible();
      const before = (await heading.boundingBox())?.y ?? Number.NaN;
      release();
      await expect(status).toContainText('latest19999');
      await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Showcase' })).toBeVisible();
      const after = (await heading.boundingBox())?.y ?? Number.NaN;
      // a sub-pixel difference is rounding, not a move
      expect(Math.abs(after - before)).toBeLessThan(1);
    });
  }

  for (const width of [1280, 375]) {
    test(`at ${width} px, while a link's node waits for consent, the bar's pill follows nothing and the bar keeps its height`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 667 });
      // another origin (this machine under another name): the prompt holds every read until answered
      const other = new URL(baseURL ?? '');
      other.hostname = 'another-node.localhost';
      await page.goto(`/accounts/0xcafe?node=${encodeURIComponent(`${other.origin}/v1`)}`);
      const status = page.getByLabel('Ledger status');
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expect(status).toContainText('No node is read until you answer');
      await page.screenshot({ path: `${SCREENS}/consent-status-bar-${width}.png` });
      const pill = status.locator('.badge');
      await expect(pill).toHaveText('waiting for your answer');
      await expect(status).not.toContainText('following');
      const before = { bar: (await status.boundingBox())?.height, pill: await pill.boundingBox() };
      await page.getByRole('button', { name: 'Stay on the serving node' }).click();
      await expect(status).toContainText('latest19999');
      await expect(pill).toHaveText('following latest');
      await page.screenshot({ path: `${SCREENS}/consent-answered-status-bar-${width}.png` });
      const after = { bar: (await status.boundingBox())?.height, pill: await pill.boundingBox() };
      // a sub-pixel difference is rounding, not a move
      expect(Math.abs((after.bar ?? Number.NaN) - (before.bar ?? Number.NaN)), JSON.stringify({ before, after })).toBeLessThan(1);
      expect(Math.abs((after.pill?.y ?? Number.NaN) - (before.pill?.y ?? Number.NaN))).toBeLessThan(1);
      expect(Math.abs((after.pill?.height ?? Number.NaN) - (before.pill?.height ?? Number.NaN))).toBeLessThan(1);
    });
  }

  for (const path of ['/', '/spec']) {
    test(`on a phone the title of ${path} keeps the node URL whole on its own line`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await page.goto(path);
      const url = page.getByRole('heading', { level: 1 }).locator('.page-title-whole');
      await expect(url).toHaveText(`${baseURL ?? ''}/v1`);
      // one line: less than two of its font's height (it was broken after "htt" or "127.0.")
      const height = await url.evaluate(
        (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).fontSize),
      );
      expect(height).toBeLessThan(2);
    });
  }
});
