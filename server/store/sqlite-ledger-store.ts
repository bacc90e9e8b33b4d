import Database from 'better-sqlite3';
import type {
  BlockRecord,
  BlockWrites,
  EventRow,
  KeyWrite,
  LedgerStore,
  LiveRow,
  PruneCursor,
  StateWrite,
  TransactionRow,
  VersionedRow,
} from './ledger-store';
import { WAL_LIMIT_FRAMES, startWalCheckpointer } from './wal-checkpointer';

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

/** Values longer than this go to the blobs table (SQLite spills index-tree rows over ~1 kB on 4 kB pages). */
const INLINE_LIMIT = 1000;

// Rows are selected under the record types' field names, so they are records as they come.
const BLOCK_COLUMNS = 'height, first_version AS firstVersion, last_version AS lastVersion, timestamp_usec AS timestampUsec, epoch';
const TRANSACTION_COLUMNS = 'version, hash, sender, sequence_number AS sequenceNumber, body';
const EVENT_COLUMNS = 'version, account, creation_number AS creationNumber, sequence_number AS sequenceNumber, type, data';

type TransactionSqlRow = Omit<TransactionRow, 'events'>;

export interface SqliteStoreOptions {
  /** Frames of WAL past which bulk writes wait for a checkpoint (tests make it small). */
  walLimitFrames?: number;
  /** The store's size bound from the start (limitSize; tests: a disk full at start or during generation). */
  maxBytes?: number;
}

