// bench:app — page timings in headless Chromium against a local node serving the built app (dist/).
// Targets (issue 4): deep link → data ≤ 300 ms median; Large first rows ≤ 1 s; version step ≤ 100 ms;
// first-load JS ≤ 130 kB gzip for a resource deep link.
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startNode, stopNode } from '../e2e/global-setup';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

const SHOWCASE = '/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=19000';
const LARGE = '/accounts/0xcafe/resource/0xcafe::showcase::Large?ledger_version=19000';
const CLOCK_AT = (version: number) => `/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=${version}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

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

async function coldLoad(browser: Browser, url: string, text: string): Promise<{ ms: number; assets: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path)) assets.push(path);
  });
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await timeUntilTreeShows(page, text);
  // First load = what was fetched until the data showed; links' layouts load after that on purpose.
  const firstLoad = [...assets];
  await context.close();
  return { ms, assets: firstLoad };
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

function gzipBytes(assets: readonly string[]): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const asset of new Set(assets)) {
    const size = gzipSync(readFileSync(join('dist', asset)), { level: 9 }).length;
    if (asset.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css };
}

function row(what: string, value: string, target: string, ok: boolean): string {
  return `| ${what} | ${value} | ${target} | ${ok ? 'ok' : 'MISSED'} |`;
}

export async function runAppBench(options: { quick: boolean }): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-bench-app-'));
  const { child, url } = await startNode(['--data-dir', dataDir, '--static', 'dist']);
  const browser = await chromium.launch({ headless: true, executablePath: findChromium() ?? undefined, args: chromiumArgs });
  try {
    await coldLoad(browser, `${url}${SHOWCASE}`, '18446744073709551615'); // warm the node's caches and the OS
    const loads = options.quick ? 3 : 10;
    const deepLink: number[] = [];
    let assets: string[] = [];
    for (let i = 0; i < loads; i += 1) {
      const load = await coldLoad(browser, `${url}${SHOWCASE}`, '18446744073709551615');
      deepLink.push(load.ms);
      assets = load.assets;
    }
    const large: number[] = [];
    for (let i = 0; i < (options.quick ? 1 : 3); i += 1) large.push((await coldLoad(browser, `${url}${LARGE}`, 'items')).ms);

    const context = await browser.newContext();
    const page = await context.newPage();
    const first = 15_000;
    await page.goto(`${url}${CLOCK_AT(first)}`);
    await timeUntilTreeShows(page, `"${first}"`);
    const steps: number[] = [];
    for (let i = 1; i <= (options.quick ? 3 : 10); i += 1) {
      await page.waitForTimeout(300); // let the neighbour prefetch land, as a user's pause would
      steps.push(await timeStep(page, first + i));
    }
    await context.close();

    const bytes = gzipBytes(assets);
    const deepMedian = median(deepLink);
    const largeMedian = median(large);
    const stepMedian = median(steps);
    console.log('| measure | value | target | |');
    console.log('|---|---|---|---|');
    console.log(row(`deep link → data visible (median of ${loads} cold loads)`, `${deepMedian.toFixed(0)} ms`, '≤ 300 ms', deepMedian <= 300));
    console.log(row(`Large resource → first rows (median of ${large.length})`, `${largeMedian.toFixed(0)} ms`, '≤ 1000 ms', largeMedian <= 1000));
    console.log(row(`version step → neighbour rendered (median of ${steps.length})`, `${stepMedian.toFixed(1)} ms`, '≤ 100 ms', stepMedian <= 100));
    console.log(row('first-load JS, resource deep link (gzip -9)', `${(bytes.js / 1024).toFixed(1)} kB`, '≤ 130 kB', bytes.js <= 130 * 1024));
    console.log(row('first-load CSS, resource deep link (gzip -9)', `${(bytes.css / 1024).toFixed(1)} kB`, '', true));
    console.log(`\nassets loaded: ${[...new Set(assets)].join(', ')}`);
  } finally {
    await browser.close();
    await stopNode(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
