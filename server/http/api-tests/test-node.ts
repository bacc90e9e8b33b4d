// Test support: a real node started in-process on a free port with a temporary data directory.
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import Database from 'better-sqlite3';
import { openLedger } from '../../chain/open-ledger';
import { INDEX_TABLES, sqlTableName } from '../../indexer/index-tables';
import { Indexer } from '../../indexer/indexer';
import { openIndexStore } from '../../indexer/index-store';
import { startNode, type NodeOptions, type RunningNode } from '../../node';
import { openSqliteLedgerStore } from '../../store/sqlite-ledger-store';

export interface TestNode extends RunningNode {
  /** API base URL, ending in /v1, as the core's client takes it. */
  api: string;
  dataDir: string;
  /** Stops the node and deletes its data directory (unless keepData). */
  stop(): Promise<void>;
}

export const TEST_HISTORY = 3000;

/** The timeout of a test that starts a node generating its chain itself (no template of it yet): as vite.config.ts's hookTimeout. */
export const GENERATES_CHAIN_TIMEOUT_MS = 180_000;

type ChainKey = Pick<NodeOptions, 'seed' | 'chainId' | 'history'>;

/**
 * The run's copy of a generated chain (chain-templates.global-setup.ts), made on first use; null when
 * the run has no template directory. Two workers may both make one: the first rename wins.
 */
function chainTemplate({ seed, chainId, history }: ChainKey): string | null {
  const root = inject('chainTemplatesDir') as string | undefined;
  if (!root) return null;
  const template = join(root, `seed-${seed}-chain-${chainId}-history-${history}`);
  if (existsSync(template)) return template;
  const making = mkdtempSync(join(root, 'making-'));
  // indexed too: 0xbeef's registry (100,000+ table items) kept every test node's CPU busy for 20-90 s
  // after it started, and reads of other tests timed out meanwhile; closing the ledger checkpoints the WAL
  const ledger = openLedger({ dataDir: making, seed, chainId, history, pruneWindowSeconds: 0, reset: false });
  const indexer = new Indexer(ledger, openIndexStore(join(making, 'ledger.sqlite'), chainId), { lagVersions: 0 });
  indexer.catchUpBulk();
  indexer.stop();
  ledger.close();
  rmSync(join(making, 'LOCK'), { force: true });
  try {
    renameSync(making, template);
  } catch {
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}

/** Fills a new data directory with a template's chain, as a directory of its own (its own `created`, so its own identity and ETags). */
function copyChain(template: string, dataDir: string, emptyIndex: boolean): void {
  cpSync(template, dataDir, { recursive: true });
  // a node whose index is held back starts with it empty, as a new directory's would
  if (emptyIndex) {
    const db = new Database(join(dataDir, 'ledger.sqlite'));
    try {
      for (const table of INDEX_TABLES) if (table.name !== 'ledger_infos') db.exec(`DELETE FROM ${sqlTableName(table.name)}`);
    } finally {
      db.close();
    }
  }
  const store = openSqliteLedgerStore(join(dataDir, 'ledger.sqlite'));
  try {
    store.setMeta({ created: new Date().toISOString() });
  } finally {
    store.close();
  }
}

/**
 * A node on a new temporary directory (or `dataDir`). A new directory starts as a copy of the run's
 * template for its seed, chain id and history instead of generating the same chain again; `freshChain`
 * generates it in the node (a test of generation itself).
 */
export async function startTestNode(
  overrides: Partial<NodeOptions> & { keepData?: boolean; freshChain?: boolean } = {},
): Promise<TestNode> {
  const { keepData = false, freshChain = false, ...options } = overrides;
  const settings = {
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
  };
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ledger-api-test-'));
  if (options.dataDir === undefined && !freshChain && !settings.reset && !settings.onProgress) {
    const template = chainTemplate(settings);
    if (template) copyChain(template, dataDir, (settings.indexerLag ?? 0) > 0);
  }
  const node = await startNode({ ...settings, dataDir });
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
