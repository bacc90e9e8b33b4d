// Test support: a real node started in-process on a free port with a temporary data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNode, type NodeOptions, type RunningNode } from '../../node';

export interface TestNode extends RunningNode {
  /** API base URL, ending in /v1, as the core's client takes it. */
  api: string;
  dataDir: string;
  /** Stops the node and deletes its data directory (unless keepData). */
  stop(): Promise<void>;
}

export const TEST_HISTORY = 3000;

export async function startTestNode(overrides: Partial<NodeOptions> & { keepData?: boolean } = {}): Promise<TestNode> {
  const { keepData = false, ...options } = overrides;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ledger-api-test-'));
  const node = await startNode({
    host: '127.0.0.1',
    port: 0,
    seed: 1,
    chainId: 4,
    history: TEST_HISTORY,
    blockIntervalMs: 0,
    pruneWindowSeconds: 0,
    reset: false,
    staticDir: null,
    ...options,
    dataDir,
  });
  return {
    ...node,
    api: `${node.url}/v1`,
    dataDir,
    async stop() {
      await node.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
