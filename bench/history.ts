// bench:history — time travel (issue 12). Targets: a change search across 10^5 versions in ≤ 40
// requests and ≤ 1 s without the node's write index (1–2 requests with it); the same for a view call's
// result, which no index holds (issue 31: ≤ 40 calls); the diff of Large to the first rows on screen
// ≤ 300 ms; following an unchanged Large ≤ 2 kB per refresh.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getAccountResourceBcs } from '../src/core/api/state-bytes-read';
import { listKeyWrites, type StateKeyTarget } from '../src/core/api/key-writes-read';
import { ApiError } from '../src/core/api/errors';
import { callViewFunction, type ViewCall } from '../src/core/api/view-read';
import { searchChange, type ProbeResult } from '../src/core/history/change-search';
import { diffJson } from '../src/core/history/json-diff';
import { startNode, stopNode } from '../e2e/global-setup';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

const HISTORY = 100_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

function sameBytes(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

interface SearchCase {
  name: string;
  address: string;
  resourceType: string;
}

const CASES: SearchCase[] = [
  { name: 'Showcase (changes every few versions)', address: '0xcafe', resourceType: '0xcafe::showcase::Showcase' },
  { name: 'Configuration (every 600 blocks)', address: '0x1', resourceType: '0x1::reconfiguration::Configuration' },
  { name: 'ChainId (never: back to the oldest)', address: '0x1', resourceType: '0x1::chain_id::ChainId' },
];

/** Previous change from `from`, by reads (no cache: each search starts cold) or with the index. */
async function searchOnce(api: string, target: SearchCase, from: bigint, oldest: bigint, latest: bigint, withIndex: boolean) {
  const started = performance.now();
  if (withIndex) {
    const stateKey: StateKeyTarget = { kind: 'resource', address: target.address, resourceType: target.resourceType };
    const page = await listKeyWrites({ node: api, target: stateKey, order: 'desc', start: from - 1n, limit: 1 });
    return { requests: 1, ms: performance.now() - started, version: page.data[0]?.version ?? null };
  }
  const read = async (version: bigint): Promise<ProbeResult<Uint8Array | null>> => {
    try {
      return {
        kind: 'value',
        value: (
          await getAccountResourceBcs({ node: api, address: target.address, resourceType: target.resourceType, ledgerVersion: version })
        ).data,
      };
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'not_found') return { kind: 'value', value: null };
      throw error;
    }
  };
  const result = await searchChange({ direction: 'older', from, oldest, latest, read, equal: sameBytes });
  return { requests: result.reads, ms: performance.now() - started, version: result.kind === 'found' ? result.version : null };
}

