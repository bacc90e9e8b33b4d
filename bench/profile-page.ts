// One-off diagnostic (not part of `npm run bench`): a CPU profile of one cold load, self time grouped
// by function, so a page's main-thread time can be split into parse, validation and render.
// Usage: npx tsx bench/profile-page.ts <static dir> <path> <selector> <text>
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNode, stopNode } from '../e2e/global-setup';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const [
  staticDir = 'dist',
  path = '/accounts/0xcafe?ledger_version=19000',
  selector = '[role="list"]',
  text = '0xcafe::showcase::Showcase',
] = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), 'ledger-profile-'));
const { child, url } = await startNode(['--data-dir', dataDir, '--static', staticDir]);
const browser = await chromium.launch({ headless: true, executablePath: findChromium() ?? undefined, args: chromiumArgs });
try {
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(`${url}${path}`, { waitUntil: 'commit' });
    await page.locator(selector, { hasText: text }).first().waitFor({ timeout: 60_000 });
    const shownMs = Date.now() - started;
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };
    };
    const api = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/v1/'))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return `${new URL(entry.name).pathname}${new URL(entry.name).search} ${timing.startTime.toFixed(0)}→${timing.responseStart.toFixed(0)}→${timing.responseEnd.toFixed(0)} ms, ${(timing.encodedBodySize / 1024).toFixed(0)} kB wire, ${(timing.decodedBodySize / 1024).toFixed(0)} kB`;
        }),
    );
    // self time per function from the samples
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const node = byId.get(id);
      const key = node
        ? `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop() ?? ''}:${node.callFrame.lineNumber}`
        : '?';
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    const top = [...self.entries()]
      .filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25);
    console.log(`\nrun ${run}: list shown after ${shownMs} ms (wall clock from goto)`);
    for (const line of api) console.log(`  ${line}`);
    for (const [key, ms] of top) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
    await context.close();
  }
} finally {
  await browser.close();
  await stopNode(child);
  rmSync(dataDir, { recursive: true, force: true });
}
