// bench:app — page timings in headless Chromium against a local node serving the built app.
// Targets (issue 4): deep link → data ≤ 300 ms median; Large first rows ≤ 1 s; version step ≤ 100 ms;
// first-load JS ≤ 130 kB gzip for a resource deep link (issue 5: the table item and spec pages too, and
// key typed → item shown).
// Issue 13: the BCS inspector on Large → first annotated rows ≤ 500 ms; layouts through the node's ABI for a
// table page: one module request per module, none for a second key (app-inspector.ts, app-layouts.ts).
// BENCH_STATIC=DIR measures another build than dist/ (e.g. `npx vite build --outDir /tmp/dist-perf`).
// BENCH_APP_ONLY=inspector,diff,layouts runs only those parts (`view`: the view deep link alone, issue 31;
// `pages` is everything else; diff: app-diff.ts;
// `indexer`: the account page with Assets, issue 32, app-indexer.ts; `tables`: the table page of 0xbeef's registry,
// issue 33, app-tables.ts). BENCH_DATA_DIR=DIR reads a demo chain
// kept there (generated on the first run) instead of a fresh one.
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startNode, stopNode, untilIndexed } from '../e2e/global-setup';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { benchAccountAssets } from './app-indexer';
import { benchDiff } from './app-diff';
import { benchInspector } from './app-inspector';
import { benchLayouts } from './app-layouts';
import { benchTables } from './app-tables';
import {
  ACCOUNT,
  ACCOUNT_SHOWN,
  BY_INDEX,
  SHOWCASE,
  SHOWCASE_SHOWN,
  TABLE_ITEM,
  TABLE_ITEM_SHOWN,
  TRANSACTION_SHOWN,
  VIEW_CALL,
  VIEW_CALL_SHOWN,
  assetBytes,
  firstLoadScripts,
  isScript,
  isStyle,
  transactionPath,
} from './first-load';
import { coldLoad, median, row, untilIdle, type ColdLoad } from './page-timing';

const LARGE = '/accounts/0xcafe/resource/0xcafe::showcase::Large?ledger_version=19000';
const CLOCK_AT = (version: number) => `/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=${version}`;
const SPEC = '/spec';
const TREE = '[role="tree"]';
/** The spec page's content is the node's page in a frame: the explorer's part is done once the frame is in the DOM. */
const SPEC_FRAME = 'iframe.spec-frame';

/** Milliseconds from navigation start until a tree on screen shows `text` (polled every frame). */
async function timeUntilTreeShows(page: Page, text: string): Promise<number> {
  const handle = await page.waitForFunction(
    (expected) => {
      const tree = document.querySelector('[role="tree"]');
      return tree?.textContent?.includes(expected) ? performance.now() : false;
    },
    text,
    { polling: 'raf', timeout: 30_000 },
  );
  const value: unknown = await handle.jsonValue();
  if (typeof value !== 'number') throw new Error('page returned no timing');
  return value;
}

/** Clicks "Next version" and times until the tree shows the neighbour's Clock value. */
async function timeStep(page: Page, expected: number): Promise<number> {
  return page.evaluate(async (value) => {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Next version"]');
    if (!button) throw new Error('no Next version button');
    const start = performance.now();
    button.click();
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const tree = document.querySelector('[role="tree"]');
      if (tree?.textContent?.includes(`"${value}"`)) return performance.now() - start;
      if (performance.now() - start > 10_000) throw new Error('neighbour never rendered');
    }
  }, expected);
}

/** The Swagger UI assets the spec page's frame loads (/v1/spec/assets/…) on a cold load, until its title shows. */
async function specFrameAssets(browser: Browser, url: string): Promise<{ gzip9: number; wire: number; files: string[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<{ path: string; gzip9: number; wire: number }>[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/v1/spec/assets/')) return;
      pending.push(
        (async () => ({
          path,
          gzip9: gzipSync(await response.body(), { level: 9 }).length,
          wire: (await response.request().sizes()).responseBodySize,
        }))(),
      );
    });
    await page.goto(url);
    await page.frameLocator(SPEC_FRAME).locator('.info .title').waitFor({ timeout: 30_000 });
    const assets = await Promise.all(pending);
    return {
      gzip9: assets.reduce((sum, asset) => sum + asset.gzip9, 0),
      wire: assets.reduce((sum, asset) => sum + asset.wire, 0),
      files: assets.map((asset) => asset.path),
    };
  } finally {
    await context.close();
  }
}

