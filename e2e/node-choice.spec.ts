import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNode, stopNode } from './global-setup';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SCREENS = 'test-results/screenshots';

// A second real node (chain id 9, its own data dir) on another port, and in front of it a tiny
// recording proxy: it forwards every request unchanged and keeps the URL and headers it saw, so the
// test can check what the browser really sent (Authorization header, never a key in a URL).

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  at: number;
  limited: boolean;
}

let second: { child: ChildProcess; url: string; dataDir: string };
/**
 * `rateLimitUntil`: GETs before this time get 429 with Retry-After: 2 (exposed to the page by CORS).
 * `rateLimitNextMs`: the window starts with the next GET of the ledger info (`/v1`) instead, however
 * slowly the page loads and whatever it reads first (a window opened by an earlier read could close
 * before a loaded machine asked for the ledger info).
 */
let proxy: { server: Server; url: string; seen: SeenRequest[]; rateLimitUntil: number; rateLimitNextMs: number };

function startRecordingProxy(target: string): Promise<typeof proxy> {
  const seen: SeenRequest[] = [];
  const targetUrl = new URL(target);
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'GET' && incoming.url === '/v1' && proxy.rateLimitNextMs > 0) {
      proxy.rateLimitUntil = Date.now() + proxy.rateLimitNextMs;
      proxy.rateLimitNextMs = 0;
    }
    const limited = incoming.method === 'GET' && Date.now() < proxy.rateLimitUntil;
    seen.push({ method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, at: Date.now(), limited });
    if (limited) {
      outgoing.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': '2',
        'access-control-allow-origin': incoming.headers.origin ?? '*',
        'access-control-expose-headers': 'Retry-After',
      });
      outgoing.end(JSON.stringify({ message: 'slow down', error_code: 'rate_limited' }));
      return;
    }
    const forward = httpRequest(
      { host: targetUrl.hostname, port: targetUrl.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo; // node:http's own type, not network data
      resolve({ server, url: `http://127.0.0.1:${port}`, seen, rateLimitUntil: 0, rateLimitNextMs: 0 });
    });
  });
}

