// bench:app — page timings in headless Chromium against a local node serving the built app.
// Targets (issue 4): deep link → data ≤ 300 ms median; Large first rows ≤ 1 s; version step ≤ 100 ms;
// first-load JS ≤ 130 kB gzip for a resource deep link.
// BENCH_STATIC=DIR measures another build than dist/ (e.g. `npx vite build --outDir /tmp/dist-perf`).
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

/** One script, stylesheet or API request the page started before its data was on screen. */
interface Fetched {
  path: string;
  startMs: number;
  responseEndMs: number;
  /** Body bytes on the wire, as the node encoded them (br or gzip; Resource Timing encodedBodySize). */
  wireBytes: number;
}

interface ColdLoad {
  /** Navigation start → the frame that shows the expected text in the tree is painted. */
  visibleMs: number;
  /** Navigation start → the DOM commit that puts it there. */
  commitMs: number;
  /** Navigation start → the HTML's last byte. */
  htmlEndMs: number;
  /** Scripts, stylesheets and API reads requested before the data was visible. */
  fetched: Fetched[];
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

/**
 * Installs, before any script of the page runs, an observer that notes when (navigation start = 0)
 * a tree first shows `text` (the DOM commit), when the frame that paints it starts (its animation
 * frame callbacks: requests started before then are first load), and when that frame is painted (a
 * task queued from the animation frame runs after the paint): what the timings report.
 */
async function noteWhenTreeShows(page: Page, text: string): Promise<void> {
  await page.addInitScript((expected) => {
    const observer = new MutationObserver(() => {
      const tree = document.querySelector('[role="tree"]');
      if (tree?.textContent?.includes(expected)) {
        Reflect.set(window, '__benchCommitAt', performance.now());
        observer.disconnect();
        requestAnimationFrame(() => {
          Reflect.set(window, '__benchFrameAt', performance.now());
          setTimeout(() => Reflect.set(window, '__benchPaintedAt', performance.now()));
        });
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

async function notedTimes(page: Page): Promise<{ commitMs: number; frameMs: number; paintedMs: number }> {
  const handle = await page.waitForFunction(
    () => {
      const times: unknown[] = ['__benchCommitAt', '__benchFrameAt', '__benchPaintedAt'].map((name) => Reflect.get(window, name));
      return times.every((time) => typeof time === 'number') ? times : false;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const value: unknown = await handle.jsonValue();
  if (!Array.isArray(value)) throw new Error('page returned no timing');
  const [commitMs, frameMs, paintedMs]: unknown[] = value;
  if (typeof commitMs !== 'number' || typeof frameMs !== 'number' || typeof paintedMs !== 'number') throw new Error('page returned no timing');
  return { commitMs, frameMs, paintedMs };
}

function isFetched(value: unknown): value is Fetched {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'startMs' in value &&
    typeof value.startMs === 'number' &&
    'responseEndMs' in value &&
    typeof value.responseEndMs === 'number' &&
    'wireBytes' in value &&
    typeof value.wireBytes === 'number'
  );
}

/** A fresh browser context (empty cache, no cookies) per load: every load is cold. */
async function coldLoad(browser: Browser, url: string, text: string): Promise<ColdLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await noteWhenTreeShows(page, text);
    await page.goto(url, { waitUntil: 'commit' });
    const { commitMs, frameMs, paintedMs } = await notedTimes(page);
    // Resource Timing, not response events: exactly what the page asked for before the data was painted
    // (layouts for links load after that on purpose and are not first-load).
    const measured: unknown = await page.evaluate((before) => {
      const entries = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= before);
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        htmlEndMs: navigation instanceof PerformanceNavigationTiming ? navigation.responseEnd : NaN,
        fetched: entries.flatMap((entry) =>
          entry instanceof PerformanceResourceTiming
            ? [{ path: new URL(entry.name).pathname, startMs: entry.startTime, responseEndMs: entry.responseEnd, wireBytes: entry.encodedBodySize }]
            : [],
        ),
      };
    }, frameMs);
    if (typeof measured !== 'object' || measured === null || !('htmlEndMs' in measured) || !('fetched' in measured)) {
      throw new Error('page returned no resource timings');
    }
    const fetched = Array.isArray(measured.fetched) ? measured.fetched.filter(isFetched) : [];
    return { visibleMs: paintedMs, commitMs, htmlEndMs: typeof measured.htmlEndMs === 'number' ? measured.htmlEndMs : NaN, fetched };
  } finally {
    await context.close();
  }
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

const isScript = (path: string) => path.endsWith('.js');
const isStyle = (path: string) => path.endsWith('.css');
const isApi = (path: string) => path.startsWith('/v1/');

/** gzip -9 of each distinct file as built, and the bytes the node actually sent for it. */
function assetBytes(staticDir: string, fetched: readonly Fetched[], keep: (path: string) => boolean): { gzip9: number; wire: number } {
  const seen = new Map<string, Fetched>();
  for (const entry of fetched) if (keep(entry.path) && !seen.has(entry.path)) seen.set(entry.path, entry);
  let gzip9 = 0;
  let wire = 0;
  for (const [path, entry] of seen) {
    gzip9 += gzipSync(readFileSync(join(staticDir, path)), { level: 9 }).length;
    wire += entry.wireBytes;
  }
  return { gzip9, wire };
}

/** Median phase boundaries of a set of loads: when the first script and the data request started and ended. */
function phases(loads: readonly ColdLoad[]): string {
  const of = (pick: (load: ColdLoad) => number | undefined) => median(loads.map((load) => pick(load) ?? NaN)).toFixed(0);
  const api = (load: ColdLoad) => load.fetched.find((entry) => isApi(entry.path));
  const lastScriptEnd = (load: ColdLoad) => Math.max(...load.fetched.filter((entry) => isScript(entry.path)).map((entry) => entry.responseEndMs));
  return [
    `HTML done ${of((load) => load.htmlEndMs)} ms`,
    `last script done ${of(lastScriptEnd)} ms`,
    `data request ${of((load) => api(load)?.startMs)} → ${of((load) => api(load)?.responseEndMs)} ms`,
    `tree committed ${of((load) => load.commitMs)} ms`,
    `painted ${of((load) => load.visibleMs)} ms`,
  ].join(' · ');
}

function row(what: string, value: string, target: string, ok: boolean | null): string {
  return `| ${what} | ${value} | ${target} | ${ok === null ? '' : ok ? 'pass' : 'FAIL'} |`;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function runAppBench(options: { quick: boolean }): Promise<void> {
  const staticDir = process.env.BENCH_STATIC ?? 'dist';
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-bench-app-'));
  const { child, url } = await startNode(['--data-dir', dataDir, '--static', staticDir]);
  const browser = await chromium.launch({ headless: true, executablePath: findChromium() ?? undefined, args: chromiumArgs });
  try {
    // Warm the node (its caches, the OS page cache) once per page measured; the browser stays cold.
    await coldLoad(browser, `${url}${SHOWCASE}`, '18446744073709551615');
    await coldLoad(browser, `${url}${LARGE}`, 'items');
    const deepLink: ColdLoad[] = [];
    for (let i = 0; i < (options.quick ? 3 : 10); i += 1) deepLink.push(await coldLoad(browser, `${url}${SHOWCASE}`, '18446744073709551615'));
    const large: ColdLoad[] = [];
    for (let i = 0; i < (options.quick ? 3 : 5); i += 1) large.push(await coldLoad(browser, `${url}${LARGE}`, 'items'));

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

    const lastLoad = deepLink[deepLink.length - 1];
    const fetched = lastLoad?.fetched ?? [];
    const js = assetBytes(staticDir, fetched, isScript);
    const css = assetBytes(staticDir, fetched, isStyle);
    const deepMedian = median(deepLink.map((load) => load.visibleMs));
    const largeMedian = median(large.map((load) => load.visibleMs));
    const stepMedian = median(steps);
    console.log(`static: ${staticDir}\n`);
    console.log('| measure | value | target | |');
    console.log('|---|---|---|---|');
    console.log(row(`deep link → data visible (median of ${deepLink.length} cold loads)`, `${deepMedian.toFixed(0)} ms`, '≤ 300 ms', deepMedian <= 300));
    console.log(row(`Large resource → first rows (median of ${large.length} cold loads)`, `${largeMedian.toFixed(0)} ms`, '≤ 1000 ms', largeMedian <= 1000));
    console.log(row(`version step → neighbour rendered (median of ${steps.length})`, `${stepMedian.toFixed(1)} ms`, '≤ 100 ms', stepMedian <= 100));
    console.log(row('first-load JS, resource deep link (gzip -9 of each file)', kB(js.gzip9), '≤ 130 kB', js.gzip9 <= 130 * 1024));
    console.log(row('first-load JS, as the node sent it (br)', kB(js.wire), '', null));
    console.log(row('first-load CSS, resource deep link (gzip -9 of each file)', kB(css.gzip9), '', null));
    console.log(`\ndeep link phases (medians, from navigation start): ${phases(deepLink)}`);
    console.log(`Large phases (medians, from navigation start): ${phases(large)}`);
    console.log(`\nrequested before the data showed: ${[...new Set(fetched.map((entry) => entry.path))].join(', ')}`);
  } finally {
    await browser.close();
    await stopNode(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