async function benchChangeSearch(quick: boolean): Promise<void> {
  const benchDir = '.bench';
  mkdirSync(benchDir, { recursive: true });
  // shared with bench:node (git-ignored): generated once
  const dataDir = join(benchDir, `node-h${HISTORY}`);
  const existed = existsSync(dataDir);
  const started = performance.now();
  const node = await startNode(['--data-dir', dataDir, '--history', String(HISTORY), '--prune-window', '0']);
  try {
    if (!existed)
      console.log(`generated ${HISTORY.toLocaleString('en')} versions in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const api = `${node.url}/v1`;
    const info = (await (await fetch(api)).json()) as { ledger_version: string; oldest_ledger_version: string };
    const latest = BigInt(info.ledger_version);
    const oldest = BigInt(info.oldest_ledger_version);
    const starts = Array.from({ length: quick ? 3 : 7 }, (_, index) => latest - BigInt(index * 997));
    console.log(
      `Change search, previous change, over ${HISTORY.toLocaleString('en')} versions (medians of ${starts.length} starts; goal without the index: ≤ 40 requests, ≤ 1 s):\n`,
    );
    console.log('| value | with index: requests | ms | without: requests | ms | same answer |');
    console.log('|---|---|---|---|---|---|');
    for (const target of CASES) {
      const indexed: { requests: number; ms: number; version: bigint | null }[] = [];
      const searched: typeof indexed = [];
      for (const from of starts) {
        indexed.push(await searchOnce(api, target, from, oldest, latest, true));
        searched.push(await searchOnce(api, target, from, oldest, latest, false));
      }
      // the index can name the oldest version itself (a write at genesis); a search cannot tell that one from "none"
      const normal = (version: bigint | null) => (version === oldest ? null : version);
      const agree = indexed.every((result, index) => normal(result.version) === normal(searched[index]?.version ?? null));
      console.log(
        `| ${target.name} | ${median(indexed.map((r) => r.requests))} | ${median(indexed.map((r) => r.ms)).toFixed(1)} | ${median(searched.map((r) => r.requests))} | ${median(searched.map((r) => r.ms)).toFixed(1)} | ${agree ? 'yes' : 'NO'} |`,
      );
    }
    await benchViewChangeSearch(api, starts, oldest, latest);
  } finally {
    await stopNode(node.child);
  }
}

const VIEW_CASES: { name: string; call: ViewCall }[] = [
  { name: '`showcase::name_count()`', call: { function: '0xcafe::showcase::name_count', typeArguments: [], arguments: [] } },
  {
    name: '`showcase::lookup_name("beta")`',
    call: { function: '0xcafe::showcase::lookup_name', typeArguments: [], arguments: ['beta'] },
  },
  { name: '`chain_id::get()` (never: back to the oldest)', call: { function: '0x1::chain_id::get', typeArguments: [], arguments: [] } },
];

/**
 * Previous change of a view call's result from `from`, as the view page searches it (src/features/module/
 * view-history.ts: the same search over calls, two answers equal when their JSON is, an abort an answer too),
 * cold; every POST /view that leaves is counted.
 */
async function searchViewOnce(api: string, call: ViewCall, from: bigint, oldest: bigint, latest: bigint) {
  let calls = 0;
  const counting: typeof fetch = (input, init) => {
    if (init?.method === 'POST' && String(input instanceof Request ? input.url : input).includes('/view')) calls++;
    return fetch(input, init);
  };
  const started = performance.now();
  const read = async (version: bigint): Promise<ProbeResult<string>> => {
    try {
      return {
        kind: 'value',
        value: JSON.stringify((await callViewFunction({ node: api, fetch: counting, call, ledgerVersion: version })).data),
      };
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'pruned')
        return { kind: 'pruned', oldest: error.ledger?.oldestLedgerVersion ?? null };
      if (error instanceof ApiError && error.status === 400) return { kind: 'value', value: `abort:${error.message}` };
      throw error;
    }
  };
  const result = await searchChange({ direction: 'older', from, oldest, latest, read, equal: (a, b) => a === b });
  return { calls, reads: result.reads, ms: performance.now() - started, version: result.kind === 'found' ? result.version : null };
}

async function benchViewChangeSearch(api: string, starts: bigint[], oldest: bigint, latest: bigint): Promise<void> {
  console.log(
    `\nChange search of a view call's result, previous change, over ${(latest - oldest + 1n).toLocaleString('en')} versions (medians of ${starts.length} starts; no index: always by calls; goal ≤ 40 calls):\n`,
  );
  console.log('| view call | POST /view calls: median | max | ms | found (first start) |');
  console.log('|---|---|---|---|---|');
  for (const target of VIEW_CASES) {
    const runs = [];
    for (const from of starts) runs.push(await searchViewOnce(api, target.call, from, oldest, latest));
    const calls = runs.map((run) => run.calls);
    console.log(
      `| ${target.name} | ${median(calls)} | ${Math.max(...calls)}${Math.max(...calls) > 40 ? ' (over 40)' : ''} | ${median(runs.map((run) => run.ms)).toFixed(1)} | ${runs[0]?.version?.toString() ?? 'none'} |`,
    );
  }
}

/** The diff itself on Large's data: 50,000 entries, three of them edited. */
function benchLargeDiffCore(quick: boolean, largeText: string): void {
  const runs = quick ? 3 : 7;
  const parseMs: number[] = [];
  const diffMs: number[] = [];
  let changes = 0;
  for (let run = 0; run < runs; run++) {
    let started = performance.now();
    const before = (JSON.parse(largeText) as { data: Record<string, unknown> }).data;
    const after = (JSON.parse(largeText) as { data: { items: { label: string }[] } }).data;
    parseMs.push(performance.now() - started);
    for (const index of [7, 31_337, 49_999]) {
      const item = after.items[index];
      if (item !== undefined) item.label = `${item.label} (edited)`;
    }
    started = performance.now();
    changes = diffJson(before as never, after as never).changes.length;
    diffMs.push(performance.now() - started);
  }
  console.log(
    `\nDiff of Large (4 MB JSON, 50,000 entries, 3 edited → ${changes} changed paths), medians of ${runs}: parse both ${median(parseMs).toFixed(0)} ms, diff ${median(diffMs).toFixed(0)} ms\n`,
  );
}

async function benchInBrowser(quick: boolean): Promise<void> {
  const executablePath = findChromium();
  if (executablePath === null) {
    console.log('Chromium not found: browser figures skipped.');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-bench-history-'));
  const node = await startNode([
    '--data-dir',
    dataDir,
    '--static',
    process.env.BENCH_STATIC ?? 'dist',
    '--history',
    '20000',
    '--block-interval',
    '1000',
  ]);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const largeText = await (await fetch(`${node.url}/v1/accounts/0xcafe/resource/0xcafe::showcase::Large?ledger_version=19000`)).text();
    benchLargeDiffCore(quick, largeText);

    // Large between two versions, cold: both reads, the diff, the summary on screen
    const diffTimes: number[] = [];
    for (let run = 0; run < (quick ? 3 : 5); run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(
        `${node.url}/accounts/0xcafe/resource/0xcafe::showcase::Large?ledger_version=${19_000 + run}&compare=${15_000 + run}`,
      );
      await page.getByRole('region', { name: 'Differences' }).waitFor();
      diffTimes.push(performance.now() - started);
      await context.close();
    }
    console.log(
      `Diff of Large in Chromium, deep link → diff on screen (cold: the app, both 4 MB reads), median: ${median(diffTimes).toFixed(0)} ms`,
    );

    // warm: Large at N is on screen; the diff with M is opened in the page (one 4 MB read, the parse, the diff)
    const warmTimes: number[] = [];
    for (let run = 0; run < (quick ? 3 : 5); run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${node.url}/accounts/0xcafe/resource/0xcafe::showcase::Large?ledger_version=${19_100 + run}`);
      await page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Large' }).waitFor();
      const started = performance.now();
      await page.evaluate(
        (search) => {
          window.history.pushState(null, '', `${window.location.pathname}${search}`);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        `?ledger_version=${19_100 + run}&compare=${15_100 + run}`,
      );
      await page.getByRole('region', { name: 'Differences' }).waitFor();
      warmTimes.push(performance.now() - started);
      await context.close();
    }
    console.log(
      `Diff of Large in Chromium, from the Large page → diff on screen (warm: one 4 MB read), median: ${median(warmTimes).toFixed(0)} ms (goal ≤ 300)\n`,
    );

    // following Large at latest on a live node: bytes on the wire per refresh once it is on screen
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const sizes: { url: string; bytes: number }[] = [];
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.loadingFinished', (event) => {
      const url = urls.get(event.requestId) ?? '';
      if (url.includes('/v1/')) sizes.push({ url, bytes: event.encodedDataLength });
    });
    await page.goto(`${node.url}/accounts/0xcafe/resource/0xcafe::showcase::Large`);
    await page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Large' }).waitFor();
    await page.waitForTimeout(2_000);
    sizes.length = 0;
    const seconds = quick ? 12 : 30;
    await page.waitForTimeout(seconds * 1000);
    const refreshes = sizes.filter((size) => /resource\/0xcafe%3A%3Ashowcase%3A%3ALarge$/.test(size.url)).length;
    const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
    const resourceBytes = sizes.filter((size) => /Large$/.test(size.url)).reduce((sum, size) => sum + size.bytes, 0);
    console.log(
      `Following an unchanged Large on a live node for ${seconds} s: ${refreshes} refreshes, ${refreshes === 0 ? 0 : Math.round(resourceBytes / refreshes)} bytes each for the resource, ${refreshes === 0 ? 0 : Math.round(total / refreshes)} bytes per refresh with the timeline's reads (goal ≤ 2,000)`,
    );
    await context.close();
  } finally {
    await browser.close();
    await stopNode(node.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runHistoryBench(options: { quick: boolean }): Promise<void> {
  if (!existsSync(join(process.env.BENCH_STATIC ?? 'dist', 'index.html'))) {
    console.log('dist/ is missing: run `npm run build` first (browser figures need the built app).');
  }
  // BENCH_HISTORY_ONLY=search (the change searches, resource and view) or browser: one part alone
  const only = (process.env.BENCH_HISTORY_ONLY ?? 'search,browser').split(',');
  if (only.includes('search')) await benchChangeSearch(options.quick);
  if (only.includes('browser')) await benchInBrowser(options.quick);
}
