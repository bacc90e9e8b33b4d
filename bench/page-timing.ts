// Page timing helpers shared by the bench:app parts: cold loads in a fresh browser context, the moment
// a page first shows something (noted by the page itself), and waiting for the node to be idle.
import type { Browser, Page } from '@playwright/test';
import { processCpuMicros } from './process-cpu';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** One script, stylesheet or API request the page started before its data was on screen. */
export interface Fetched {
  path: string;
  startMs: number;
  responseEndMs: number;
  /** Body bytes on the wire, as the node encoded them (br or gzip; Resource Timing encodedBodySize). */
  wireBytes: number;
  /** A GraphQL request's first root field (`current_table_items`): every indexer query has the same path. */
  graphql?: string;
}

export interface ColdLoad {
  /** Navigation start → the frame that shows the expected text in the tree is painted. */
  visibleMs: number;
  /** Navigation start → the DOM commit that puts it there. */
  commitMs: number;
  /** Navigation start → the HTML's last byte. */
  htmlEndMs: number;
  /** Scripts, stylesheets and API reads requested before the data was visible. */
  fetched: Fetched[];
}

/** What marks the data as visible: the first element matching `selector` whose text includes `text`. */
export interface Shown {
  selector: string;
  text: string;
}

const NOTED_PREFIX = '__bench_noted ';

interface NotedTimes {
  commitMs: number;
  frameMs: number;
  paintedMs: number;
}

function isNotedTimes(value: unknown): value is NotedTimes {
  return (
    typeof value === 'object' &&
    value !== null &&
    'commitMs' in value &&
    typeof value.commitMs === 'number' &&
    'frameMs' in value &&
    typeof value.frameMs === 'number' &&
    'paintedMs' in value &&
    typeof value.paintedMs === 'number'
  );
}

/**
 * Installs, before any script of the page runs, an observer that notes when (navigation start = 0)
 * a tree first shows `text` (the DOM commit), when the frame that paints it starts (its animation
 * frame callbacks: requests started before then are first load), and when that frame is painted (a
 * task queued from the animation frame runs after the paint): what the timings report. The page hands
 * them over as a console message: polling with waitForFunction would make Playwright inject its own
 * script (≈ 40 ms of main-thread parsing) into the very load being measured.
 */
