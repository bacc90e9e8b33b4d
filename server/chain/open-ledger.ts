import { hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../store/data-dir-lock';
import type { DataDirLock } from '../store/data-dir-lock';
import type { BlockRecord, EventRow, LedgerStore, TransactionRow } from '../store/ledger-store';
import { openSqliteLedgerStore } from '../store/sqlite-ledger-store';
import {
  moduleKey,
  moduleNameOfKey,
  moduleRange,
  resourceKey,
  resourceRange,
  structTagOfResourceKey,
  tableItemKey,
} from '../store/state-key';
import { parseChainState } from './chain-state';
import { DemoChain } from './demo-chain';
import { commitBlock, generateHistory } from './history';
import type { KeyWriteRange } from '../store/ledger-store';
import type { LedgerHead } from '../../src/core/api/ledger-info';
import type {
  Ledger,
  LedgerOptions,
  LedgerTransaction,
  ModulePage,
  ProductionStall,
  ResourcePage,
  StateKeyRef,
  StateKeyWrite,
  StoredValue,
} from './ledger';
import { LedgerDiskFullError, LedgerLockedError, LedgerMismatchError } from './ledger-errors';
import { BlockProducer } from './block-producer';
import { diskFullCode } from '../store/disk-full';
import { Pruner } from './pruner';
import type { PruneTarget } from './pruner';
import { decodeModuleCursor, decodeResourceCursor, encodeResourceCursor } from './resource-cursor';
import { SCHEMA_VERSION } from './schema-version';
import { decodeResourceGroup, isResourceGroup, resourceGroupOf } from '../../src/core/move/resource-group';
import { errorMessage } from '../../src/core/error-message';

const DB_FILE = 'ledger.sqlite';

function takeLock(dataDir: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new LedgerLockedError(error.message);
    throw diskFullSaid(dataDir, error);
  }
}

function wipe(dataDir: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dataDir, DB_FILE + suffix), { force: true });
}

/** Refuses a directory made for another schema, seed or chain id; stamps a new one. */
function checkIdentity(store: LedgerStore, options: LedgerOptions): void {
  const schema = store.getMeta('schema_version');
  const advice = `start with --reset to wipe it, or choose another data directory`;
  if (schema === null) {
    store.setMeta({
      schema_version: SCHEMA_VERSION,
      seed: String(options.seed),
      chain_id: String(options.chainId),
      created: new Date().toISOString(),
      history_target: String(Math.max(1, options.history)),
    });
    return;
  }
  if (schema !== SCHEMA_VERSION) {
    throw new LedgerMismatchError(
      `data directory ${options.dataDir} has store schema ${schema}, this node uses ${SCHEMA_VERSION}; ${advice}`,
    );
  }
  const seed = store.getMeta('seed');
  const chainId = store.getMeta('chain_id');
  if (seed !== String(options.seed) || chainId !== String(options.chainId)) {
    throw new LedgerMismatchError(
      `data directory ${options.dataDir} holds the chain of seed ${seed} and chain id ${chainId}, not seed ${options.seed} and chain id ${options.chainId}; ${advice}`,
    );
  }
}

function toStoredValue(row: { version: bigint; value: Uint8Array | null } | null): StoredValue | null {
  return row === null || row.value === null ? null : { bytes: row.value, writtenAt: row.version };
}

/** Opens the ledger in options.dataDir; a new directory gets `history` versions generated first. */
export function openLedger(options: LedgerOptions): DemoChainLedger {
  const lock = takeLock(options.dataDir);
  let store: LedgerStore | null = null;
  try {
    if (options.reset) wipe(options.dataDir);
    store = openSqliteLedgerStore(path.join(options.dataDir, DB_FILE), { maxBytes: options.storeMaxBytes });
    checkIdentity(store, options);
    const savedState = store.getMeta('chain_state');
    const chain = savedState === null ? DemoChain.fresh(options.seed, options.chainId) : DemoChain.resume(parseChainState(savedState));
    // history_target is stamped with the directory: an interrupted generation resumes, a finished one is kept.
    const target = BigInt(store.getMeta('history_target') ?? '1');
    if (chain.nextVersion < target) generateHistory(store, chain, target, options.onProgress ?? (() => {}));
    return new DemoChainLedger(store, lock, chain, options);
  } catch (error) {
    store?.close();
    lock.release();
    throw diskFullSaid(options.dataDir, error);
  }
}

