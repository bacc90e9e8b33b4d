import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { startNode, stopNode } from './global-setup';
import { expect, test } from './fixtures';

// Network presets (issue 22, item 5). No test reaches a public network: requests to *.aptoslabs.com
// are stopped in the browser and only their URLs are looked at; the chain-id check runs against local
// nodes started with other chain ids (the test node serves chain 4).

const CLOCK = '/accounts/0xcafe/resource/0xcafe::showcase::Clock';

/** Stops every request to the public networks, keeping their URLs. */
async function stopPublicNetworks(page: Page, authorizations: (string | undefined)[] = []): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/[^/]*aptoslabs\.com\//, async (route) => {
    asked.push(route.request().url());
    authorizations.push((await route.request().headerValue('authorization')) ?? undefined);
    await route.abort();
  });
  return asked;
}

const mismatch = (page: Page) => page.locator('[data-problem="chain-mismatch"]');
const statusBar = (page: Page) => page.getByRole('region', { name: 'Ledger status' });

test.describe('network presets', () => {
  test('chosen by name in the node control: the preset URL, ?network= in links, no consent prompt', async ({ page }) => {
    const authorizations: (string | undefined)[] = [];
    const asked = await stopPublicNetworks(page, authorizations);
    await page.goto(CLOCK);
    await page.locator('summary', { hasText: 'Node' }).click();
    await page.getByRole('combobox', { name: 'Network' }).selectOption('testnet');
    await expect(page.getByRole('textbox', { name: 'Node URL (ends in /v1)' })).toHaveValue('https://api.testnet.aptoslabs.com/v1');
    // a key of its own, as any node has
    await page.getByLabel('API key (optional, sent as Authorization: Bearer)').fill('testnet-key');
    await page.getByRole('button', { name: 'Use this node' }).click();
    await expect(page).toHaveURL(/[?&]network=testnet(&|$)/);
    expect(new URL(page.url()).searchParams.has('node')).toBe(false);
    await expect.poll(() => asked.some((url) => url.startsWith('https://api.testnet.aptoslabs.com/v1/'))).toBe(true);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.locator('summary')).toContainText('testnet');
    expect(authorizations.filter((value) => value !== undefined)).toContain('Bearer testnet-key');
    // the key stays with testnet: mainnet has none
    await page.locator('summary').click();
    await page.getByRole('combobox', { name: 'Network' }).selectOption('mainnet');
    await expect(page.getByLabel('API key (optional, sent as Authorization: Bearer)')).toHaveValue('');
    await page.getByRole('combobox', { name: 'Network' }).selectOption('testnet');
    await expect(page.getByLabel('API key (optional, sent as Authorization: Bearer)')).toHaveValue('testnet-key');
    await page.keyboard.press('Escape');
    // a link carrying only ?network= reads the preset at once, in a fresh page too
    const fresh = await page.context().newPage();
    const freshAsked = await stopPublicNetworks(fresh);
    await fresh.goto(`${CLOCK}?network=mainnet`);
    await expect.poll(() => freshAsked.some((url) => url.startsWith('https://api.mainnet.aptoslabs.com/v1/'))).toBe(true);
    await expect(fresh.getByRole('alertdialog')).toHaveCount(0);
  });

  test('the chain id is checked against mainnet (1) and testnet (2); devnet passes another id', async ({ page, baseURL }) => {
    const ours = `${baseURL ?? ''}/v1`; // chain 4, the serving node: no consent needed
    await page.goto(`${CLOCK}?network=mainnet&node=${encodeURIComponent(ours)}`);
    await expect(mismatch(page)).toContainText("This node serves chain 4, but mainnet's chain id is 1");
    await page.goto(`${CLOCK}?network=testnet&node=${encodeURIComponent(ours)}`);
    await expect(mismatch(page)).toContainText("testnet's chain id is 2");
    await page.goto(`${CLOCK}?network=devnet&node=${encodeURIComponent(ours)}`);
    await expect(statusBar(page)).toContainText('19999');
    await expect(mismatch(page)).toHaveCount(0);
  });

  test('a node that does serve chain 1 or 2 is not warned about', async ({ page }) => {
    test.setTimeout(120_000);
    const started: { child: ChildProcess; dir: string }[] = [];
    try {
      for (const chainId of [1, 2]) {
        const dir = mkdtempSync(join(tmpdir(), `ledger-chain-${chainId}-`));
        const node = await startNode(['--data-dir', dir, '--history', '200', '--chain-id', String(chainId)]);
        started.push({ child: node.child, dir });
        const network = chainId === 1 ? 'mainnet' : 'testnet';
        const other = chainId === 1 ? 'testnet' : 'mainnet';
        await page.goto(`${CLOCK}?network=${network}&node=${encodeURIComponent(`${node.url}/v1`)}`);
        // not a preset's URL: the link's node is asked for as any other
        await page.getByRole('button', { name: 'Use it' }).click();
        await expect(statusBar(page).locator('.item').filter({ hasText: 'chain' }).first()).toContainText(String(chainId));
        await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toBeVisible();
        await expect(mismatch(page)).toHaveCount(0);
        await page.goto(`${CLOCK}?network=${other}&node=${encodeURIComponent(`${node.url}/v1`)}`);
        await expect(mismatch(page)).toContainText(`This node serves chain ${chainId}`);
        // devnet and a localnet never serve a public network's chain id (issue 30, red team 10)
        for (const unfixed of ['devnet', 'localnet']) {
          await page.goto(`${CLOCK}?network=${unfixed}&node=${encodeURIComponent(`${node.url}/v1`)}`);
          await expect(mismatch(page)).toContainText(
            `This node serves chain ${chainId}, ${network}'s chain id, which ${unfixed} never has`,
          );
        }
      }
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: `test-results/screenshots/network-mismatch-${width}.png` });
      }
    } finally {
      for (const { child, dir } of started) {
        await stopNode(child);
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
