import { expect, test } from './hostile-node/fixture';
import { longestTask, watchLongTasks } from './hostile-node/long-tasks';
import { INDEXER_MODES } from './hostile-node/indexer-modes';

// The account page against a hostile indexer (issue 32, "Hostile indexer answers"): the node answers as
// a real one, its `/v1/graphql` misbehaves (e2e/hostile-node/indexer-modes.ts). Each mode: a clear
// message in Assets and Activity, never a list that looks complete, no script run, the tab responsive.

interface Case {
  /** The Assets section's failure (data-kind, text), or a list shown with this provenance. */
  kind?: string;
  text: RegExp;
  /** Activity's failure too (the lists fail alike). */
  activity?: RegExp;
}

const CASES: Record<keyof typeof INDEXER_MODES, Case> = {
  'indexer-huge-list': {
    kind: 'malformed',
    text: /sent 10,000 current_fungible_asset_balances rows where at most 100 were asked for\..*No list is shown/s,
    activity: /sent 50,000 account_transactions rows where at most 25 were asked for/,
  },
  'indexer-wrong-types': {
    kind: 'malformed',
    text: /balances are not the shape asked for/,
    activity: /transactions are not the shape asked for/,
  },
  'indexer-errors-in-200': {
    kind: 'refused',
    text: /does not serve what this list asks .*field 'current_fungible_asset_balances' not found/,
    activity: /field 'account_transactions' not found/,
  },
  'indexer-endless': { kind: 'malformed', text: /more than 4,194,304 characters.*reading stopped/, activity: /reading stopped/ },
  'indexer-429': { kind: 'rate_limited', text: /rate-limiting this client \(429\): try again in 30 s/, activity: /429/ },
  'indexer-429-everything': { kind: 'rate_limited', text: /rate-limiting this client \(429\): try again in 30 s/, activity: /429/ },
  // item 1: without an indexer the known-asset reads stay, and the page says what cannot be listed
  'indexer-absent': {
    kind: 'absent',
    text: /names no indexer.*No list is shown.*other assets this account may hold are not listed/s,
    activity: /names no indexer/,
  },
  'indexer-other-chain': {
    kind: 'other_chain',
    text: /indexes chain 1, but the node serves chain 4/,
    activity: /indexes chain 1, but the node serves chain 4/,
  },
  'indexer-no-ledger-infos': { text: /does not say which chain it indexes .*cannot be checked/ },
};

test.describe('a hostile indexer', () => {
  for (const [mode, spec] of Object.entries(CASES)) {
    test(mode, async ({ page, hostile }) => {
      test.setTimeout(60_000);
      const run = `${mode}-${test.info().workerIndex}-${Date.now().toString(36)}`;
      const node = hostile.nodeUrl(mode, run);
      await watchLongTasks(page);
      await page.goto(`/accounts/0x1?node=${encodeURIComponent(node)}`);
      await page.getByRole('button', { name: 'Use it' }).click();

      const assets = page.getByTestId('indexer-assets');
      if (spec.kind === undefined) {
        // a list is shown, and its provenance says what cannot be checked
        await expect(assets.getByTestId('indexer-provenance')).toContainText(spec.text, { timeout: 30_000 });
        await expect(assets.getByTestId('indexer-asset')).toHaveCount(2);
      } else {
        const failure = assets.getByTestId('indexer-unavailable');
        await expect(failure).toContainText(spec.text, { timeout: 30_000 });
        await expect(failure).toHaveAttribute('data-kind', spec.kind);
        await expect(assets.getByTestId('indexer-asset')).toHaveCount(0);
        // Activity says why it has no list too (it is asked only once the indexer's status and chain are known)
        if (spec.activity !== undefined)
          await expect(page.getByTestId('indexer-activity').getByTestId('indexer-unavailable')).toContainText(spec.activity, {
            timeout: 30_000,
          });
        await expect(page.getByTestId('indexer-activity-item')).toHaveCount(0);
      }
      await page.setViewportSize({ width: 375, height: 900 });
      await assets.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/hostile-${mode}-375.png` });
      // the tab stayed responsive, nothing ran, the app is usable
      expect(await longestTask(page)).toBeLessThanOrEqual(2_000);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      await page.getByRole('link', { name: 'Ledger Explorer' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Explore the ledger state of ${node}`);
      // bounded: a failed list is not asked again and again
      expect(hostile.count(run, /\/graphql$/)).toBeLessThanOrEqual(16);
    });
  }
});
