// The LedgerStore on SQLite: the file and its schema (sqlite-schema.ts), reads (sqlite-state-reads.ts, sqlite-record-reads.ts) and
// writes (sqlite-writes.ts).
import type { LedgerStore } from './ledger-store';
import { openSqliteDatabase, type SqliteStoreOptions } from './sqlite-schema';
import { sqliteRecordReads } from './sqlite-record-reads';
import { sqliteStateReads } from './sqlite-state-reads';
import { sqliteWrites } from './sqlite-writes';

export type { SqliteStoreOptions } from './sqlite-schema';

/** Opens (creating when absent) the SQLite file at `file`: WAL, integers read as bigint. */
export function openSqliteLedgerStore(file: string, options: SqliteStoreOptions = {}): LedgerStore {
  const { db, limitSize, checkpointer } = openSqliteDatabase(file, options);
  return {
    ...sqliteStateReads(db),
    ...sqliteRecordReads(db),
    ...sqliteWrites(db),
    roomForBulkWrites: () => checkpointer.roomForBulkWrites(),
    limitSize,
    close: () => {
      checkpointer.stop();
      // the last connection to close checkpoints what is left and removes the WAL
      db.close();
    },
  };
}
