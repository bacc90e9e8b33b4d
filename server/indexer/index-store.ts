// The index's tables in the ledger's SQLite file (ix_* beside the ledger's own; store schema 5), on a
// connection of its own: the processor writes there between blocks, the GraphQL resolvers read.
// The pruner never touches them, so indexed history outlives the window.
import Database from 'better-sqlite3';
import { INDEX_TABLES, PROCESSORS, secondaryIndexes, sqlTableName, tableDdl } from './index-tables';
import type { IndexSink, Row } from './index-processor';
import { timestampText } from './sql-values';

export interface IndexStore extends IndexSink {
  readonly db: Database.Database;
  /** The version every processor has indexed through; -1 before genesis. */
  lastSuccessVersion(): bigint;
  /** Runs `work` in one SQLite transaction, then marks every processor done through `version` (work returns its ledger time). */
  commit(version: bigint, work: () => bigint): void;
  /**
   * Runs `work` (commits of a long backlog) with the secondary indexes dropped and made again after it,
   * and a page cache that holds the tables: one sort per index instead of a random B-tree insert per row,
   * and commits that rewrite few pages. Only an empty index is loaded so (a new directory's history);
   * should the process die meanwhile, opening the store makes the indexes again.
   */
  bulkLoad(work: () => void): void;
  /** Gathers SQLite's statistics of the index's tables, so the planner picks the index a query needs. */
  analyze(): void;
  close(): void;
}

/** The page cache during a bulk load (a bound, not an allocation): the index of 20,000 versions is ~90 MB. */
const BULK_CACHE_KIB = 256 * 1024;

export function openIndexStore(file: string, chainId: number): IndexStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // the ledger's checkpoint worker checkpoints this file; a commit here never does
  db.pragma('wal_autocheckpoint = 0');
  db.pragma('busy_timeout = 5000');
  db.defaultSafeIntegers(true);
  db.exec(INDEX_TABLES.map(tableDdl).join('\n'));
  db.prepare(`INSERT OR IGNORE INTO ${sqlTableName('ledger_infos')} (chain_id) VALUES (?)`).run(BigInt(chainId));

  // positional parameters: binding by name cost a third of the indexing time
  const upserts = new Map<string, { statement: Database.Statement; columns: string[] }>();
  for (const table of INDEX_TABLES) {
    const columns = table.columns.map((col) => col.name);
    const sql = `INSERT OR REPLACE INTO ${sqlTableName(table.name)} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    upserts.set(table.name, { statement: db.prepare(sql), columns });
  }
  const balance = db.prepare<[string], { amount: string }>(
    `SELECT amount FROM ${sqlTableName('current_fungible_asset_balances')} WHERE storage_id = ?`,
  );
  const status = db.prepare<[], { v: bigint | null }>(`SELECT min(last_success_version) AS v FROM ${sqlTableName('processor_status')}`);
  const putStatus = upserts.get('processor_status');
  return {
    db,
    put(table: string, row: Row): void {
      const upsert = upserts.get(table);
      if (upsert === undefined) throw new Error(`index-store: no table ${table}`);
      upsert.statement.run(upsert.columns.map((name) => row[name] ?? null));
    },
    balanceOf(storageId) {
      return balance.get(storageId)?.amount ?? null;
    },
    lastSuccessVersion() {
      return status.get()?.v ?? -1n;
    },
    commit(version, work) {
      db.transaction(() => {
        const lastTimestampUsec = work();
        const updated = timestampText(BigInt(Date.now()) * 1000n);
        for (const processor of PROCESSORS) {
          putStatus?.statement.run(processor, version, updated, timestampText(lastTimestampUsec));
        }
      })();
    },
    bulkLoad(work) {
      const dropped = status.get()?.v === null ? INDEX_TABLES.flatMap(secondaryIndexes) : [];
      for (const index of dropped) db.exec(`DROP INDEX IF EXISTS ${index.name}`);
      const cacheSize = db.pragma('cache_size', { simple: true }) as bigint;
      db.pragma(`cache_size = -${BULK_CACHE_KIB}`);
      try {
        work();
      } finally {
        db.pragma(`cache_size = ${cacheSize}`);
        // in a transaction: one commit for them all
        db.transaction(() => {
          for (const index of dropped) db.exec(index.create);
        })();
      }
    },
    analyze() {
      // sampled (0.4 s for the registry's two tables at a load average of 25): without statistics the planner walked the 100,000-entry registry by
      // version and sorted it for a page by key at version N (1.2 s), and scanned it for a key (150 ms)
      db.pragma('analysis_limit = 1000');
      for (const table of INDEX_TABLES) db.exec(`ANALYZE ${sqlTableName(table.name)}`);
    },
    close() {
      db.close();
    },
  };
}