/**
 * Types `key` into the key builder's value box (as an input event, the way typing reaches React), submits
 * the form as Enter would, and times until the decoded value shows "item-<key>".
 */
async function timeKeyToItem(page: Page, key: number): Promise<number> {
  return page.evaluate(async (value) => {
    const input = [...document.querySelectorAll('label')]
      .find((label) => label.textContent?.trim().startsWith('Key value'))
      ?.querySelector('input');
    const form = document.querySelector<HTMLFormElement>('form.key-builder');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!input || !form || !setValue) throw new Error('no key builder');
    const start = performance.now();
    setValue.call(input, String(value));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => requestAnimationFrame(resolve)); // the bytes render as the user types
    form.requestSubmit();
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const tree = document.querySelector('[role="tree"]');
      if (tree?.textContent?.includes(`"item-${value}"`)) return performance.now() - start;
      if (performance.now() - start > 10_000) throw new Error('item never rendered');
    }
  }, key);
}

const isApi = (path: string) => path.startsWith('/v1/');

/** Issue 31's line: a view call's deep link against the resource deep link's median (target ≤ 1.3×). */
function viewRow(view: readonly ColdLoad[], deepMedian: number): string {
  const viewMedian = median(view.map((load) => load.visibleMs));
  return row(
    `view deep link → return values visible (median of ${view.length} cold loads)`,
    `${viewMedian.toFixed(0)} ms (${(viewMedian / deepMedian).toFixed(2)}× the deep link)`,
    '≤ 1.3× deep link',
    viewMedian <= 1.3 * deepMedian,
  );
}