/** A full disk while opening is one sentence for the command line (main.ts), not a stack trace. */
function diskFullSaid(dataDir: string, error: unknown): unknown {
  const code = diskFullCode(error);
  if (code === null) return error;
  return new LedgerDiskFullError(
    `the disk holding data directory ${dataDir} is full (${code}); free some space and start again (what was written is kept, and an interrupted history generation resumes)`,
  );
}

/**
 * The node's ledger: the demo chain kept in a data directory. Beside reads from its store it holds the
 * directory's lock, grows the chain with live blocks (BlockProducer), prunes behind the window (Pruner),
 * keeps the head, and serves resource-group members as resources.
 */
export class DemoChainLedger implements Ledger {
  readonly identity: string;
  private current: LedgerHead;
  private readonly producer: BlockProducer;
  private readonly pruner: Pruner;
  private closed = false;

  constructor(
    private readonly store: LedgerStore,
    private readonly lock: DataDirLock,
    private chain: DemoChain,
    private readonly options: LedgerOptions,
  ) {
    // `created` is stamped once per directory: the same seed regenerated elsewhere is another identity
    const stamp = ['schema_version', 'seed', 'chain_id', 'created'].map((name) => store.getMeta(name) ?? '').join('|');
    this.identity = hash('sha1', stamp, 'base64url').slice(0, 12);
    this.current = this.computeHead();
    this.pruner = new Pruner(
      store,
      () => {
        // versions the index has not read yet keep their transactions until it has (server/indexer/indexer.ts);
        // reads below the window are refused all the same (the head says where it starts)
        const floor = options.pruneFloor?.();
        if (floor !== undefined && this.current.oldestLedgerVersion > floor + 1n) return { version: -1n, height: -1n };
        return { version: this.current.oldestLedgerVersion, height: this.current.oldestBlockHeight };
      },
      (error) => this.report('pruner stopped', error),
    );
    this.pruner.schedule();
    this.producer = new BlockProducer(
      () => this.produceBlock(),
      (message) => this.say(message),
    );
  }

  head(): LedgerHead {
    return this.current;
  }

  readResource(address: Uint8Array, structTag: string, version: bigint): StoredValue | null {
    // a group is stored as one value and served only as its members (src/core/move/resource-group.ts)
    if (isResourceGroup(structTag)) return null;
    const group = resourceGroupOf(structTag);
    if (group === null) return toStoredValue(this.store.read(resourceKey(address, structTag), version));
    const stored = toStoredValue(this.store.read(resourceKey(address, group), version));
    const member = stored === null ? undefined : decodeResourceGroup(stored.bytes).find((item) => item.type === structTag);
    return stored === null || member === undefined ? null : { bytes: member.bytes, writtenAt: stored.writtenAt };
  }

  readTableItem(handle: Uint8Array, key: Uint8Array, version: bigint): StoredValue | null {
    return toStoredValue(this.store.read(tableItemKey(handle, key), version));
  }

  writesOf(ref: StateKeyRef, range: KeyWriteRange): StateKeyWrite[] {
    const group = ref.kind === 'resource' ? resourceGroupOf(ref.structTag) : null;
    const key = ref.kind === 'resource' ? resourceKey(ref.address, group ?? ref.structTag) : tableItemKey(ref.handle, ref.key);
    const writes =
      group === null || ref.kind !== 'resource' ? this.store.writesOf(key, range) : this.memberWrites(key, ref.structTag, range);
    // writes come in version order, so the block of the last one found is reused until passed
    let block: BlockRecord | null = null;
    return writes.map(({ version, deleted }) => {
      if (block === null || version < block.firstVersion || version > block.lastVersion) block = this.store.blockOfVersion(version);
      return { version, deleted, timestampUsec: block?.timestampUsec ?? null };
    });
  }

