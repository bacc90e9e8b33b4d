import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Everyday tools (issue 14 items 12–14): copy the link, the request as code, a tree value or path in
// one click, and the keyboard shortcuts, shown beside their controls and in the `?` overlay.

const TYPE = '0xcafe::showcase::Showcase';

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The clipboard once a copy has landed: a copy is asynchronous (a writer may load first), so poll. */
function expectClipboard(page: Page) {
  return expect.poll(() => clipboard(page));
}

async function latestVersion(page: Page, baseURL: string | undefined): Promise<bigint> {
  const response = await page.request.get(`${baseURL ?? ''}/v1`);
  return BigInt(((await response.json()) as { ledger_version: string }).ledger_version);
}

test.describe('copy and keyboard', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('the link and the request are pinned to the version on screen, also while following latest', async ({ page, baseURL }) => {
    await page.goto(`/accounts/0xcafe/resource/${TYPE}`);
    await expect(page.getByRole('group', { name: 'Ledger version' })).toContainText('showing version');
    const shown = await page.getByRole('group', { name: 'Ledger version' }).locator('strong').textContent();
    await page.getByRole('button', { name: 'Copy link to this version' }).click();
    await expectClipboard(page).toContain(`ledger_version=${shown ?? ''}`);
    const link = new URL(await clipboard(page));
    expect(link.pathname).toBe(`/accounts/0xcafe/resource/${TYPE}`);
    expect(link.searchParams.get('ledger_version')).toBe(shown);

    await page.getByRole('button', { name: 'Copy the request as curl' }).click();
    await expectClipboard(page).toMatch(/^curl -sS /u);
    const curl = await clipboard(page);
    // what is on screen, not whatever latest is when the command runs (issue 25 item 3)
    expect(curl).toContain(
      `curl -sS '${baseURL ?? ''}/v1/accounts/0xcafe/resource/0xcafe%3A%3Ashowcase%3A%3AShowcase?ledger_version=${shown ?? ''}'`,
    );
    expect(curl).toContain("-H 'Accept: application/json'");
    // `c` copies the same command as the button
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.keyboard.press('c');
    await expectClipboard(page).toBe(curl);
    await page.getByRole('button', { name: 'Copy the request as a TS SDK call' }).click();
    await expectClipboard(page).toContain(
      'aptos.getAccountResource({ accountAddress: "0x000000000000000000000000000000000000000000000000000000000000cafe"',
    );
    await expectClipboard(page).toContain(`options: { ledgerVersion: ${shown ?? ''}n }`);
  });

  test('shortcuts step, pin and copy; never while typing; ? lists them', async ({ page, baseURL }) => {
    const version = (await latestVersion(page, baseURL)) - 5n;
    await page.goto(`/accounts/0x1/resource/0x1::chain_id::ChainId?ledger_version=${version}`);
    const versions = page.getByRole('group', { name: 'Ledger version' });
    await expect(versions).toContainText(`Pinned at ${version}`);
    // the keys are shown beside the controls they drive
    await expect(page.getByRole('button', { name: 'Previous version' })).toHaveAttribute('aria-keyshortcuts', '[');
    await expect(page.getByRole('button', { name: 'Previous version' }).locator('kbd')).toHaveText('[');

    await page.keyboard.press('[');
    await expect(versions).toContainText(`Pinned at ${version - 1n}`);
    await page.keyboard.press(']');
    await expect(versions).toContainText(`Pinned at ${version}`);
    await page.keyboard.press(']');
    await expect(versions).toContainText(`Pinned at ${version + 1n}`);
    await expect(page).toHaveURL(new RegExp(`ledger_version=${version + 1n}`));
    await page.keyboard.press('p');
    // `p` pins the version on screen: there is none until the latest read answers
    await expect(versions).toContainText('Following latest — showing version');
    await page.keyboard.press('p');
    await expect(versions).toContainText('Pinned at');

    await page.keyboard.press('c');
    // this page's request (the clipboard outlives a test: another test's curl must not pass)
    await expectClipboard(page).toMatch(/^curl -sS '[^']*\/v1\/accounts\/0x1\/resource\/0x1%3A%3Achain_id%3A%3AChainId\?ledger_version=/u);
    await page.keyboard.press('y');
    await expectClipboard(page).toContain('/accounts/0x1/resource/0x1::chain_id::ChainId?ledger_version=');

    // typing in a field: the keys are text, not shortcuts
    const pinnedText = (await versions.textContent()) ?? '';
    const pinned = BigInt(/Pinned at (\d+)/u.exec(pinnedText)?.[1] ?? '-1');
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await page.keyboard.type('[p]');
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('[p]');
    expect(await versions.textContent()).toBe(pinnedText);

    await page.getByRole('combobox', { name: 'Search' }).blur();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    for (const key of ['/', '[', ']', '{', '}', 'p', 'y', 'c', '?'])
      await expect(help.locator('kbd', { hasText: key }).first()).toBeVisible();
    // no shortcut acts behind the open dialog
    await page.keyboard.press('[');
    expect(await versions.textContent()).toBe(pinnedText);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    // the keys typed in the field and pressed behind the dialog did nothing: one step now lands one back
    await page.keyboard.press('[');
    await expect(versions).toContainText(`Pinned at ${pinned - 1n}`);
    await expect(page).toHaveURL(new RegExp(`ledger_version=${pinned - 1n}$`));
  });

  test('{ and } open the previous and next change of the value on screen (issue 30)', async ({ page }) => {
    await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Showcase?ledger_version=15000');
    const navigator = page.getByRole('group', { name: 'Changes of this value' });
    await expect(navigator.getByRole('button', { name: '← Previous change' })).toHaveAttribute('aria-keyshortcuts', '{');
    await expect(navigator.getByRole('button', { name: 'Next change →' })).toBeEnabled();
    await page.keyboard.press('{');
    await expect(navigator).toContainText(/Previous change: version (\d+)/);
    const previous = BigInt(/Previous change: version (\d+)/.exec((await navigator.textContent()) ?? '')?.[1] ?? '-1');
    expect(previous).toBeLessThan(15000n);
    await expect(page).toHaveURL(new RegExp(`ledger_version=${previous}(&|$)`));
    await expect(navigator.getByRole('button', { name: 'Next change →' })).toBeEnabled();
    await page.keyboard.press('}');
    await expect(navigator).toContainText(/Next change: version (\d+)/);
    const next = BigInt(/Next change: version (\d+)/.exec((await navigator.textContent()) ?? '')?.[1] ?? '-1');
    expect(next).toBeGreaterThan(previous);
    await expect(page).toHaveURL(new RegExp(`ledger_version=${next}(&|$)`));
  });

  test('a tree value and its path copy in one click', async ({ page }) => {
    await page.goto(`/accounts/0x1/resource/0x1::chain_id::ChainId`);
    const row = page.getByRole('treeitem').filter({ hasText: 'id:' });
    await row.hover();
    await row.locator('button[title="Copy this value"]').click();
    // the status lasts two seconds: look for it first
    await expect(page.getByRole('status').filter({ hasText: 'Copied the value at .id' })).toBeVisible();
    await expectClipboard(page).toBe('4');
    await row.locator('button[title="Copy this path"]').click();
    await expectClipboard(page).toBe('.id');
  });

  test('a starred page (with its version) is on the home page and suggested in the search box, until removed', async ({ page }) => {
    await page.goto('/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=19000');
    await page.getByRole('button', { name: '☆ Star' }).click();
    await expect(page.getByRole('button', { name: '★ Starred' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: 'Ledger Explorer' }).click();
    const starred = page.getByRole('region', { name: 'Starred' });
    await expect(starred.getByRole('link')).toHaveText('0xcafe::showcase::Clock at 0xcafe @ 19000');
    // the suggestions are read once the box is focused (search-box.tsx): a page's first load leaves them out
    await page.getByRole('combobox', { name: 'Search' }).focus();
    await expect(page.locator('#search-suggestions option')).toHaveAttribute('value', '0xcafe 0xcafe::showcase::Clock');
    await starred.getByRole('link').click();
    await expect(page).toHaveURL(/\/accounts\/0xcafe\/resource\/0xcafe::showcase::Clock\?ledger_version=19000$/);
    await page.goBack();
    await page.getByRole('region', { name: 'Starred' }).getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('region', { name: 'Starred' })).toHaveCount(0);
  });
});
