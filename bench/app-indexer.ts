// Issue 32: the account page with Assets — data on screen within 1.2× today's account page. In one run,
// alternating cold loads of account 0's page (five stores, docs/demo-chain.md): until its resource list
// shows (today's page), and until the indexer's Assets list shows its rows; medians of each, and their ratio.
import type { Browser } from '@playwright/test';
import { longAddress } from '../src/core/move/address';
import { userAccountAddress } from '../server/chain/demo-ids';
import { coldLoad, median, row, type Shown } from './page-timing';

const ACCOUNT_0 = `/accounts/${longAddress(userAccountAddress(1, 0))}`;
const LIST_SHOWN: Shown = { selector: '[aria-label="Resources"] [role="list"]', text: '0x1::account::Account' };
const ASSETS_SHOWN: Shown = { selector: '[data-testid="indexer-assets"] ul.asset-list', text: 'USDD' };

export async function benchAccountAssets(browser: Browser, url: string, options: { quick: boolean }): Promise<string[]> {
  await coldLoad(browser, `${url}${ACCOUNT_0}`, LIST_SHOWN);
  await coldLoad(browser, `${url}${ACCOUNT_0}`, ASSETS_SHOWN);
  const list: number[] = [];
  const assets: number[] = [];
  for (let i = 0; i < (options.quick ? 3 : 7); i += 1) {
    list.push((await coldLoad(browser, `${url}${ACCOUNT_0}`, LIST_SHOWN)).visibleMs);
    assets.push((await coldLoad(browser, `${url}${ACCOUNT_0}`, ASSETS_SHOWN)).visibleMs);
  }
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