/** Opens (creating when absent) the SQLite file at `file`: WAL, integers read as bigint. */
export function openSqliteLedgerStore(file: string, options: SqliteStoreOptions = {}): LedgerStore {
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

  const getMeta = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE name = ?');
  const putMeta = db.prepare<[string, string]>(
    'INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  );
  const insertState = db.prepare<[Uint8Array, bigint, Uint8Array | null, bigint | null]>(
    'INSERT INTO state (key, version, value, blob_id) VALUES (?, ?, ?, ?)',
  );
  const insertBlob = db.prepare<[Uint8Array]>('INSERT INTO blobs (value) VALUES (?)');
  const readBlob = db.prepare<[bigint], { value: Uint8Array }>('SELECT value FROM blobs WHERE id = ?');
  const deleteBlob = db.prepare<[bigint]>('DELETE FROM blobs WHERE id = ?');
  const insertBlock = db.prepare<[bigint, bigint, bigint, bigint, bigint]>(
    'INSERT INTO blocks (height, first_version, last_version, timestamp_usec, epoch) VALUES (?, ?, ?, ?, ?)',
  );
  // One indexed lookup: the newest row of the key at or below the version.
  const readAt = db.prepare<[Uint8Array, bigint], { version: bigint; value: Uint8Array | null; blob_id: bigint | null }>(
    'SELECT version, value, blob_id FROM state WHERE key = ? AND version <= ? ORDER BY version DESC LIMIT 1',
  );
  // A key's writes in a version range, either way along the primary key.
  const writesSelect = (order: 'ASC' | 'DESC') =>
    db.prepare<[Uint8Array, bigint, bigint, bigint], { version: bigint; deleted: bigint }>(
      `SELECT version, (value IS NULL AND blob_id IS NULL) AS deleted FROM state
       WHERE key = ? AND version >= ? AND version <= ? ORDER BY version ${order} LIMIT ?`,
    );
  const writesAsc = writesSelect('ASC');
  const writesDesc = writesSelect('DESC');
  const blockOfVersion = db.prepare<[bigint], BlockRecord>(
    `SELECT ${BLOCK_COLUMNS} FROM blocks WHERE last_version >= ? ORDER BY last_version LIMIT 1`,
  );
  // SQLite's bare columns: with MAX(), `value` comes from the row holding the max version.
  // The outer WHERE filters deletions after grouping (it only names a non-grouped column, so it is not
  // pushed into the aggregate).
  const scan = db.prepare<
    { from: Uint8Array; to: Uint8Array; version: bigint; limit: bigint },
    { key: Uint8Array; version: bigint; value: Uint8Array | null; blob_id: bigint | null }
  >(`SELECT key, version, value, blob_id FROM (
       SELECT key, MAX(version) AS version, value, blob_id FROM state
       WHERE key >= :from AND key < :to AND version <= :version
       GROUP BY key
     ) WHERE value IS NOT NULL OR blob_id IS NOT NULL ORDER BY key LIMIT :limit`);
  const blockAtHeight = db.prepare<[bigint], BlockRecord>(`SELECT ${BLOCK_COLUMNS} FROM blocks WHERE height = ?`);
  const latestBlock = db.prepare<[], BlockRecord>(`SELECT ${BLOCK_COLUMNS} FROM blocks ORDER BY height DESC LIMIT 1`);
  const firstBlockAtOrAfter = db.prepare<[bigint], BlockRecord>(
    `SELECT ${BLOCK_COLUMNS} FROM blocks WHERE timestamp_usec >= ? ORDER BY timestamp_usec, height LIMIT 1`,
  );
  const pruneScan = db.prepare<{ version: bigint; key: Uint8Array; oldest: bigint; limit: bigint }, { version: bigint; key: Uint8Array }>(
    `SELECT version, key FROM state
     WHERE (version, key) > (:version, :key) AND version <= :oldest
     ORDER BY version, key LIMIT :limit`,
  );
  const deleteOlder = db.prepare<[Uint8Array, bigint], { blob_id: bigint | null }>(
    'DELETE FROM state WHERE key = ? AND version < ? RETURNING blob_id',
  );
  const deleteBlocksBelow = db.prepare<[bigint]>('DELETE FROM blocks WHERE height < ?');
  const insertTransaction = db.prepare<[bigint, Uint8Array, Uint8Array | null, bigint | null, string]>(
    'INSERT INTO transactions (version, hash, sender, sequence_number, body) VALUES (?, ?, ?, ?, ?)',
  );
  const insertEvent = db.prepare<[bigint, number, Uint8Array, bigint, bigint, string, string]>(
    'INSERT INTO events (version, event_index, account, creation_number, sequence_number, type, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const transactionsFrom = db.prepare<[bigint, bigint], TransactionSqlRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM transactions WHERE version >= ? ORDER BY version LIMIT ?`,
  );
  const transactionsOfSender = db.prepare<[Uint8Array, bigint, bigint], TransactionSqlRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM transactions WHERE sender = ? AND sequence_number >= ? ORDER BY sequence_number LIMIT ?`,
  );
  const lastTransactionsOfSender = db.prepare<[Uint8Array, bigint], TransactionSqlRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM transactions WHERE sender = ? ORDER BY sequence_number DESC LIMIT ?`,
  );
  const versionOfHash = db.prepare<[Uint8Array], { version: bigint }>('SELECT version FROM transactions WHERE hash = ?');
  const eventsInVersions = db.prepare<[bigint, bigint], EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE version >= ? AND version <= ? ORDER BY version, event_index`,
  );
  const eventsOfHandle = db.prepare<[Uint8Array, bigint, bigint, bigint], EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE account = ? AND creation_number = ? AND sequence_number >= ? ORDER BY sequence_number LIMIT ?`,
  );
  const lastEventsOfHandle = db.prepare<[Uint8Array, bigint, bigint], EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE account = ? AND creation_number = ? ORDER BY sequence_number DESC LIMIT ?`,
  );
  const writesAt = db.prepare<[bigint], { key: Uint8Array; value: Uint8Array | null; blob_id: bigint | null }>(
    'SELECT key, value, blob_id FROM state WHERE version = ? ORDER BY key',
  );
  const deleteTransactions = db.prepare<[bigint, bigint]>('DELETE FROM transactions WHERE version >= ? AND version < ?');
  const deleteEvents = db.prepare<[bigint, bigint]>('DELETE FROM events WHERE version >= ? AND version < ?');
  const countRows = db.prepare<[], { n: bigint }>('SELECT COUNT(*) AS n FROM state');

  const valueOf = (row: { value: Uint8Array | null; blob_id: bigint | null }): Uint8Array | null => {
    if (row.blob_id === null) return row.value;
    const blob = readBlob.get(row.blob_id);
    if (blob === undefined) throw new Error(`store: blob ${row.blob_id} is missing`);
    return blob.value;
  };

  const setMeta = (entries: Readonly<Record<string, string>>): void => {
    for (const [name, value] of Object.entries(entries)) putMeta.run(name, value);
  };

  const commitBlocks = db.transaction((blocks: readonly BlockWrites[], meta: Readonly<Record<string, string>>) => {
    for (const { block, transactions } of blocks) {
      const count = BigInt(transactions.length);
      if (count === 0n || block.lastVersion - block.firstVersion + 1n !== count) {
        throw new RangeError(`block ${block.height}: ${count} transactions for versions ${block.firstVersion}..${block.lastVersion}`);
      }
      transactions.forEach(({ writes, transaction }, index) => {
        const version = block.firstVersion + BigInt(index);
        insertTransaction.run(version, transaction.hash, transaction.sender, transaction.sequenceNumber, transaction.body);
        transaction.events.forEach((event, eventIndex) => {
          insertEvent.run(version, eventIndex, event.account, event.creationNumber, event.sequenceNumber, event.type, event.data);
        });
        for (const { key, value } of writes) {
          if (value !== null && value.length > INLINE_LIMIT) {
            insertState.run(key, version, null, BigInt(insertBlob.run(value).lastInsertRowid));
          } else {
            insertState.run(key, version, value, null);
          }
        }
      });
      insertBlock.run(block.height, block.firstVersion, block.lastVersion, block.timestampUsec, block.epoch);
    }
    setMeta(meta);
  });

  const pruneStep = db.transaction((after: PruneCursor, oldestVersion: bigint, maxRows: number) => {
    const rows = pruneScan.all({ version: after.version, key: after.key, oldest: oldestVersion, limit: BigInt(maxRows) });
    let deleted = 0;
    for (const row of rows) {
      for (const { blob_id: blobId } of deleteOlder.all(row.key, row.version)) {
        deleted++;
        if (blobId !== null) deleteBlob.run(blobId);
      }
    }
    const last = rows.at(-1);
    const next = rows.length < maxRows || last === undefined ? null : { version: last.version, key: last.key };
    // every version writes state rows, so the versions passed in this step are few: their transactions
    // go in the same step (those below oldestVersion only; a version being visited may have rows left)
    const below = next === null ? oldestVersion : next.version;
    deleteTransactions.run(after.version, below);
    deleteEvents.run(after.version, below);
    return { next, deleted };
  });

  /** Rows with their events (one range query for all of them). */
  const withEvents = (rows: TransactionSqlRow[]): TransactionRow[] => {
    const first = rows[0];
    const last = rows.at(-1);
    if (first === undefined || last === undefined) return [];
    const byVersion = new Map<bigint, EventRow[]>();
    const contiguous = last.version - first.version + 1n === BigInt(rows.length);
    const events = contiguous
      ? eventsInVersions.all(first.version, last.version)
      : rows.flatMap((row) => eventsInVersions.all(row.version, row.version));
    for (const event of events) {
      const list = byVersion.get(event.version) ?? [];
      list.push(event);
      byVersion.set(event.version, list);
    }
    return rows.map((row) => ({ ...row, events: byVersion.get(row.version) ?? [] }));
  };

  return {
    getMeta: (name) => getMeta.get(name)?.value ?? null,
    commitBlocks: (blocks, meta = {}) => commitBlocks(blocks, meta),
    setMeta: db.transaction(setMeta),
    read(key, version): VersionedRow | null {
      const row = readAt.get(key, version);
      return row === undefined ? null : { version: row.version, value: valueOf(row) };
    },
    writesOf(key, { from, to, order, limit }): KeyWrite[] {
      const rows = (order === 'asc' ? writesAsc : writesDesc).all(key, from, to, BigInt(limit));
      return rows.map((row) => ({ version: row.version, deleted: row.deleted !== 0n }));
    },
    transactionsFrom: (start, limit) => withEvents(transactionsFrom.all(start, BigInt(limit))),
    versionOfTransactionHash: (hash) => versionOfHash.get(hash)?.version ?? null,
    transactionsOfSender: (sender, start, limit) =>
      withEvents(
        start === null
          ? lastTransactionsOfSender.all(sender, BigInt(limit)).reverse()
          : transactionsOfSender.all(sender, start, BigInt(limit)),
      ),
    writesAt(version): StateWrite[] {
      return writesAt.all(version).map((row) => ({ key: row.key, value: valueOf(row) }));
    },
    eventsOfHandle: (account, creationNumber, start, limit) =>
      start === null
        ? lastEventsOfHandle.all(account, creationNumber, BigInt(limit)).reverse()
        : eventsOfHandle.all(account, creationNumber, start, BigInt(limit)),
    blockAtHeight: (height) => blockAtHeight.get(height) ?? null,
    blockOfVersion(version) {
      const block = blockOfVersion.get(version);
      return block !== undefined && block.firstVersion <= version ? block : null;
    },
    scanLive(from, to, version, after, limit): LiveRow[] {
      const start = after !== null && Buffer.compare(after, from) >= 0 ? successor(after) : from;
      const rows = scan.all({ from: start, to, version, limit: BigInt(limit) });
      const live: LiveRow[] = [];
      for (const row of rows) {
        const value = valueOf(row);
        if (value !== null) live.push({ key: row.key, version: row.version, value });
      }
      return live;
    },
    latestBlock: () => latestBlock.get() ?? null,
    firstBlockAtOrAfter: (timestampUsec) => firstBlockAtOrAfter.get(timestampUsec) ?? null,
    pruneStep: (after, oldestVersion, maxRows) => pruneStep(after, oldestVersion, maxRows),
    roomForBulkWrites: () => checkpointer.roomForBulkWrites(),
    limitSize,
    deleteBlocksBelow: (height) => void deleteBlocksBelow.run(height),
    countRows: () => Number(countRows.get()?.n ?? 0n),
    close: () => {
      checkpointer.stop();
      // the last connection to close checkpoints what is left and removes the WAL
      db.close();
    },
  };
}

/** The smallest byte string greater than `bytes` (for an exclusive lower bound). */
function successor(bytes: Uint8Array): Uint8Array {
  const next = new Uint8Array(bytes.length + 1);
  next.set(bytes);
  return next;
}