  /**
   * A group member's writes: the versions at which its group's row was written AND the member's bytes
   * changed (appeared, went, or differ), so its change search does not stop where only a sibling changed.
   * Every group write in the range is read (a group is written rarely: the demo asset's every 1000 versions).
   */
  private memberWrites(groupKey: Uint8Array, member: string, range: KeyWriteRange): { version: bigint; deleted: boolean }[] {
    const memberAt = (version: bigint): Uint8Array | null => {
      const row = version < 0n ? null : this.store.read(groupKey, version);
      if (row === null || row.value === null) return null;
      return decodeResourceGroup(row.value).find((item) => item.type === member)?.bytes ?? null;
    };
    const changed: { version: bigint; deleted: boolean }[] = [];
    for (const { version } of this.store.writesOf(groupKey, { ...range, limit: Number.MAX_SAFE_INTEGER })) {
      const now = memberAt(version);
      const before = memberAt(version - 1n);
      if (now === null && before === null) continue;
      if (now !== null && before !== null && Buffer.from(now).equals(before)) continue;
      changed.push({ version, deleted: now === null });
      if (changed.length >= range.limit) break;
    }
    return changed;
  }

  listResources(address: Uint8Array, version: bigint, options: { limit: number; cursor: string | null }): ResourcePage {
    const after = options.cursor === null ? null : decodeResourceCursor(options.cursor, address);
    const { rows, cursor } = this.livePage(resourceRange(address), version, after, options.limit);
    const items: ResourcePage['items'] = [];
    for (const row of rows) {
      const type = structTagOfResourceKey(row.key, address);
      if (type === null) continue;
      if (!isResourceGroup(type)) {
        items.push({ type, value: { bytes: row.value, writtenAt: row.version } });
        continue;
      }
      // a group counts as one row of the page and lists its members, as real nodes do (aptos-core context.rs)
      for (const member of decodeResourceGroup(row.value))
        items.push({ type: member.type, value: { bytes: member.bytes, writtenAt: row.version } });
    }
    return { items, cursor };
  }

  readModule(address: Uint8Array, moduleName: string, version: bigint): StoredValue | null {
    return toStoredValue(this.store.read(moduleKey(address, moduleName), version));
  }

  moduleWrittenAt(address: Uint8Array, moduleName: string, version: bigint): bigint | null {
    const last = this.store.lastWriteAt(moduleKey(address, moduleName), version);
    return last === null || last.deleted ? null : last.version;
  }

  listModules(address: Uint8Array, version: bigint, options: { limit: number; cursor: string | null }): ModulePage {
    const after = options.cursor === null ? null : decodeModuleCursor(options.cursor, address);
    const { rows, cursor } = this.livePage(moduleRange(address), version, after, options.limit);
    const items: ModulePage['items'] = [];
    for (const row of rows) {
      const name = moduleNameOfKey(row.key, address);
      if (name !== null) items.push({ name, value: { bytes: row.value, writtenAt: row.version } });
    }
    return { items, cursor };
  }

  /** Up to `limit` live rows of the key range after `after`, and the cursor of the next page (null: none). */
  private livePage(range: { from: Uint8Array; to: Uint8Array }, version: bigint, after: Uint8Array | null, limit: number) {
    const size = Math.max(1, Math.floor(limit));
    const rows = this.store.scanLive(range.from, range.to, version, after, size + 1);
    const last = rows[size - 1];
    return { rows: rows.slice(0, size), cursor: rows.length > size && last !== undefined ? encodeResourceCursor(last.key) : null };
  }

  transactions(start: bigint, limit: number): LedgerTransaction[] {
    return this.withWrites(this.store.transactionsFrom(start, limit));
  }

  versionOfTransactionHash(hash: Uint8Array): bigint | null {
    return this.store.versionOfTransactionHash(hash);
  }

  transactionRecord(version: bigint): TransactionRow | null {
    const [row] = this.store.transactionsFrom(version, 1);
    return row !== undefined && row.version === version ? row : null;
  }

