import { expect, test } from './fixtures';

// Saved places read back from storage another tab, an old version or a script could have written
// (issue 25 item 18): `/\t/evil.example/phish` passed a pattern on the text, and the browser, which drops
// the tab when it parses the link, took the starred link to http://evil.example/phish.

test('a stored place the browser would resolve to another origin is not shown, and the list is cut to its cap', async ({ page }) => {
  await page.addInitScript(() => {
    const hostile = ['/\t/evil.example/phish', '/\n/evil.example/x', '/\\evil.example/y'].map((href) => ({
      href,
      label: `Phish ${href.length}`,
      search: '',
    }));
    const many = Array.from({ length: 70 }, (_, index) => ({
      href: `/accounts/0x${(index + 1).toString(16)}`,
      label: `Account ${index + 1}`,
      search: '',
    }));
    localStorage.setItem('ledger-explorer:starred', JSON.stringify([...hostile, ...many]));
  });
  await page.goto('/');
  const starred = page.getByRole('region', { name: 'Starred' });
  await expect(starred.getByRole('link', { name: /Account 1$/ })).toBeVisible();
  await expect(starred.getByRole('link', { name: /Phish/ })).toHaveCount(0);
  // every link resolves on this origin, and the list holds no more than may be written (50)
  const hrefs = await starred.getByRole('link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(hrefs).toHaveLength(50);
  for (const href of hrefs) expect(new URL(href).origin).toBe(new URL(page.url()).origin);
  await starred.getByRole('link', { name: /Account 1$/ }).click();
  await expect(page).toHaveURL(/\/accounts\/0x1$/);
});
