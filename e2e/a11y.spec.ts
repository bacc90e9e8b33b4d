import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every page, in both themes (set through the theme switch's stored choice while the system says the
// opposite, so the override is what axe sees): no serious or critical axe-core violations. Phone width
// (375 px): no horizontal page scroll. Screenshots go to <output>/screens for a human to look at.
const SCREENS = `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/screens`;

interface PageCase {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  ready: (page: Page) => Promise<void>;
}

async function byNameHandle(request: APIRequestContext): Promise<string> {
  const response = await request.get('/v1/accounts/0xcafe/resource/0xcafe::showcase::Showcase');
  const body: unknown = await response.json();
  const match = /"by_name":\{"inner":\{"handle":"(0x[0-9a-f]+)"/.exec(JSON.stringify(body));
  if (!match?.[1]) throw new Error('no by_name handle in the showcase');
  return match[1];
}

const pages: PageCase[] = [
  { name: 'home', path: async () => '/', ready: (page) => expect(page.getByRole('link', { name: 'A user account' })).toBeVisible() },
  {
    name: 'account',
    path: async () => '/accounts/0xcafe',
    ready: (page) => expect(page.getByText('0xcafe::showcase::Showcase').first()).toBeVisible({ timeout: 45_000 }),
  },
  {
    name: 'resource',
    path: async () => '/accounts/0xcafe/resource/0xcafe::showcase::Showcase',
    ready: (page) => expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Showcase' })).toBeVisible(),
  },
  {
    name: 'table-item',
    // key: the BCS of the String "alpha" (length 5, then the UTF-8 bytes)
    path: async (request) =>
      `/tables/${await byNameHandle(request)}/raw_item?key=0x05616c706861&key_type=0x1::string::String&key_value=alpha&value_type=0xcafe::showcase::Entry`,
    ready: (page) => expect(page.getByText('label: "alpha"').first()).toBeVisible(),
  },
  {
    name: 'spec',
    path: async () => '/spec',
    ready: (page) => expect(page.locator('iframe').contentFrame().locator('.info .title')).toBeVisible(),
  },
  { name: 'not-found', path: async () => '/blocks/12', ready: (page) => expect(page.getByRole('alert')).toContainText('Page not found') },
  {
    name: 'pruned',
    path: async () => '/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=5',
    ready: (page) => expect(page.getByRole('alert')).toContainText('was pruned'),
  },
  {
    name: 'consent',
    path: async () => `/accounts/0xcafe?node=${encodeURIComponent('http://127.0.0.1:9/v1')}`,
    ready: (page) => expect(page.getByRole('alertdialog')).toBeVisible(),
  },
  {
    name: 'bad-param',
    path: async () => '/accounts/0xcafe?ledger_version=abc',
    ready: (page) => expect(page.getByRole('alert')).toContainText('ledger_version'),
  },
];

/**
 * The spec page's frame holds the node's stock Swagger UI (server/spec), whose own markup has known axe
 * findings (contrast of method badges, nested buttons, an unlabelled servers select): audited apart below.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('iframe.spec-frame').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme === 'light' ? 'dark' : 'light' });
      await page.addInitScript((choice) => localStorage.setItem('ledger-explorer:theme', JSON.stringify(choice)), theme);
    });

    for (const pageCase of pages) {
      test(`${pageCase.name}: no serious axe violations`, async ({ page, request }) => {
        if (pageCase.name === 'account') test.setTimeout(120_000); // its readiness alone may take 45 s on a loaded machine
        await page.goto(await pageCase.path(request));
        await pageCase.ready(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.screenshot({ path: `${SCREENS}/${pageCase.name}-${theme}.png`, fullPage: pageCase.name !== 'account' });
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('node settings open: no serious axe violations', async ({ page }) => {
      await page.goto('/');
      await page.locator('.node-settings summary').click();
      await page.getByLabel('Node URL (ends in /v1)').fill('http://example.com/v2');
      await page.getByRole('button', { name: 'Use this node' }).click();
      await expect(page.getByRole('alert')).toContainText('ends in /v1');
      await page.screenshot({ path: `${SCREENS}/node-settings-${theme}.png` });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('phone width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const pageCase of pages) {
    test(`${pageCase.name}: no horizontal page scroll`, async ({ page, request }) => {
      if (pageCase.name === 'account') test.setTimeout(120_000); // its readiness alone may take 45 s on a loaded machine
      await page.goto(await pageCase.path(request));
      await pageCase.ready(page);
      await page.screenshot({ path: `${SCREENS}/${pageCase.name}-phone.png` });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    });
  }
  test('the header leaves the screen to the data: three rows (brand, API and theme; the node; the search)', async ({ page }) => {
    await page.goto('/');
    // measured once the node's summary has its answer (its text changes the row's height)
    await expect(page.locator('.node-settings summary')).toContainText('chain 4');
    const brand = await page.getByRole('link', { name: 'Ledger Explorer' }).boundingBox();
    const theme = await page.getByRole('combobox', { name: 'Theme' }).boundingBox();
    const node = await page.locator('.node-settings summary').boundingBox();
    const search = await page.getByRole('combobox', { name: 'Search' }).boundingBox();
    const header = await page.locator('.app-header').boundingBox();
    // the theme on the brand's row, the node below them, the search below the node
    expect(Math.abs((theme?.y ?? 0) + (theme?.height ?? 0) / 2 - ((brand?.y ?? 0) + (brand?.height ?? 0) / 2))).toBeLessThan(8);
    expect(node?.y).toBeGreaterThan((theme?.y ?? 0) + (theme?.height ?? 0) - 1);
    expect(search?.y).toBeGreaterThan((node?.y ?? 0) + (node?.height ?? 0) - 1);
    expect(header?.height).toBeLessThan(135);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`resource page, version & tools folded and unfolded: no serious axe violations, ${theme} theme`, async ({ page }) => {
      test.setTimeout(120_000); // two axe runs
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Clock');
      await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Version & tools' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(await seriousViolations(page)).toEqual([]);
      await toggle.click();
      await expect(page.getByRole('group', { name: 'Ledger version' })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/resource-tools-open-phone-${theme}.png` });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('node settings open: fits the screen', async ({ page }) => {
    await page.goto('/');
    await page.locator('.node-settings summary').click();
    await expect(page.getByLabel('Node URL (ends in /v1)')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/node-settings-phone.png` });
    const form = await page.locator('.node-settings-form').boundingBox();
    expect(form?.x).toBeGreaterThanOrEqual(0);
    expect((form?.x ?? 0) + (form?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
