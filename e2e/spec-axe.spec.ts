import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// The node's own API page (/v1/spec, server/spec): stock Swagger UI plus our fixes (swagger-a11y.css,
// labels and options in spec-init.js). Checked with every operation expanded, so parameter tables,
// example selects and responses are on the page too, in both system themes (Swagger UI's dark mode
// follows the system). Serious and critical findings only, as on the explorer's pages (e2e/a11y.spec.ts).

// One at a time: axe over the fully expanded page is heavy on a shared machine.
test.describe.configure({ mode: 'serial' });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`/v1/spec: no serious axe violations, every operation open (${colorScheme})`, async ({ page }) => {
    // expanding every operation and auditing the whole page takes minutes on a loaded two-core machine
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme });
    await page.goto('/v1/spec');
    await expect(page.locator('.info .title')).toContainText('Ledger state read API', { timeout: 20_000 });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark-mode/ : /^(?!.*dark-mode)/);
    const toggles = page.locator('.opblock-summary-control');
    await expect.poll(() => toggles.count()).toBeGreaterThanOrEqual(7);
    const count = await toggles.count();
    for (let i = 0; i < count; i += 1) await toggles.nth(i).click();
    await expect(page.locator('.opblock.is-open')).toHaveCount(count);
    await expect(page.locator('select#servers')).toHaveAttribute('aria-label', 'Server');

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    const summary = serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? ''})`).join(', ')}`);
    expect(summary).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/spec-page-${colorScheme}.png` });
  });
}
