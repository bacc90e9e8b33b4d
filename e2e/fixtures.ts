import { test as base, expect } from '@playwright/test';
import { stopLiveNodes } from './global-setup';

/** `baseURL` is the local node started by global-setup (it serves the built app at `/`). */
export const test = base.extend<{ stopsLiveNodes: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  baseURL: async ({}, use) => {
    const url = process.env.LEDGER_URL;
    if (!url) throw new Error('LEDGER_URL is not set: e2e/global-setup.ts starts the node');
    await use(url);
  },
  // a test that times out abandons its body: the nodes it started with withLiveNode are stopped here
  stopsLiveNodes: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      await use();
      await stopLiveNodes();
    },
    { auto: true },
  ],
});
export { expect };
