import { test as base } from '../fixtures';
import { startRealNodeWire, type RealNodeWire } from './server';

/** `realWire`: one proxy per worker that puts the test node behind a real fullnode's wire (server.ts). */
export const test = base.extend<object, { realWire: RealNodeWire }>({
  realWire: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const upstream = process.env.LEDGER_URL;
      if (!upstream) throw new Error('LEDGER_URL is not set: e2e/global-setup.ts starts the node');
      const wire = await startRealNodeWire(new URL(upstream).origin);
      await use(wire);
      await wire.close();
    },
    { scope: 'worker' },
  ],
});
export { expect } from '../fixtures';