test.describe('node choice', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000); // a second node starts beside a busy suite
    const dataDir = mkdtempSync(join(tmpdir(), 'ledger-e2e-second-'));
    const started = await startNode(['--data-dir', dataDir, '--chain-id', '9', '--history', '400']);
    second = { ...started, dataDir };
    proxy = await startRecordingProxy(second.url);
  });

  test.afterAll(async () => {
    await new Promise((resolve) => proxy.server.close(resolve));
    await stopNode(second.child);
    rmSync(second.dataDir, { recursive: true, force: true });
  });

  test('a link to another node asks first; declining keeps the serving node and drops the parameter', async ({ page }) => {
    const other = `${second.url}/v1`;
    await page.goto(`/accounts/0xcafe?node=${encodeURIComponent(other)}`);
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText(`This link asks to read from node ${other}. Use it?`);
    // the safe choice has the focus (issue 15: a click through a frame or a stray Enter must grant nothing)
    await expect(page.getByRole('button', { name: 'Stay on the serving node' })).toBeFocused();
    await page.getByRole('button', { name: 'Stay on the serving node' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/accounts\/0xcafe$/);
    await expect(page.getByLabel('Ledger status')).toContainText('chain4');
    // declining is not remembered as consent: the same link asks again
    await page.goto(`/accounts/0xcafe?node=${encodeURIComponent(other)}`);
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });

  test('while the consent prompt asks, nothing is read from any node (issue 30)', async ({ page, baseURL }) => {
    const other = `${second.url}/v1`;
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1')) reads.push(request.url());
    });
    await page.goto(`/accounts/0xcafe/resource/0xcafe::showcase::Large?node=${encodeURIComponent(other)}`);
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expect(page.getByLabel('Ledger status')).toContainText('No node is read until you answer');
    // longer than the status bar waits before asking GET /v1 on its own (3 s)
    await page.waitForTimeout(4_000);
    expect(reads).toEqual([]);
    // declining reads the serving node
    await page.getByRole('button', { name: 'Stay on the serving node' }).click();
    await expect(page.getByLabel('Ledger status')).toContainText('chain4');
    expect(reads.some((url) => url.startsWith(`${baseURL ?? ''}/v1/accounts/0xcafe/resource/`))).toBe(true);
  });

  test('accepting reads from the second node, shows its chain id, and is remembered for its origin', async ({ page }) => {
    const other = `${second.url}/v1`;
    await page.goto(`/?node=${encodeURIComponent(other)}`);
    await page.getByRole('button', { name: 'Use it' }).click();
    await expect(page.getByLabel('Ledger status')).toContainText('chain9');
    await expect(page.locator('.node-settings summary')).toContainText('chain 9');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(other);
    // links inside the app carry the node
    await expect(page.getByRole('link', { name: 'The showcase resource' })).toHaveAttribute(
      'href',
      new RegExp(`node=${encodeURIComponent(other)}`),
    );
    await page.getByRole('link', { name: 'The showcase resource' }).click();
    await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Showcase' })).toBeVisible();
    await expect(page.getByLabel('Ledger status')).toContainText('chain9');
    // a new link to the same origin does not ask again
    await page.goto(`/accounts/0xcafe?node=${encodeURIComponent(other)}`);
    await expect(page.getByLabel('Ledger status')).toContainText('chain9');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('the settings validate the URL, use another node with its API key in the Authorization header, and remember it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('.node-settings summary')).toContainText('chain 4');
    await page.locator('.node-settings summary').click();
    const urlInput = page.getByLabel('Node URL (ends in /v1)');
    await urlInput.fill(`${proxy.url}/v2`);
    await page.getByRole('button', { name: 'Use this node' }).click();
    await expect(page.getByRole('alert')).toHaveText('Node URL: a node URL ends in /v1, for example http://127.0.0.1:8080/v1');
    await expect(urlInput).toHaveAttribute('aria-invalid', 'true');

    const proxied = `${proxy.url}/v1`;
    await urlInput.fill(proxied);
    await page.getByLabel(/API key/).fill('test-key-42');
    proxy.seen.length = 0;
    await page.getByRole('button', { name: 'Use this node' }).click();
    await expect(page.getByLabel('Ledger status')).toContainText('chain9');
    await expect(page.locator('.node-settings summary')).toContainText(`127.0.0.1:${new URL(proxy.url).port}/v1`);
    await expect(page).toHaveURL(new RegExp(`node=${encodeURIComponent(proxied)}`));

    const gets = proxy.seen.filter((seen) => seen.method === 'GET');
    expect(gets.length).toBeGreaterThan(0);
    for (const seen of gets) expect(seen.headers.authorization, seen.url).toBe('Bearer test-key-42');
    for (const seen of proxy.seen) expect(seen.url).not.toContain('test-key-42');
    expect(page.url()).not.toContain('test-key-42');

    // remembered: a fresh visit without ?node= reads the serving node, as that link does in any browser,
    // and offers the chosen node, read with its key in one click
    proxy.seen.length = 0;
    await page.goto('/');
    await expect(page.getByLabel('Ledger status')).toContainText('chain4');
    const offer = page.getByRole('region', { name: 'Which node this page reads' });
    await expect(offer).toContainText(`The node you chose is ${proxied}`);
    expect(proxy.seen).toEqual([]);
    await offer.getByRole('button', { name: `Read this page on ${proxied}` }).click();
    await expect(page.getByLabel('Ledger status')).toContainText('chain9');
    await expect(page).toHaveURL(new RegExp(`node=${encodeURIComponent(proxied)}`));
    expect(proxy.seen.some((seen) => seen.headers.authorization === 'Bearer test-key-42')).toBe(true);

    // and back to the serving node
    await page.locator('.node-settings summary').click();
    await page.getByRole('button', { name: 'Back to the serving node' }).click();
    await expect(page.getByLabel('Ledger status')).toContainText('chain4');
    await page.reload();
    await expect(page.getByLabel('Ledger status')).toContainText('chain4');

    // the node used before is one click away, with its key, until the list is cleared
    await page.locator('.node-settings summary').click();
    const recent = page.getByRole('region', { name: 'Recent nodes' });
    await recent.getByRole('button', { name: proxied }).click();
    await expect(page.getByLabel('Ledger status')).toContainText('chain9');
    await expect(page).toHaveURL(new RegExp(`node=${encodeURIComponent(proxied)}`));
    await page.locator('.node-settings summary').click();
    await page.getByRole('button', { name: 'Back to the serving node' }).click();
    await expect(page.getByLabel('Ledger status')).toContainText('chain4');
    await page.locator('.node-settings summary').click();
    await recent.getByRole('button', { name: 'Clear recent nodes' }).click();
    await expect(recent).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('ledger-explorer:recent-nodes'))).toBeNull();
  });

  test('a copied link opens on the node, version and values its sender saw (issue 30, item 1)', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const proxied = `${proxy.url}/v1`;
    const showcase = '/accounts/0xcafe/resource/0xcafe::showcase::Showcase';
    const status = (on: Page) => on.getByLabel('Ledger status');
    const tree = (on: Page) => on.getByRole('tree', { name: 'Resource 0xcafe::showcase::Showcase' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 900 });
    // 1. the sender chooses the second node (chain 9) in the Node control
    await page.goto('/');
    await page.locator('.node-settings summary').click();
    await page.getByLabel('Node URL (ends in /v1)').fill(proxied);
    await page.getByRole('button', { name: 'Use this node' }).click();
    await expect(status(page)).toContainText('chain9');

    // 2. then pastes a link naming no node: it reads what it reads for anyone (the serving node, chain 4),
    // says so, and offers the chosen node; nothing is asked of the chosen node meanwhile
    proxy.seen.length = 0;
    await page.goto(showcase);
    await expect(tree(page)).toBeVisible();
    await expect(status(page)).toContainText('chain4');
    const offer = page.getByRole('region', { name: 'Which node this page reads' });
    await expect(offer).toContainText(`This link names no node, so it reads the node serving this explorer, ${baseURL ?? ''}/v1 (chain 4)`);
    expect(proxy.seen.filter((seen) => seen.url.startsWith('/v1/accounts/'))).toEqual([]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SCREENS}/node-offer-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // 3. one click reads the chosen node, and the address bar names it
    await offer.getByRole('button', { name: `Read this page on ${proxied}` }).click();
    await expect(page).toHaveURL(new RegExp(`node=${encodeURIComponent(proxied)}`));
    await expect(status(page)).toContainText('chain9');
    await expect(offer).toHaveCount(0);

    // 4. pin, copy the link and the request: both name the node
    await expect(tree(page)).toBeVisible();
    await page.locator('main').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('p');
    await expect(page).toHaveURL(/ledger_version=\d+/);
    const pinned = new URL(page.url()).searchParams.get('ledger_version');
    expect(pinned).toMatch(/^\d+$/);
    await page.getByRole('button', { name: 'Copy link to this version' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('ledger_version=');
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(link.searchParams.get('node')).toBe(proxied);
    expect(link.searchParams.get('ledger_version')).toBe(pinned);
    await page.getByRole('button', { name: 'Copy the request as curl' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`${proxied}/accounts/0xcafe/resource/`);
    const sent = await tree(page).innerText();

    // 5. a fresh browser opens it: asked to agree to the node, then the same chain, version and values
    const fresh = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    try {
      const reader = await fresh.newPage();
      await reader.goto(link.toString());
      await expect(reader.getByRole('alertdialog')).toContainText(`This link asks to read from node ${proxied}`);
      await reader.getByRole('button', { name: 'Use it' }).click();
      await expect(status(reader)).toContainText('chain9');
      await expect(status(reader)).toContainText(`pinned at ${pinned ?? ''}`);
      await expect(tree(reader)).toBeVisible();
      expect(await tree(reader).innerText()).toBe(sent);
      for (const width of [1280, 375]) {
        await reader.setViewportSize({ width, height: 900 });
        await reader.screenshot({ path: `${SCREENS}/copied-link-reader-${width}.png` });
      }
    } finally {
      await fresh.close();
    }
    // back to the serving node for the tests after this one
    await page.locator('.node-settings summary').click();
    await page.getByRole('button', { name: 'Back to the serving node' }).click();
    await expect(status(page)).toContainText('chain4');
  });

  test('a URL that is not a node API is said to be one: an HTML page of this origin', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(page.locator('.node-settings summary')).toContainText('chain 4');
    await page.locator('.node-settings summary').click();
    // this server's explorer pages answer every path outside /v1 with index.html
    await page.getByLabel('Node URL (ends in /v1)').fill(`${baseURL}/not-a-node/v1`);
    await page.getByRole('button', { name: 'Use this node' }).click();
    const status = page.getByLabel('Ledger status');
    await expect(status.locator('[data-problem="not-api"]')).toContainText(
      `This URL does not answer like a node API (got HTML, HTTP 200, from ${baseURL}/not-a-node/v1`,
    );
    await expect(status).not.toContainText('hides its ledger headers');
  });

  test('a 429 waits for Retry-After before asking again', async ({ page }) => {
    const proxied = `${proxy.url}/v1`;
    await page.goto('/');
    await page.evaluate((node) => localStorage.setItem('ledger-explorer:node', JSON.stringify(node)), proxied);
    proxy.seen.length = 0;
    proxy.rateLimitNextMs = 1_000;
    await page.goto(`/?node=${encodeURIComponent(proxied)}`);
    await expect(page.getByLabel('Ledger status')).toContainText('chain9');
    // the status bar may fill from another read's headers first: wait for the ledger info's own retry
    const infoRequests = () => proxy.seen.filter((seen) => seen.method === 'GET' && seen.url === '/v1');
    await expect.poll(() => infoRequests().some((seen) => !seen.limited)).toBe(true);
    const ledgerInfo = infoRequests();
    const answered = ledgerInfo.findIndex((seen) => !seen.limited);
    expect(answered).toBeGreaterThan(0);
    const lastLimited = ledgerInfo[answered - 1];
    const firstAnswered = ledgerInfo[answered];
    expect(lastLimited?.limited).toBe(true);
    // Retry-After: 2 → about 2 s; the exponential backoff alone would have retried after 0.8 s
    expect((firstAnswered?.at ?? 0) - (lastLimited?.at ?? 0)).toBeGreaterThanOrEqual(1_900);
  });
});

test('the offer of the chosen node on a link naming none has no axe violation', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ledger-explorer:node', JSON.stringify('http://127.0.0.1:9/v1')));
  await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Clock');
  await expect(page.getByRole('region', { name: 'Which node this page reads' })).toContainText(
    'The node you chose is http://127.0.0.1:9/v1',
  );
  // the page reads the serving node meanwhile: the chosen one (nothing listens there) is never asked
  await expect(page.getByRole('tree', { name: 'Resource 0xcafe::showcase::Clock' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id} (${violation.impact ?? ''})`)).toEqual([]);
});
