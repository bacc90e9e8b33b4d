// Issue 32: the account page with Assets — data on screen within 1.2× today's account page. In one run,
// alternating cold loads of account 0's page (five stores, docs/demo-chain.md): until its resource list
// shows (today's page), and until the indexer's Assets list shows its rows; medians of each, and their ratio.
import type { Browser } from '@playwright/test';
import { longAddress } from '../src/core/move/address';
import { userAccountAddress } from '../server/chain/demo-ids';
import { alternatingColdLoads, median, row, type Shown } from './page-timing';

const ACCOUNT_0 = `/accounts/${longAddress(userAccountAddress(1, 0))}`;
const LIST_SHOWN: Shown = { selector: '[aria-label="Resources"] [role="list"]', text: '0x1::account::Account' };
const ASSETS_SHOWN: Shown = { selector: '[data-testid="indexer-assets"] ul.asset-list', text: 'USDD' };

export async function benchAccountAssets(browser: Browser, url: string, options: { quick: boolean }): Promise<string[]> {
  const [list, assets] = await alternatingColdLoads(
    browser,
    { url: `${url}${ACCOUNT_0}`, shown: LIST_SHOWN },
    { url: `${url}${ACCOUNT_0}`, shown: ASSETS_SHOWN },
    options.quick ? 3 : 7,
  );
  const listMedian = median(list);
  const assetsMedian = median(assets);
  return [
    row(
      `account 0 → resource list visible, no indexer read (median of ${list.length} cold loads)`,
      `${listMedian.toFixed(0)} ms`,
      '',
      null,
    ),
    row(
      `account 0 → Assets rows visible, from the indexer (median of ${assets.length} cold loads)`,
      `${assetsMedian.toFixed(0)} ms (${(assetsMedian / listMedian).toFixed(2)}× the list)`,
      '≤ 1.2×',
      assetsMedian <= 1.2 * listMedian,
    ),
  ];
}