/** Median phase boundaries of a set of loads: when the first script and the data request started and ended. */
function phases(loads: readonly ColdLoad[]): string {
  const of = (pick: (load: ColdLoad) => number | undefined) => median(loads.map((load) => pick(load) ?? NaN)).toFixed(0);
  const api = (load: ColdLoad) => load.fetched.find((entry) => isApi(entry.path));
  const lastScriptEnd = (load: ColdLoad) =>
    Math.max(...load.fetched.filter((entry) => isScript(entry.path)).map((entry) => entry.responseEndMs));
  return [
    `HTML done ${of((load) => load.htmlEndMs)} ms`,
    `last script done ${of(lastScriptEnd)} ms`,
    `data request ${of((load) => api(load)?.startMs)} → ${of((load) => api(load)?.responseEndMs)} ms`,
    `tree committed ${of((load) => load.commitMs)} ms`,
    `painted ${of((load) => load.visibleMs)} ms`,
  ].join(' · ');
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function runAppBench(options: { quick: boolean }): Promise<void> {
  const staticDir = process.env.BENCH_STATIC ?? 'dist';
  // BENCH_DATA_DIR: a demo chain generated before (seed 1), kept: a loaded machine can take a minute to generate one
  const keptDir = process.env.BENCH_DATA_DIR;
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'ledger-bench-app-'));
  const { child, url } = await startNode(['--data-dir', dataDir, '--static', staticDir]);
  const idleAfterMs = await untilIdle(child.pid);
  const browser = await chromium.launch({ headless: true, executablePath: findChromium() ?? undefined, args: chromiumArgs });
  try {
    const only = (process.env.BENCH_APP_ONLY ?? 'pages,inspector,diff,layouts,indexer,tables').split(',');
    if (only.includes('tables')) {
      // the table page lists from the index: it is read whole before anything is timed
      await untilIndexed(url);
      await untilIdle(child.pid);
      console.log(`static: ${staticDir}; the table page of 0xbeef's registry (issue 33)\n`);
      console.log('| measure | value | target | |');
      console.log('|---|---|---|---|');
      for (const line of await benchTables(browser, url, options)) console.log(line);
      console.log('');
    }
    if (only.includes('indexer')) {
      console.log(`static: ${staticDir}; the account page with the indexer's Assets (issue 32)\n`);
      console.log('| measure | value | target | |');
      console.log('|---|---|---|---|');
      for (const line of await benchAccountAssets(browser, url, options)) console.log(line);
      console.log('');
    }
    if (only.includes('inspector') || only.includes('diff') || only.includes('layouts')) {
      console.log(`static: ${staticDir}; the inspector, the diff of Large and layouts for table pages (issues 13, 34)\n`);
      console.log('| measure | value | target | |');
      console.log('|---|---|---|---|');
      if (only.includes('inspector')) for (const line of await benchInspector(browser, url, options)) console.log(line);
      if (only.includes('diff')) for (const line of await benchDiff(browser, url, options)) console.log(line);
      if (only.includes('layouts')) for (const line of await benchLayouts(browser, url, options)) console.log(line);
      console.log('');
    }
    if (only.includes('view')) {
      // issue 31 alone (also in `pages`): the view deep link beside the resource deep link, alternating
      await coldLoad(browser, `${url}${SHOWCASE}`, SHOWCASE_SHOWN);
      await coldLoad(browser, `${url}${VIEW_CALL}`, VIEW_CALL_SHOWN);
      const deepLink: ColdLoad[] = [];
      const view: ColdLoad[] = [];
      for (let i = 0; i < (options.quick ? 3 : 10); i += 1) {
        deepLink.push(await coldLoad(browser, `${url}${SHOWCASE}`, SHOWCASE_SHOWN));
        view.push(await coldLoad(browser, `${url}${VIEW_CALL}`, VIEW_CALL_SHOWN));
      }
      const deepMedian = median(deepLink.map((load) => load.visibleMs));
      console.log(`static: ${staticDir}; a view call's deep link (issue 31)\n`);
      console.log('| measure | value | target | |');
      console.log('|---|---|---|---|');
      console.log(row(`deep link → data visible (median of ${deepLink.length} cold loads)`, `${deepMedian.toFixed(0)} ms`, '', null));
      console.log(viewRow(view, deepMedian));
      console.log(`\ndeep link phases (medians, from navigation start): ${phases(deepLink)}`);
      console.log(`view deep link phases (medians, from navigation start): ${phases(view)}\n`);
    }
    if (!only.includes('pages')) return;
    // Warm the node (its caches, the OS page cache) once per page measured; the browser stays cold.
    const showcaseShown = SHOWCASE_SHOWN;
    const largeShown = { selector: TREE, text: 'items' };
    const tableShown = TABLE_ITEM_SHOWN;
    const specShown = { selector: SPEC_FRAME, text: '' };
    const accountShown = ACCOUNT_SHOWN;
    // issue 23: a user transaction's page (its call, then its changes) against the resource deep link
    const txn = await transactionPath(url);
    const txnShown = TRANSACTION_SHOWN;
    await coldLoad(browser, `${url}${SHOWCASE}`, showcaseShown);
    await coldLoad(browser, `${url}${ACCOUNT}`, accountShown);
    await coldLoad(browser, `${url}${txn}`, txnShown);
    await coldLoad(browser, `${url}${VIEW_CALL}`, VIEW_CALL_SHOWN);
    await coldLoad(browser, `${url}${LARGE}`, largeShown);
    await coldLoad(browser, `${url}${TABLE_ITEM}`, tableShown);
    await coldLoad(browser, `${url}${SPEC}`, specShown);
    // the deep link and the account page alternate, so a noisy neighbour hits both sides of their ratio
    const deepLink: ColdLoad[] = [];
    const account: ColdLoad[] = [];
    const transaction: ColdLoad[] = [];
    const view: ColdLoad[] = [];
    for (let i = 0; i < (options.quick ? 3 : 10); i += 1) {
      deepLink.push(await coldLoad(browser, `${url}${SHOWCASE}`, showcaseShown));
      account.push(await coldLoad(browser, `${url}${ACCOUNT}`, accountShown));
      transaction.push(await coldLoad(browser, `${url}${txn}`, txnShown));
      view.push(await coldLoad(browser, `${url}${VIEW_CALL}`, VIEW_CALL_SHOWN));
    }
    const large: ColdLoad[] = [];
    for (let i = 0; i < (options.quick ? 3 : 5); i += 1) large.push(await coldLoad(browser, `${url}${LARGE}`, largeShown));
    // bytes are the same on every cold load: one each is enough; the table load's time is reported too
    const tableLoad = await coldLoad(browser, `${url}${TABLE_ITEM}`, tableShown);
    const specLoad = await coldLoad(browser, `${url}${SPEC}`, specShown);
    const specFrame = await specFrameAssets(browser, `${url}${SPEC}`);

    const context = await browser.newContext();
    const page = await context.newPage();
    const first = 15_000;
    await page.goto(`${url}${CLOCK_AT(first)}`);
    await timeUntilTreeShows(page, `"${first}"`);
    const steps: number[] = [];
    for (let i = 1; i <= (options.quick ? 3 : 10); i += 1) {
      await page.waitForTimeout(300); // let the neighbour prefetch land, as a user's pause would
      // the version control's bar loads after the value's paint (its keys work before): wait for its button
      await page.waitForSelector('button[aria-label="Next version"]:not([disabled])');
      steps.push(await timeStep(page, first + i));
    }

    // key typed → item shown: the builder holds u64 and the value type; each key is new (no cache)
    await page.goto(`${url}${BY_INDEX}?ledger_version=19000`);
    await page.getByLabel('Key type', { exact: true }).fill('u64');
    await page.getByLabel(/Value type/).fill('0x1::string::String');
    const keyToItem: number[] = [];
    for (let i = 0; i < (options.quick ? 3 : 10); i += 1) {
      await page.waitForTimeout(200);
      keyToItem.push(await timeKeyToItem(page, 10 + i));
    }
    await context.close();

    const lastLoad = deepLink[deepLink.length - 1];
    const fetched = lastLoad?.fetched ?? [];
    const js = firstLoadScripts(staticDir, fetched);
    const css = assetBytes(staticDir, fetched, isStyle);
    const deepMedian = median(deepLink.map((load) => load.visibleMs));
    const largeMedian = median(large.map((load) => load.visibleMs));
    const accountMedian = median(account.map((load) => load.visibleMs));
    const stepMedian = median(steps);
    const tableJs = firstLoadScripts(staticDir, tableLoad.fetched);
    const tableCss = assetBytes(staticDir, tableLoad.fetched, isStyle);
    const specJs = firstLoadScripts(staticDir, specLoad.fetched);
    const specCss = assetBytes(staticDir, specLoad.fetched, isStyle);
    const keyMedian = median(keyToItem);
    console.log(`static: ${staticDir}; the node was idle ${(idleAfterMs / 1000).toFixed(1)} s after it printed its URL\n`);
    console.log('| measure | value | target | |');
    console.log('|---|---|---|---|');
    console.log(
      row(
        `deep link → data visible (median of ${deepLink.length} cold loads)`,
        `${deepMedian.toFixed(0)} ms`,
        '≤ 300 ms',
        deepMedian <= 300,
      ),
    );
    console.log(
      row(
        `account page of 0xcafe → resource list visible (median of ${account.length} cold loads)`,
        `${accountMedian.toFixed(0)} ms (${(accountMedian / deepMedian).toFixed(2)}× the deep link)`,
        '≈ deep link',
        accountMedian <= 1.5 * deepMedian,
      ),
    );
    const transactionMedian = median(transaction.map((load) => load.visibleMs));
    console.log(
      row(
        `${txn} → the call and its changes visible (median of ${transaction.length} cold loads)`,
        `${transactionMedian.toFixed(0)} ms (${(transactionMedian / deepMedian).toFixed(2)}× the deep link)`,
        '≤ 1.5× deep link',
        transactionMedian <= 1.5 * deepMedian,
      ),
    );
    // issue 31: a view call's deep link (showcase::lookup_name("beta") at 19000) against the resource deep link
    console.log(viewRow(view, deepMedian));
    console.log(
      row(
        `Large resource → first rows (median of ${large.length} cold loads)`,
        `${largeMedian.toFixed(0)} ms`,
        '≤ 1000 ms',
        largeMedian <= 1000,
      ),
    );
    console.log(
      row(`version step → neighbour rendered (median of ${steps.length})`, `${stepMedian.toFixed(1)} ms`, '≤ 100 ms', stepMedian <= 100),
    );
    console.log(row('first-load JS, resource deep link (gzip -9 of each file)', kB(js.gzip9), '≤ 130 kB', js.gzip9 <= 130 * 1024));
    console.log(row('first-load JS, as the node sent it (br)', kB(js.wire), '', null));
    console.log(row('first-load CSS, resource deep link (gzip -9 of each file)', kB(css.gzip9), '', null));
    console.log(
      row('first-load JS, table item deep link (u64 key 42, String value)', kB(tableJs.gzip9), '≤ 130 kB', tableJs.gzip9 <= 130 * 1024),
    );
    console.log(row('first-load JS + CSS, table item deep link', kB(tableJs.gzip9 + tableCss.gzip9), '', null));
    console.log(row('table item deep link → decoded value visible (one cold load)', `${tableLoad.visibleMs.toFixed(0)} ms`, '', null));
    console.log(
      row(
        'first-load JS, spec page (explorer chunks until the frame is in the page)',
        kB(specJs.gzip9),
        '≤ 130 kB',
        specJs.gzip9 <= 130 * 1024,
      ),
    );
    console.log(row('first-load JS + CSS, spec page (explorer chunks)', kB(specJs.gzip9 + specCss.gzip9), '', null));
    console.log(row("spec page frame: the node's Swagger UI JS + CSS (gzip -9)", kB(specFrame.gzip9), '', null));
    console.log(row('spec page frame: Swagger UI JS + CSS as the node sent it', kB(specFrame.wire), '', null));
    console.log(row(`key typed → item shown (median of ${keyToItem.length}, new key each)`, `${keyMedian.toFixed(1)} ms`, '', null));
    console.log(`\ndeep link phases (medians, from navigation start): ${phases(deepLink)}`);
    console.log(`account page phases (medians, from navigation start): ${phases(account)}`);
    console.log(
      `account page, before the list showed: ${[...new Set((account[account.length - 1]?.fetched ?? []).filter((entry) => isApi(entry.path)).map((entry) => `${entry.path} (${kB(entry.wireBytes)} on the wire)`))].join(', ')}`,
    );
    console.log(`transaction phases (medians, from navigation start): ${phases(transaction)}`);
    console.log(`view deep link phases (medians, from navigation start): ${phases(view)}`);
    console.log(
      `view deep link, before the values showed: ${[...new Set((view[view.length - 1]?.fetched ?? []).map((entry) => entry.path))].join(', ')}`,
    );
    console.log(`Large phases (medians, from navigation start): ${phases(large)}`);
    console.log(`\nrequested before the data showed: ${[...new Set(fetched.map((entry) => entry.path))].join(', ')}`);
    console.log(`table item deep link, before the value showed: ${[...new Set(tableLoad.fetched.map((entry) => entry.path))].join(', ')}`);
    console.log(`spec page, before the frame was in the page: ${[...new Set(specLoad.fetched.map((entry) => entry.path))].join(', ')}`);
    console.log(`spec frame assets: ${specFrame.files.join(', ')}`);
  } finally {
    await browser.close();
    await stopNode(child);
    if (keptDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}
