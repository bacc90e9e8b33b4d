import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

// The served explorer's security headers (issue 15): a CSP that runs only the site's own scripts,
// no framing by another origin, and a consent prompt whose focused choice is the safe one.
let other: Server;
let otherOrigin = '';

test.beforeAll(async ({ baseURL }) => {
  other = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>decoy</title><iframe id="app" src="${baseURL}/accounts/0xcafe" style="opacity:0.01"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

test('a deep link runs under the CSP without a violation, and a script injected into the page does not run', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const answer = await request.get('/accounts/0xcafe/resource/0xcafe::showcase::Showcase');
  expect(answer.headers()['content-security-policy']).toContain("script-src 'self';");
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers()['x-frame-options']).toBe('DENY');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['referrer-policy']).toBe('no-referrer');

  await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Showcase');
  await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Showcase' })).toBeVisible();
  // the spec page (same origin, in a frame) and the chart (loaded on demand) still work under the policy
  await page.goto('/spec');
  await expect(page.locator('iframe').contentFrame().locator('.info .title')).toBeVisible({ timeout: 30_000 });
  // index.html's boot module and the app's chunks ran without a violation
  expect(violations).toEqual([]);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return Reflect.get(window, '__injected') === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test('another origin cannot frame the explorer', async ({ page }) => {
  await page.goto(otherOrigin);
  // Chromium replaces a frame that frame-ancestors refuses with its error page
  await expect
    .poll(
      () =>
        page
          .frames()
          .find((candidate) => candidate !== page.mainFrame())
          ?.url() ?? '',
    )
    .toMatch(/^chrome-error:/);
});

test("the consent prompt's focused button keeps the serving node", async ({ page }) => {
  await page.goto(`/accounts/0xcafe?node=${encodeURIComponent('http://127.0.0.1:9/v1')}`);
  await expect(page.getByRole('button', { name: 'Stay on the serving node' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accounts\/0xcafe$/);
});
