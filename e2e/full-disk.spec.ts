// A node whose disk filled while it ran (issue 25, item 17): it keeps serving reads but adds no blocks,
// says so in GET /v1 (`degraded`), and the status bar shows it.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { startNode, stopNode } from './global-setup';

test('the status bar says the node adds no blocks while its disk is full', async ({ page }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-full-disk-'));
  try {
    // a chain, then the same directory with no room to grow (LEDGER_STORE_MAX_BYTES: a full disk, for tests)
    const first = await startNode(['--data-dir', dataDir, '--history', '3000']);
    await stopNode(first.child);
    const size = statSync(join(dataDir, 'ledger.sqlite')).size;
    const live = await startNode(['--data-dir', dataDir, '--static', process.env.E2E_STATIC ?? 'dist', '--block-interval', '50'], {
      LEDGER_STORE_MAX_BYTES: String(size),
    });
    try {
      await page.goto(`${live.url}/accounts/0xcafe/resource/0xcafe::showcase::Clock`);
      const bar = page.getByLabel('Ledger status');
      const badge = bar.getByRole('status');
      await expect(badge).toHaveText('no new blocks: disk full', { timeout: 30_000 });
      await expect(badge).toHaveAttribute(
        'title',
        /^The node adds no blocks since \d{4}-\d\d-\d\dT[\d:.]+Z \(\d+ attempts, retried with backoff\): the disk is full \(SQLITE_FULL: /,
      );
      // reads go on: the page shows the latest version the node has
      const latest = ((await (await page.request.get(`${live.url}/v1`)).json()) as { ledger_version: string }).ledger_version;
      await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toContainText(`"${latest}"`);
      // on a phone too (the bar's secondary items are hidden there, not this)
      await page.setViewportSize({ width: 375, height: 667 });
      await expect(badge).toBeVisible();
    } finally {
      await stopNode(live.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
