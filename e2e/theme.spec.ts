import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The theme switch sets color-scheme on :root; every colour is light-dark(), so the page background
// is the check: #ffffff in light, #0f1216 in dark (src/styles/app.css).
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(15, 18, 22)';

async function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test.describe('theme', () => {
  test('follows the system by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByLabel('Theme')).toHaveValue('system');
    await expect.poll(() => background(page)).toBe(DARK_BG);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => background(page)).toBe(LIGHT_BG);
  });

  test('the switch overrides the system and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByLabel('Theme').selectOption('dark');
    await expect.poll(() => background(page)).toBe(DARK_BG);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(page.getByLabel('Theme')).toHaveValue('dark');
    await expect.poll(() => background(page)).toBe(DARK_BG);
    // component CSS using light-dark() follows too: the status bar's sticky background
    await expect(page.getByLabel('Ledger status')).toHaveCSS('background-color', DARK_BG);

    await page.getByLabel('Theme').selectOption('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => background(page)).toBe(LIGHT_BG);
    await page.getByLabel('Theme').selectOption('system');
    await expect.poll(() => background(page)).toBe(DARK_BG);
    await page.reload();
    await expect(page.getByLabel('Theme')).toHaveValue('system');
  });

  test('keyboard: the skip link is the first stop and moves focus to the page', async ({ page }) => {
    await page.goto('/accounts/0xcafe');
    // Tab only once the page is rendered: a Tab pressed during loading lands nowhere.
    await expect(page.getByRole('heading', { name: /Account/ })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const outline = await skip.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