  accountTransactions(sender: Uint8Array, start: bigint | null, limit: number): LedgerTransaction[] {
    return this.withWrites(this.store.transactionsOfSender(sender, start, limit));
  }

  events(account: Uint8Array, creationNumber: bigint, start: bigint | null, limit: number): EventRow[] {
    return this.store.eventsOfHandle(account, creationNumber, start, limit);
  }

  blockAtHeight(height: bigint): BlockRecord | null {
    return this.store.blockAtHeight(height);
  }

  blockOfVersion(version: bigint): BlockRecord | null {
    return this.store.blockOfVersion(version);
  }

  /** The write set of each transaction is its version's state rows (one source, never a copy). */
  private withWrites(rows: TransactionRow[]): LedgerTransaction[] {
    return rows.map((row) => ({ ...row, writes: this.store.writesAt(row.version) }));
  }

  schedulePruning(): void {
    if (!this.closed) this.pruner.schedule();
  }

  startBlockProducer(intervalMs: number): void {
    if (!this.closed) this.producer.start(intervalMs);
  }

  productionStall(): ProductionStall | null {
    return this.producer.current();
  }

  /**
   * One live block: chain time is always the previous block's + 1 s, whatever the wall clock did. All or
   * nothing: when the commit fails (a full disk), the generator goes back to the committed state, so the
   * next attempt makes the very same block.
   */
  produceBlock(): void {
    try {
      commitBlock(this.store, this.chain, this.chain.nextBlock());
    } catch (error) {
      const committed = this.store.getMeta('chain_state');
      this.chain =
        committed === null ? DemoChain.fresh(this.options.seed, this.options.chainId) : DemoChain.resume(parseChainState(committed));
      throw error;
    }
    this.current = this.computeHead();
    try {
      this.pruner.schedule();
    } catch (error) {
      // the block is in; pruning is tried again with the next one
      this.report('pruning not started', error);
    }
  }

  /** Caps the store's size, as a full disk would (tests); null lifts it. */
  limitStoreSize(bytes: number | null): void {
    this.store.limitSize(bytes);
  }

  /** Prunes to the current oldest version at once (tests). */
  pruneNow(): void {
    this.pruner.runToCompletion();
  }

  countRows(): number {
    return this.store.countRows();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.producer.stop();
    this.pruner.stop();
    this.store.close();
    this.lock.release();
  }

  private report(what: string, error: unknown): void {
    this.say(`${what}: ${errorMessage(error)}`);
  }

  private say(message: string): void {
    (this.options.onProgress ?? console.error)(message);
  }

  private computeHead(): LedgerHead {
    const latest = this.store.latestBlock();
    if (latest === null) throw new Error('the ledger holds no block');
    const oldest = this.oldestBlock(latest);
    return {
      chainId: this.options.chainId,
      ledgerVersion: latest.lastVersion,
      oldestLedgerVersion: oldest.version,
      ledgerTimestampUsec: latest.timestampUsec,
      epoch: latest.epoch,
      blockHeight: latest.height,
      oldestBlockHeight: oldest.height,
    };
  }

  /**
   * Oldest readable block: the first whose time is at or after latest − window (0 = keep all), but never
   * below what pruning has already started removing (the window may have grown since).
   */
  private oldestBlock(latest: BlockRecord): PruneTarget {
    const windowUsec = BigInt(Math.max(0, Math.floor(this.options.pruneWindowSeconds))) * 1_000_000n;
    const fromWindow = this.store.firstBlockAtOrAfter(windowUsec === 0n ? 0n : latest.timestampUsec - windowUsec) ?? latest;
    const floorVersion = this.store.getMeta('prune_target_version');
    const floorHeight = this.store.getMeta('prune_target_height');
    if (floorVersion !== null && floorHeight !== null && BigInt(floorVersion) > fromWindow.firstVersion) {
      return { version: BigInt(floorVersion), height: BigInt(floorHeight) };
    }
    return { version: fromWindow.firstVersion, height: fromWindow.height };
  }
}
