// bench:app, the diff of Large (issue 12, issue 34 item 9): its first rows on screen ≤ 300 ms, cold
// (a deep link with `compare=`: both 4 MB reads) and from the Large page (one more read, the diff).
import type { Browser } from '@playwright/test';
import { coldLoad, median, row } from './page-timing';

const LARGE = '/accounts/0xcafe/resource/0xcafe::showcase::Large';
const DIFF_SHOWN = { selector: 'section[aria-label="Differences"]', text: 'From version' };
const TARGET_MS = 300;

/** From the Large page at `version` (on screen), opens its diff with `compare` in the page: ms until the summary paints. */
async function fromLargePage(browser: Browser, url: string, version: number, compare: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}${LARGE}?ledger_version=${version}`);
    await page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Large' }).waitFor();
    await page.waitForTimeout(1_000); // the page's own follow-up reads (history, neighbours) settle, as a reader's pause
    return await page.evaluate(
      ([search, shown]) =>
        new Promise<number>((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector(shown.selector)?.textContent?.includes(shown.text)) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
          });
          observer.observe(document, { childList: true, subtree: true, characterData: true });
          window.history.pushState(null, '', `${window.location.pathname}${search}`);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }),
      [`?ledger_version=${version}&compare=${compare}`, DIFF_SHOWN] as const,
    );
  } finally {
    await context.close();
  }
}

export async function benchDiff(browser: Browser, url: string, options: { quick: boolean }): Promise<string[]> {
  const runs = options.quick ? 3 : 5;
  await coldLoad(browser, `${url}${LARGE}?ledger_version=19000&compare=15000`, DIFF_SHOWN); // warms the node
  const cold = [];
  const warm = [];
  for (let run = 0; run < runs; run++) {
    cold.push((await coldLoad(browser, `${url}${LARGE}?ledger_version=${19_000 + run}&compare=${15_000 + run}`, DIFF_SHOWN)).visibleMs);
    warm.push(await fromLargePage(browser, url, 19_100 + run, 15_100 + run));
  }
  const warmMs = median(warm);
  return [
    row(`diff of Large, deep link → first rows painted (median of ${runs} cold loads)`, `${median(cold).toFixed(0)} ms`, '', null),
    row(
      `diff of Large, from the Large page → first rows painted (median of ${runs})`,
      `${warmMs.toFixed(0)} ms`,
      `≤ ${TARGET_MS} ms`,
      warmMs <= TARGET_MS,
    ),
  ];
}