export async function noteWhenShown(page: Page, shown: Shown): Promise<{ noted: Promise<NotedTimes> }> {
  const noted = new Promise<NotedTimes>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`"${shown.text}" never showed in ${shown.selector}`)), 30_000);
    page.on('console', (message) => {
      const text = message.text();
      if (!text.startsWith(NOTED_PREFIX)) return;
      clearTimeout(timer);
      const times: unknown = JSON.parse(text.slice(NOTED_PREFIX.length));
      if (isNotedTimes(times)) resolve(times);
      else reject(new Error('page returned no timing'));
    });
  });
  await page.addInitScript(
    ({ selector, text, prefix }) => {
      const observer = new MutationObserver(() => {
        const element = document.querySelector(selector);
        if (element?.textContent?.includes(text)) {
          const commitMs = performance.now();
          observer.disconnect();
          requestAnimationFrame(() => {
            const frameMs = performance.now();
            setTimeout(() => console.debug(prefix + JSON.stringify({ commitMs, frameMs, paintedMs: performance.now() })));
          });
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
    { ...shown, prefix: NOTED_PREFIX },
  );
  return { noted }; // wrapped: an async function returning the promise itself would wait for it
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

/** A GraphQL body's first root field, with `_aggregate` and the like kept: what the query asks. */
function graphqlField(body: string | null): string {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    const query = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'query') : undefined;
    return typeof query === 'string' ? (/\{\s*([A-Za-z_]\w*)/.exec(query)?.[1] ?? '?') : '?';
  } catch {
    return '?';
  }
}

/** A fresh browser context (empty cache, no cookies) per load: every load is cold. */
export async function coldLoad(browser: Browser, url: string, shown: Shown): Promise<ColdLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const { noted } = await noteWhenShown(page, shown);
    // the GraphQL queries in the order they were sent: Resource Timing has no bodies
    const graphqlSent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/graphql') graphqlSent.push(graphqlField(request.postData()));
    });
    await page.goto(url, { waitUntil: 'commit' });
    const { commitMs, frameMs, paintedMs } = await noted;
    // Resource Timing, not response events: exactly what the page asked for before the data was painted
    // (layouts for links load after that on purpose and are not first-load).
    const measured: unknown = await page.evaluate((before) => {
      const entries = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= before);
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        htmlEndMs: navigation instanceof PerformanceNavigationTiming ? navigation.responseEnd : NaN,
        fetched: entries.flatMap((entry) =>
          entry instanceof PerformanceResourceTiming
            ? [
                {
                  path: new URL(entry.name).pathname,
                  startMs: entry.startTime,
                  responseEndMs: entry.responseEnd,
                  wireBytes: entry.encodedBodySize,
                },
              ]
            : [],
        ),
      };
    }, frameMs);
    if (typeof measured !== 'object' || measured === null || !('htmlEndMs' in measured) || !('fetched' in measured)) {
      throw new Error('page returned no resource timings');
    }
    const fetched = Array.isArray(measured.fetched) ? measured.fetched.filter(isFetched) : [];
    let nthGraphql = 0;
    for (const entry of fetched) if (entry.path === '/v1/graphql') entry.graphql = graphqlSent[nthGraphql++] ?? '?';
    return { visibleMs: paintedMs, commitMs, htmlEndMs: typeof measured.htmlEndMs === 'number' ? measured.htmlEndMs : NaN, fetched };
  } finally {
    await context.close();
  }
}

/**
 * Two pages' cold loads, one warm-up each (the node's caches) then `count` of each in turn, so a noisy
 * neighbour hits both sides of their ratio: each page's times until its data showed.
 */
export async function alternatingColdLoads(
  browser: Browser,
  first: { url: string; shown: Shown },
  second: { url: string; shown: Shown },
  count: number,
): Promise<[number[], number[]]> {
  const [a, b] = await alternatingColdLoadsTimed(browser, first, second, count);
  return [a.map((load) => load.visibleMs), b.map((load) => load.visibleMs)];
}

/** alternatingColdLoads with each load's timings (phases, requests). */
export async function alternatingColdLoadsTimed(
  browser: Browser,
  first: { url: string; shown: Shown },
  second: { url: string; shown: Shown },
  count: number,
): Promise<[ColdLoad[], ColdLoad[]]> {
  await coldLoad(browser, first.url, first.shown);
  await coldLoad(browser, second.url, second.shown);
  const a: ColdLoad[] = [];
  const b: ColdLoad[] = [];
  for (let i = 0; i < count; i += 1) {
    a.push(await coldLoad(browser, first.url, first.shown));
    b.push(await coldLoad(browser, second.url, second.shown));
  }
  return [a, b];
}

/**
 * Waits until the node has finished its startup work (pruning the generated history, compressing what
 * the build did not bring): page timings measure the explorer, not two cores shared with that work.
 */
export async function untilIdle(pid: number | undefined, timeoutMs = 30_000): Promise<number> {
  const started = performance.now();
  let previous = processCpuMicros(pid);
  let quietSamples = 0;
  while (previous !== null && quietSamples < 2 && performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = processCpuMicros(pid);
    if (now === null) break;
    quietSamples = now - previous <= 20_000 ? quietSamples + 1 : 0; // ≤ 8 % of a core
    previous = now;
  }
  return performance.now() - started;
}

export function row(what: string, value: string, target: string, ok: boolean | null): string {
  return `| ${what} | ${value} | ${target} | ${ok === null ? '' : ok ? 'pass' : 'FAIL'} |`;
}
