import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startNode, stopNode } from './global-setup';
import { expect, test } from './fixtures';

// /spec embeds the node's own Swagger UI page (/v1/spec) in a sandboxed frame; the UI reads spec.json
// and shows the document's title, so a visible title proves scripts ran and the document loaded.

let second: { child: ChildProcess; url: string; dataDir: string };

async function expectSwaggerTitle(page: Page, node: string): Promise<void> {
  const frame = page.locator('iframe[title="Node API description"]');
  // the app says what is loading until the frame's page is there, and no longer
  const loading = page.getByRole('status').filter({ hasText: 'Loading the API description from' });
  await expect(frame).toHaveAttribute('src', `${node}/spec`);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(frame.contentFrame().locator('.info .title')).toContainText('Ledger state read API', { timeout: 45_000 });
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'spec.json' })).toHaveAttribute('href', `${node}/spec.json`);
  await expect(page.getByRole('link', { name: 'spec.yaml' })).toHaveAttribute('href', `${node}/spec.yaml`);
}

test.describe('spec view', () => {
  // Swagger UI may take most of a minute to draw on a loaded machine, and some tests wait for it twice
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a second node starts beside a busy suite
    const dataDir = mkdtempSync(join(tmpdir(), 'ledger-e2e-spec-'));
    second = { ...(await startNode(['--data-dir', dataDir, '--chain-id', '9', '--history', '200'])), dataDir };
  });

  test.afterAll(async () => {
    await stopNode(second.child);
    rmSync(second.dataDir, { recursive: true, force: true });
  });

  test('shows the serving node’s API description, fetching nothing from anywhere else', async ({ page, baseURL }) => {
    // works offline (docs/api.md#routes): every script, style and font comes from the node itself
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/spec');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${baseURL}/v1`);
    await expectSwaggerTitle(page, `${baseURL}/v1`);
    const origin = new URL(baseURL ?? '').origin;
    expect(requested.some((url) => url.startsWith(`${origin}/v1/spec/assets/`))).toBe(true);
    expect(requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)).toEqual([]);
  });

  test('shows another node’s API description once the user agrees', async ({ page, request }) => {
    const other = `${second.url}/v1`;
    await page.goto(`/spec?node=${encodeURIComponent(other)}`);
    await page.getByRole('button', { name: 'Use it' }).click();
    await expectSwaggerTitle(page, other);
    // the linked documents are real
    const json = await request.get(`${other}/spec.json`);
    expect(json.status()).toBe(200);
    expect(await json.json()).toMatchObject({ info: { title: 'Ledger state read API' } });
    const yaml = await request.get(`${other}/spec.yaml`);
    expect(yaml.status()).toBe(200);
    expect(await yaml.text()).toContain('title: Ledger state read API');
  });

  test('the frame follows the app’s theme switch, not only the system', async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/spec');
    await expectSwaggerTitle(page, `${baseURL}/v1`);
    const frame = page.locator('iframe[title="Node API description"]');
    await expect(frame.contentFrame().locator('html')).not.toHaveClass(/dark-mode/);

    await page.getByLabel('Theme').selectOption('dark');
    await expect(frame).toHaveAttribute('src', `${baseURL}/v1/spec?theme=dark`);
    await expect(frame.contentFrame().locator('html')).toHaveClass(/dark-mode/);

    // back to the system's choice: the frame follows the system again (dark here)
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByLabel('Theme').selectOption('system');
    await expect(frame).toHaveAttribute('src', `${baseURL}/v1/spec`);
    await expect(frame.contentFrame().locator('.info .title')).toBeVisible();
    await expect(frame.contentFrame().locator('html')).toHaveClass(/dark-mode/);
    await page.getByLabel('Theme').selectOption('light');
    await expect(frame.contentFrame().locator('html')).not.toHaveClass(/dark-mode/);
  });

  test('while Swagger UI loads, dark theme shows a dark page that says it is loading, not a blank white box', async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/spec/assets/swagger-ui-bundle.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/spec');
    const loading = page.getByRole('status').filter({ hasText: 'Loading the API description from' });
    await expect(loading).toBeVisible();
    expect(await loading.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgb(255, 255, 255)');
    // the frame's own page is dark from its first paint and says the same
    const frame = page.locator('iframe[title="Node API description"]').contentFrame();
    await expect(frame.locator('html')).toHaveClass(/dark-mode/);
    await expect(frame.getByRole('status')).toHaveText('Loading the API description…');
    release();
    await expectSwaggerTitle(page, `${baseURL}/v1`);
  });
});
