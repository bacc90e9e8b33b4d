// The node's ledger: what the HTTP layer reads from. Versioned BCS values under state keys,
// a demo chain generated from a seed, a live block producer and a pruner (docs/demo-chain.md).
import type { LedgerHead } from '../../src/core/api/ledger-info';
import type { BlockRecord, EventRow, KeyWrite, KeyWriteRange, StateWrite, TransactionRow } from '../store/ledger-store';

export interface LedgerOptions {
  dataDir: string;
  seed: number;
  chainId: number;
  /** Versions generated when the directory is new; ignored when it already holds a chain. */
  history: number;
  /** Window of chain time kept, in seconds; 0 keeps everything. */
  pruneWindowSeconds: number;
  /** Wipe the directory's chain first. */
  reset: boolean;
  /** Progress of opening (silent when absent), and what the producer and pruner report (stderr when absent). */
  onProgress?: (message: string) => void;
  /** The store may not grow past this many bytes, as if the disk were full there (tests, without root). */
  storeMaxBytes?: number;
  /** The highest version whose transactions pruning may delete (the index's last success; absent: no bound). */
  pruneFloor?: () => bigint;
}

export interface StoredValue {
  bytes: Uint8Array;
  /** Version of the row that holds the value: a cache key. */
  writtenAt: bigint;
}

/** One page of a listing; its cursor is opaque, null when nothing remains. */
interface Page<Item> {
  items: Item[];
  cursor: string | null;
}

export type ResourcePage = Page<{ type: string; value: StoredValue }>;
export type ModulePage = Page<{ name: string; value: StoredValue }>;

/** One state key: a resource of an account, or an item of a table. */
export type StateKeyRef =
  { kind: 'resource'; address: Uint8Array; structTag: string } | { kind: 'table_item'; handle: Uint8Array; key: Uint8Array };

/** A write of a state key, with the ledger time of its block (null once that block is pruned). */
export interface StateKeyWrite extends KeyWrite {
  timestampUsec: bigint | null;
}

/** Why live blocks are not being added: a block could not be committed, and is being retried. */
export interface ProductionStall {
  /** `disk_full`: the store had no room (SQLITE_FULL, ENOSPC); `store_error`: any other failure. */
  reason: 'disk_full' | 'store_error';
  /** One line: what failed. */
  message: string;
  /** Wall time (ms since the Unix epoch) of the first failed attempt. */
  sinceMs: number;
  attempts: number;
}

/** The transaction at a version with its write set: the state rows written at that version. */
export interface LedgerTransaction extends TransactionRow {
  writes: StateWrite[];
}

export interface Ledger {
  /**
   * Names this data directory's chain (a new directory or --reset gets a new one): under one
   * identity, a state key's row version names one value for ever, so ETags are made from it.
   */
  readonly identity: string;
  /** Cheap (kept in memory): the latest ledger right now. */
  head(): LedgerHead;
  /** A resource, or a member of its resource group (src/core/move/resource-group.ts; a group's own tag is none). */
  readResource(address: Uint8Array, structTag: string, version: bigint): StoredValue | null;
  readTableItem(handle: Uint8Array, key: Uint8Array, version: bigint): StoredValue | null;
  /** The versions at which a state key was written within [range.from, range.to], in range.order. */
  writesOf(key: StateKeyRef, range: KeyWriteRange): StateKeyWrite[];
  /** Resources of an account in state-key order (a group's members in its place, the group one row of `limit`); throws InvalidCursorError for a cursor it did not issue. */
  listResources(address: Uint8Array, version: bigint, options: { limit: number; cursor: string | null }): ResourcePage;
  /** A module's stored value (module-value.ts), or null when the address has no such module at that version. */
  readModule(address: Uint8Array, moduleName: string, version: bigint): StoredValue | null;
  /** The `writtenAt` readModule would answer, without reading the value (an index lookup); null: no such module. */
  moduleWrittenAt(address: Uint8Array, moduleName: string, version: bigint): bigint | null;
  /** Modules of an account in state-key order (by name); throws InvalidCursorError for a cursor it did not issue. */
  listModules(address: Uint8Array, version: bigint, options: { limit: number; cursor: string | null }): ModulePage;
  /** Transactions of versions start, start + 1, … (at most limit; none past latest). The caller checks the window. */
  transactions(start: bigint, limit: number): LedgerTransaction[];
  /** The version of the transaction with this hash (null: none, or pruned). */
  versionOfTransactionHash(hash: Uint8Array): bigint | null;
  /** The transaction at a version without its write set (null: none, or pruned). */
  transactionRecord(version: bigint): TransactionRow | null;
  /** What an account sent, from sequence number start up (null: its last `limit`), in order. */
  accountTransactions(sender: Uint8Array, start: bigint | null, limit: number): LedgerTransaction[];
  /** Events of the handle (account, creation number) from sequence number start up (null: its last `limit`). */
  events(account: Uint8Array, creationNumber: bigint, start: bigint | null, limit: number): EventRow[];
  blockAtHeight(height: bigint): BlockRecord | null;
  blockOfVersion(version: bigint): BlockRecord | null;
  /** Starts a pruning pass now if one is due (the index caught up past what the window lets go). */
  schedulePruning(): void;
  /** Adds a block every intervalMs of wall time; 0 = none. A block that cannot be committed is retried with backoff. */
  startBlockProducer(intervalMs: number): void;
  /** Why blocks are not being added right now, or null (not producing at all is no stall). */
  productionStall(): ProductionStall | null;
  /** Stops producer and pruner, closes the database, releases the lock. */
  close(): void;
}
