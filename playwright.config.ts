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
  // a loaded two-core CI machine (load average 10+) can take many seconds for what a user's machine does
  // at once (a lazy route's chunk, a node's first read): wait as long as a user would, on conditions
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: findChromium() ?? undefined, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
