// The store's SQLite file as opened: its tables and indexes, and the pragmas that make it fast and bounded
// (WAL, memory map, page cache, a size limit, checkpoints on a worker thread: wal-checkpointer.ts).
import Database from 'better-sqlite3';
import { WAL_LIMIT_FRAMES, startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS state (
  key BLOB NOT NULL,
  version INTEGER NOT NULL,
  value BLOB, -- NULL = deleted, unless blob_id names the value
  blob_id INTEGER, -- values over INLINE_LIMIT live in blobs
  PRIMARY KEY (key, version)
) WITHOUT ROWID;
-- Big values (Large) stay out of the state B-tree: inline, their overflow pages made every delete of
-- a neighbouring key (Clock, Showcase) many times slower.
CREATE TABLE IF NOT EXISTS blobs (id INTEGER PRIMARY KEY, value BLOB NOT NULL);
-- Pruning walks rows by version; the primary key columns ride along in the index.
CREATE INDEX IF NOT EXISTS state_by_version ON state (version);
CREATE TABLE IF NOT EXISTS blocks (
  height INTEGER PRIMARY KEY,
  first_version INTEGER NOT NULL,
  last_version INTEGER NOT NULL,
  timestamp_usec INTEGER NOT NULL,
  epoch INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS blocks_by_time ON blocks (timestamp_usec);
-- The block of a version (ledger times of a key's writes).
CREATE INDEX IF NOT EXISTS blocks_by_last_version ON blocks (last_version);
-- The transaction of each version (its write set is its state rows); user transactions by sender.
CREATE TABLE IF NOT EXISTS transactions (
  version INTEGER PRIMARY KEY,
  hash BLOB NOT NULL,
  sender BLOB,
  sequence_number INTEGER,
  body TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS transactions_by_hash ON transactions (hash);
CREATE UNIQUE INDEX IF NOT EXISTS transactions_by_sender ON transactions (sender, sequence_number) WHERE sender IS NOT NULL;
CREATE TABLE IF NOT EXISTS events (
  version INTEGER NOT NULL,
  event_index INTEGER NOT NULL,
  account BLOB NOT NULL,
  creation_number INTEGER NOT NULL,
  sequence_number INTEGER NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (version, event_index)
) WITHOUT ROWID;
CREATE UNIQUE INDEX IF NOT EXISTS events_by_handle ON events (account, creation_number, sequence_number);
`;

/** SQLite's default upper bound for mmap_size (SQLITE_MAX_MMAP_SIZE). */
const MMAP_BYTES = 0x7fff_0000;
/**
 * The page cache's bound, for pages past the mapping (a big file): a smaller one left historical reads
 * paying read syscalls (bench:node). A bound, not an allocation: a small ledger never comes near it.
 */
const PAGE_CACHE_KIB = 1024 * 1024;

/** SQLite's own checkpoint threshold, used again should the checkpoint worker fail. */
const SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

export interface SqliteStoreOptions {
  /** Frames of WAL past which bulk writes wait for a checkpoint (tests make it small). */
  walLimitFrames?: number;
  /** The store's size bound from the start (limitSize; tests: a disk full at start or during generation). */
  maxBytes?: number;
}

export interface OpenedDatabase {
  db: Database.Database;
  /** The database may not grow past this many bytes (null: unbounded), as if the disk were full. */
  limitSize(bytes: number | null): void;
  checkpointer: WalCheckpointer;
}

/** Opens (creating when absent) the SQLite file at `file`: WAL, integers read as bigint, the schema. */
export function openSqliteDatabase(file: string, options: SqliteStoreOptions): OpenedDatabase {
  const db = new Database(file);
  const unboundedPages = Number(db.pragma('max_page_count', { simple: true }));
  // the database may not grow past this many pages (below its size: no growth at all), as if the disk were full
  const limitSize = (bytes: number | null): void => {
    const pageSize = Number(db.pragma('page_size', { simple: true }));
    db.pragma(`max_page_count = ${bytes === null ? unboundedPages : Math.max(1, Math.floor(bytes / pageSize))}`);
  };
  if (options.maxBytes !== undefined) limitSize(options.maxBytes);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // historical reads land on random pages: mapping the file saves a copy per page read (address
  // space, not memory: the OS page cache backs it)
  db.pragma(`mmap_size = ${MMAP_BYTES}`);
  db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  db.defaultSafeIntegers(true);
  db.exec(SCHEMA);
  // checkpoints run on a worker thread (wal-checkpointer.ts), never inside one of our commits; should
  // the worker fail, SQLite's own checkpoints come back, so the WAL cannot grow without bound. Bulk
  // writers wait for them past a limit (roomForBulkWrites), and a WAL file that grew anyway is cut
  // back when it restarts.
  db.pragma('wal_autocheckpoint = 0');
  const walLimitFrames = options.walLimitFrames ?? WAL_LIMIT_FRAMES;
  // a WAL of that many frames: a 32-byte header, then a 24-byte header and a page per frame
  db.pragma(`journal_size_limit = ${32 + walLimitFrames * (Number(db.pragma('page_size', { simple: true })) + 24)}`);
  const checkpointer = startWalCheckpointer(
    file,
    (message) => {
      process.stderr.write(`store: WAL checkpoint failed, checkpointing in commits again: ${message}\n`);
      if (db.open) db.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES}`);
    },
    { limitFrames: walLimitFrames },
  );
  return { db, limitSize, checkpointer };
}
