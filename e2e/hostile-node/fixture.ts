import { test as base } from '../fixtures';
import { startHostileServer, type HostileServer } from './server';

/** `hostile`: one hostile node (and its "elsewhere" origin) per worker, shared by every mode the worker runs. */
export const test = base.extend<object, { hostile: HostileServer }>({
  hostile: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const server = await startHostileServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});
export { expect } from '../fixtures';
