import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:18733';
const H = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';
const I = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, url, width] of [
  ['pinned', `/tables/${I}?ledger_version=15000`, 1280],
  ['search', `/tables/${H}?q=al&q_by=key_prefix`, 1280],
  ['diff', `/tables/${H}?ledger_version=20000&compare=19000`, 1280],
  ['phone', `/tables/${I}`, 375],
]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  page.on('console', (m) => { if (m.type() === 'error') console.log(name, 'console:', m.text()); });
  await page.goto(base + url);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/tp/${name}.png` });
  console.log(name, await page.locator('[data-testid=table-count], [data-testid=table-diff] [role=status]').first().textContent().catch(() => 'none'));
  await page.close();
}
await browser.close();
