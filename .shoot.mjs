import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:5400';
const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';
const shots = [
  ['resource-1280-light', '/accounts/0xcafe/resource/0xcafe::showcase::Showcase', 1280, 900, 'light'],
  ['resource-375-dark', '/accounts/0xcafe/resource/0xcafe::showcase::Showcase', 375, 667, 'dark'],
  ['table-375-light', `/tables/${BY_NAME}/raw_item?key_type=0x1::string::String&key_value=beta&value_type=0xcafe::showcase::Entry`, 375, 667, 'light'],
  ['table-1280-dark', `/tables/${BY_NAME}/raw_item?key_type=0x1::string::String&key_value=beta&value_type=0xcafe::showcase::Entry`, 1280, 900, 'dark'],
  ['account-find-375-light', '/accounts/0xbeef#:~:text=0xbeef%3A%3Acrowd_1%3A%3AItem7', 375, 667, 'light'],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, path, width, height, scheme] of shots) {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
  await page.goto(base + path);
  await page.waitForTimeout(6000);
  const row = await page.locator('[role="treeitem"]').first().boundingBox().catch(() => null);
  console.log(name, 'first tree row y', row?.y);
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  await page.close();
}
await browser.close();
