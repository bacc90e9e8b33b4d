import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w,h,s] of [[375,667,'light'],[1280,800,'dark']]) {
const page = await browser.newPage({ viewport: { width: w, height: h }, colorScheme: s });
await page.goto('http://127.0.0.1:5400/accounts/0xbeef');
await page.getByRole('link', { name: '0xbeef::crowd_0::Item0', exact: true }).waitFor();
await page.waitForTimeout(3000);
await page.goto('http://127.0.0.1:5400/accounts/0xbeef#:~:text=0xbeef%3A%3Acrowd_90%3A%3AItem17');
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => { const el = document.querySelector('.find-chunk > div > div'); return el ? getComputedStyle(el, '::target-text').backgroundColor : 'none'; }));
await page.screenshot({ path: `/tmp/shot-find-${w}.png` });
}
await browser.close();
