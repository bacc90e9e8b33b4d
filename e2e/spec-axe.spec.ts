import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { buildOpenApiDocument } from '../server/spec/openapi-document';
import { expect, test } from './fixtures';

// The node's own API page (/v1/spec, server/spec): stock Swagger UI plus our fixes (swagger-a11y.css,
// labels and options in spec-init.js), in both system themes (Swagger UI's dark mode follows the system).
// Serious and critical findings only, as on the explorer's pages (e2e/a11y.spec.ts). Each operation is
// audited open, on its own: one audit of the whole page with every operation open took minutes on a
// loaded machine (axe over 8,000 elements), and outran any sensible timeout.

interface Operation {
  tag: string;
  operationId: string;
}

function operations(): Operation[] {
  const { paths } = buildOpenApiDocument() as { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };
  return Object.values(paths).flatMap((byMethod) =>
    Object.values(byMethod).map(({ operationId, tags }) => ({ tag: tags[0] ?? 'default', operationId })),
  );
}

async function openSpecPage(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.goto('/v1/spec');
  await expect(page.locator('.info .title')).toContainText('Ledger state read API');
  await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark-mode/ : /^(?!.*dark-mode)/);
}

async function seriousViolations(builder: AxeBuilder): Promise<string[]> {
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return serious.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? ''})`).join(', ')}`,
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`/v1/spec, ${colorScheme} theme`, () => {
    test('the page: no serious axe violations', async ({ page }) => {
      await openSpecPage(page, colorScheme);
      await expect(page.locator('select#servers')).toHaveAttribute('aria-label', 'Server');
      expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/spec-page-${colorScheme}.png` });
    });

    for (const { tag, operationId } of operations()) {
      test(`${operationId} open (parameters, examples, responses): no serious axe violations`, async ({ page }) => {
        // about 8 s on a quiet machine; Swagger UI and axe under a load of 11 took up to 60 s
        test.setTimeout(120_000);
        await openSpecPage(page, colorScheme);
        const block = page.locator(`#operations-${tag}-${operationId}`);
        await block.locator('.opblock-summary-control').click();
        await expect(block).toHaveClass(/\bis-open\b/);
        await expect(block.locator('.responses-wrapper')).toBeVisible();
        expect(await seriousViolations(new AxeBuilder({ page }).include(`#operations-${tag}-${operationId}`))).toEqual([]);
      });
    }
  });
}

test('every operation open at once: no id is used twice (labels and descriptions point at one element)', async ({ page }) => {
  test.setTimeout(180_000); // one rule, but axe still walks all 8,000 elements of the open page
  await openSpecPage(page, 'light');
  const toggles = page.locator('.opblock-summary-control');
  await expect(toggles).toHaveCount(operations().length);
  for (const toggle of await toggles.all()) await toggle.click();
  await expect(page.locator('.opblock.is-open')).toHaveCount(operations().length);
  expect(await seriousViolations(new AxeBuilder({ page }).withRules(['duplicate-id-aria']))).toEqual([]);
});
