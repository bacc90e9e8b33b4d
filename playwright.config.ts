import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// Browser tests run against the built app (`dist/`) served by a real local node that
// e2e/global-setup.ts starts on a free port with a fixed seed and live blocks off.
export default defineConfig({
  testDir: 'e2e',
  // E2E_OUTPUT_DIR / E2E_STATIC let parallel runs (e.g. several engineers) keep apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/playwright',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: findChromium() ?? undefined, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
