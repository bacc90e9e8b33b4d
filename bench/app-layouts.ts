// bench:app, layouts for a table page (issue 13): a value whose type only the node's module ABI
// describes (the upgraded showcase's `Badge`, docs/demo-chain.md#modules-and-the-showcase-upgrade) beside one the
// registry knows (`Entry`): cold load → decoded value painted, the module requests it took (goal: one
// per module), and a second key of the same table typed on the same page (goal: no module request).
import type { Browser, Page } from '@playwright/test';
import { median, noteWhenShown, row } from './page-timing';

const BADGES = '/tables/0x3615188b4902dc808435d20c890f6acc19402a109962d57d1d53b10c64eed0be/raw_item';
const BY_NAME = '/tables/0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279/raw_item';

interface Case {
  name: string;
  /** first key's page, and the text its decoded value shows */
  href: string;
  shows: string;
  /** a second key typed into the key builder, and what its value shows */
  nextKey: string;
  nextShows: string;
}

const CASES: Case[] = [
  {
    name: "ABI (0xcafe::showcase::Badge, from the node's module)",
    href: `${BADGES}?key=0x0100000000000000&key_type=u64&key_value=1&value_type=0xcafe::showcase::Badge&ledger_version=19000`,
    shows: 'founder',
    nextKey: '2',
    nextShows: 'builder',
  },
  {
    name: 'registry (0xcafe::showcase::Entry)',
    href: `${BY_NAME}?key=0x05616c706861&key_type=0x1::string::String&key_value=alpha&value_type=0xcafe::showcase::Entry&ledger_version=19000`,
    shows: 'first',
    nextKey: 'beta',
    nextShows: 'second',
  },
];

const isModuleRequest = (url: string) => /\/v1\/accounts\/[^/]+\/(module\/|modules)/.test(new URL(url).pathname);

/** Types a key into the key builder and times until the tree shows `text`. */
async function timeSecondKey(page: Page, key: string, text: string): Promise<number> {
  const start = performance.now();
  await page.getByLabel('Key value').fill(key);
  // the key builder sends it once its encoder (loaded on demand) has encoded it
  await page.getByLabel('Key value').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('key_value') === key, { timeout: 30_000 });
  await page.getByRole('tree', { name: 'Decoded value' }).filter({ hasText: text }).waitFor({ timeout: 30_000 });
  return performance.now() - start;
}

interface Measured {
  visibleMs: number;
  moduleRequests: number;
  secondKeyMs: number;
  secondKeyModuleRequests: number;
}

async function measure(browser: Browser, url: string, which: Case): Promise<Measured> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const modules: string[] = [];
    page.on('request', (request) => {
      if (isModuleRequest(request.url())) modules.push(request.url());
    });
    const { noted } = await noteWhenShown(page, { selector: '[role="tree"]', text: which.shows });
    await page.goto(`${url}${which.href}`, { waitUntil: 'commit' });
    const { paintedMs } = await noted;
    const moduleRequests = modules.length;
    const secondKeyMs = await timeSecondKey(page, which.nextKey, which.nextShows);
    return { visibleMs: paintedMs, moduleRequests, secondKeyMs, secondKeyModuleRequests: modules.length - moduleRequests };
  } finally {
    await context.close();
  }
}

export async function benchLayouts(browser: Browser, url: string, options: { quick: boolean }): Promise<string[]> {
  const rows: string[] = [];
  for (const which of CASES) await measure(browser, url, which); // warm the node
  for (const which of CASES) {
    const runs: Measured[] = [];
    for (let i = 0; i < (options.quick ? 3 : 7); i++) runs.push(await measure(browser, url, which));
    const expected = which.name.startsWith('ABI') ? 1 : 0;
    const requests = [...new Set(runs.map((run) => run.moduleRequests))];
    const again = [...new Set(runs.map((run) => run.secondKeyModuleRequests))];
    rows.push(
      row(
        `table item, ${which.name}: cold load → decoded value painted (median of ${runs.length})`,
        `${median(runs.map((run) => run.visibleMs)).toFixed(0)} ms`,
        '',
        null,
      ),
    );
    rows.push(
      row(
        `  module requests for it (each load)`,
        requests.join(', '),
        `${expected}`,
        requests.every((count) => count === expected),
      ),
    );
    rows.push(
      row(
        `  second key on the same page → its value shown (median)`,
        `${median(runs.map((run) => run.secondKeyMs)).toFixed(0)} ms`,
        '',
        null,
      ),
    );
    rows.push(
      row(
        `  module requests for the second key`,
        again.join(', '),
        '0 (cached)',
        again.every((count) => count === 0),
      ),
    );
  }
  return rows;
}
