// The storage engine behind the ledger: versioned state rows and block records.
// Kept small so another engine (LMDB, RocksDB) could replace SQLite without touching the chain or routes.

/** One put (value) or delete (null) of a state key. */
export interface StateWrite {
  key: Uint8Array;
  value: Uint8Array | null;
}

export interface BlockRecord {
  height: bigint;
  firstVersion: bigint;
  lastVersion: bigint;
  timestampUsec: bigint;
  epoch: bigint;
}

/** An event emitted under an event handle (account, creation number); data is its JSON text. */
export interface StoredEvent {
  account: Uint8Array;
  creationNumber: bigint;
  sequenceNumber: bigint;
  type: string;
  data: string;
}

/**
 * What a transaction holds besides its write set (which is its state rows, never copied): the store
 * indexes hash, sender and sequence number and keeps `body` (JSON text) as it is.
 */
export interface StoredTransaction {
  hash: Uint8Array;
  /** User transactions only. */
  sender: Uint8Array | null;
  sequenceNumber: bigint | null;
  body: string;
  events: StoredEvent[];
}

/** One version: its write set and its transaction. */
export interface TransactionWrites {
  writes: StateWrite[];
  transaction: StoredTransaction;
}

/** A block and its transactions: transactions[i] is version block.firstVersion + i. */
export interface BlockWrites {
  block: BlockRecord;
  transactions: TransactionWrites[];
}

export interface TransactionRow extends StoredTransaction {
  version: bigint;
}

export interface EventRow extends StoredEvent {
  version: bigint;
}

/** The newest row of a key at or below a version; value null = deleted. */
export interface VersionedRow {
  version: bigint;
  value: Uint8Array | null;
}

/** One write of a state key: a put, or a deletion. */
export interface KeyWrite {
  version: bigint;
  deleted: boolean;
}

/** Which writes of a key to list: versions in [from, to], newest first (desc) or oldest first (asc). */
export interface KeyWriteRange {
  from: bigint;
  to: bigint;
  order: 'asc' | 'desc';
  limit: number;
}

export interface LiveRow {
  key: Uint8Array;
  version: bigint;
  value: Uint8Array;
}

/** Where a prune pass stopped: rows are visited in (version, key) order. */
export interface PruneCursor {
  version: bigint;
  key: Uint8Array;
}

export interface LedgerStore {
  getMeta(name: string): string | null;
  /** Commits the blocks and the meta entries in one atomic transaction. */
  commitBlocks(blocks: readonly BlockWrites[], meta?: Readonly<Record<string, string>>): void;
  setMeta(entries: Readonly<Record<string, string>>): void;
  read(key: Uint8Array, version: bigint): VersionedRow | null;
  /** The row read() would pick, without its value: one primary-key lookup, never a blob (null: no row). */
  lastWriteAt(key: Uint8Array, version: bigint): KeyWrite | null;
  /** The versions at which a key was written (put or deleted), within a range. */
  writesOf(key: Uint8Array, range: KeyWriteRange): KeyWrite[];
  /** The transactions of versions start, start + 1, … (at most limit; fewer past the latest or where pruned). */
  transactionsFrom(start: bigint, limit: number): TransactionRow[];
  /** The version of the transaction with this hash, or null. */
  versionOfTransactionHash(hash: Uint8Array): bigint | null;
  /** What sender sent, from sequence number start up (null: its last `limit`), in sequence number order. */
  transactionsOfSender(sender: Uint8Array, start: bigint | null, limit: number): TransactionRow[];
  /** The state rows written at exactly this version (its write set), in key order. */
  writesAt(version: bigint): StateWrite[];
  /** Events of the handle (account, creation number) from sequence number start up (null: its last `limit`), in order. */
  eventsOfHandle(account: Uint8Array, creationNumber: bigint, start: bigint | null, limit: number): EventRow[];
  /** The block of this height (null when pruned or not yet made). */
  blockAtHeight(height: bigint): BlockRecord | null;
  /** The block holding a version (null when that block is pruned or not yet made). */
  blockOfVersion(version: bigint): BlockRecord | null;
  /** Live (not deleted) keys in [from, to), as of version, after `after` (exclusive), in key order. */
  scanLive(from: Uint8Array, to: Uint8Array, version: bigint, after: Uint8Array | null, limit: number): LiveRow[];
  latestBlock(): BlockRecord | null;
  /** The first block whose timestamp is at or after timestampUsec. */
  firstBlockAtOrAfter(timestampUsec: bigint): BlockRecord | null;
  /**
   * One pruning step towards `oldestVersion`: visits up to maxRows rows with version in (after, oldestVersion]
   * and deletes, for each, the same key's older rows (they can no longer be read), and the transactions
   * (with their events) of the versions it has passed below oldestVersion. Returns where it stopped,
   * or null when the pass is complete.
   */
  pruneStep(after: PruneCursor, oldestVersion: bigint, maxRows: number): { next: PruneCursor | null; deleted: number };
  /**
   * Whether a bulk write (a pruning step) may go ahead now; false while the engine catches up (a
   * write-ahead log that must be copied into the database first). Ask again a little later.
   */
  roomForBulkWrites(): boolean;
  /**
   * Refuses to grow the store past `bytes` from now on, as a full disk would (tests fill a disk this
   * way, without root); null lifts the bound. Writes that need more room throw (diskFullCode: SQLITE_FULL).
   */
  limitSize(bytes: number | null): void;
  deleteBlocksBelow(height: bigint): void;
  countRows(): number;
  close(): void;
}
