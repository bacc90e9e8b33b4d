// `npm run budget` (and one test of `npm test`, after its `vite build`): the first-load JS of each page of
// BUDGETED_PAGES (bench/first-load.ts), against the floor page built in the same run (issue 34). Reads the
// app as built in dist/ (or BENCH_STATIC); prints a table and exits 1 when a page is over its budget.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNode, stopNode } from '../e2e/global-setup';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { BUDGETED_PAGES, FLOOR_SHOWN, buildFloor, firstLoadScripts, serveFloor } from './first-load';
import { coldLoad } from './page-timing';

const staticDir = process.env.BENCH_STATIC ?? 'dist';
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

const scratch = mkdtempSync(join(tmpdir(), 'ledger-budget-'));
const floorDir = join(scratch, 'floor');
await buildFloor(floorDir);
const { child, url } = await startNode(['--data-dir', join(scratch, 'data'), '--static', staticDir]);
const floorServer = await serveFloor(floorDir, url);
const browser = await chromium.launch({ headless: true, executablePath: findChromium() ?? undefined, args: chromiumArgs });
let over = 0;
const overFiles: string[] = [];
try {
  const floorLoad = await coldLoad(
    browser,
    `${floorServer.url}/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=19000`,
    FLOOR_SHOWN,
  );
  const floor = firstLoadScripts(floorDir, floorLoad.fetched).gzip9;
  console.log(
    `first-load JS (gzip -9 of the document's inline scripts and of each script requested before the data was painted), against the floor page's ${kB(floor)} kB\n`,
  );
  console.log('| page | kB | × floor | budget | target | |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| floor (react, react-dom, react-router, react-query: one fetch, JSON in a <pre>) | ${kB(floor)} | 1.00 | | | |`);
  const gaps: string[] = [];
  for (const { page, path, shown, target, ratchet } of BUDGETED_PAGES) {
    const at = typeof path === 'string' ? path : await path(url);
    await coldLoad(browser, `${url}${at}`, shown); // warms the node (its caches), not the browser: each load is cold
    const { gzip9: bytes, files } = firstLoadScripts(staticDir, (await coldLoad(browser, `${url}${at}`, shown)).fetched);
    const budget = ratchet ?? target;
    const pass = bytes <= budget * floor;
    if (!pass) {
      over += 1;
      overFiles.push(`${page}: ${files.map((file) => `${file.path} ${kB(file.gzip9)}`).join(', ')}`);
    }
    const budgetText = `≤ ${budget.toFixed(2)}× (${kB(budget * floor)} kB)${ratchet === undefined ? '' : ', ratchet'}`;
    console.log(
      `| ${page} | ${kB(bytes)} | ${(bytes / floor).toFixed(2)} | ${budgetText} | ≤ ${target.toFixed(2)}× (${kB(target * floor)} kB) | ${pass ? 'PASS' : 'FAIL'} |`,
    );
    if (bytes > target * floor) gaps.push(`${page} ${kB(bytes - target * floor)} kB over its ${target.toFixed(2)}× target`);
  }
  // a ratchet holds a page over its target at what it measured when set (plus about 1 kB): it may only go down
  if (gaps.length > 0) console.log(`\nstill over issue 34's targets, held by their ratchets: ${gaps.join('; ')}`);
} finally {
  await browser.close();
  await floorServer.server.close();
  await stopNode(child);
  rmSync(scratch, { recursive: true, force: true });
}
if (over > 0) {
  console.error(`\nscripts loaded before the data showed (kB, gzip -9):\n${overFiles.join('\n')}`);
  console.error(`\n${over} page(s) over budget: see bench/first-load.ts`);
  process.exit(1);
}
