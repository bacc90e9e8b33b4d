// The indexer: a processor following the ledger, as the Aptos indexer follows a node. It reads the
// transactions of versions past its last success (through the Ledger, as the API does) and indexes
// them in batches, each batch one SQLite transaction that also moves processor_status forward. It runs
// beside block production, never inside a block's commit, so it may trail the ledger; `lagVersions`
// holds it that far behind on purpose (--indexer-lag, tests of the explorer's lag notice).
import type { Ledger, LedgerTransaction } from '../chain/ledger';
import { IndexProcessor, type BlockCursor } from './index-processor';
import type { IndexStore } from './index-store';
import { errorMessage } from '../../src/core/error-message';

/** Versions per SQLite transaction at most: big enough that commits cost little, small enough that a batch holds reads up for a few ms only. */
const BATCH_VERSIONS = 500;
/**
 * State writes per batch, about: a batch is one SQLite transaction that reads wait behind, so it is sized
 * for a loaded machine (the registry's first 400 blocks write 250 table items each; batches of 2,000
 * writes held a live node's reads up long enough for a 10 s pruning window to pass a pinned version).
 */
const BATCH_WRITES = 250;
/**
 * A bulk catch-up's batches (catchUpBulk), where no read waits: a commit of 250 writes rewrote ~1,000 pages
 * of the registry's tables, so 100,000 items cost 400 such commits; 20,000 writes per batch make it 5.
 */
const BULK_VERSIONS = 20_000;
const BULK_WRITES = 20_000;
/** How often the indexer looks for new versions (blocks come every 300 ms at the fastest the benchmarks run). */
const POLL_MS = 100;
/** Wall time one turn of the event loop may spend indexing before it lets reads through. */
const TURN_BUDGET_MS = 20;

export interface IndexerOptions {
  /** Versions the index stays behind the ledger's latest (0: it follows as fast as it can). */
  lagVersions: number;
  onProgress?: (message: string) => void;
}

export class Indexer {
  private readonly processor: IndexProcessor;
  /** Versions in the next batch (sizeNextBatch); the first is one version. */
  private batchVersions = 1;
  private timer: NodeJS.Timeout | null = null;
  private pending: NodeJS.Immediate | null = null;
  private stopped = false;

  constructor(
    private readonly ledger: Ledger,
    readonly store: IndexStore,
    private options: IndexerOptions,
  ) {
    this.processor = new IndexProcessor(store);
  }

  /** Versions the index has got through (-1: none yet). */
  lastSuccessVersion(): bigint {
    return this.store.lastSuccessVersion();
  }

  /** Holds the index this many versions behind latest (tests). */
  setLag(lagVersions: number): void {
    this.options = { ...this.options, lagVersions };
  }

  private target(): bigint {
    return this.ledger.head().ledgerVersion - BigInt(this.options.lagVersions);
  }

  /**
   * Indexes the whole backlog at once, in batches of BULK_WRITES (IndexStore.bulkLoad: an empty index is
   * loaded without its secondary indexes): for a node that does not answer yet (node.ts) and templates of
   * test chains. Reads wait behind it, so a node that answers uses start() instead. Returns the versions indexed.
   */
  catchUpBulk(): number {
    let indexed = 0;
    this.store.bulkLoad(() => {
      indexed = this.catchUp(Number.POSITIVE_INFINITY, { versions: BULK_VERSIONS, writes: BULK_WRITES });
    });
    this.store.analyze();
    this.analyzed = true;
    this.batchVersions = 1;
    return indexed;
  }

  /** Indexes up to the target (within a time budget); returns the versions indexed. */
  catchUp(budgetMs = Number.POSITIVE_INFINITY, batch = { versions: BATCH_VERSIONS, writes: BATCH_WRITES }): number {
    const started = performance.now();
    let indexed = 0;
    const target = this.target();
    while (!this.stopped && performance.now() - started < budgetMs) {
      const next = this.lastSuccessVersion() + 1n;
      if (next > target) break;
      const limit = Number(target - next + 1n < BigInt(this.batchVersions) ? target - next + 1n : BigInt(this.batchVersions));
      const txns = this.ledger.transactions(next, limit);
      const first = txns[0];
      if (first === undefined) break;
      // versions pruned before the index got to them are gone: it goes on from the oldest one kept
      if (first.version !== next)
        this.options.onProgress?.(`indexer: versions ${next}..${first.version - 1n} were pruned before they were indexed`);
      const block = this.blockBefore(first.version);
      const last = txns[txns.length - 1] ?? first;
      this.store.commit(last.version, () => {
        this.processor.beginBatch();
        for (const txn of txns) this.processor.process(txn, block);
        return block.timestampUsec;
      });
      indexed += txns.length;
      this.sizeNextBatch(txns, batch);
    }
    return indexed;
  }

  /** The next batch aims at BATCH_WRITES state writes, from the last one's writes per version, at most twice its size. */
  private sizeNextBatch(txns: readonly LedgerTransaction[], batch: { versions: number; writes: number }): void {
    const writes = txns.reduce((sum, txn) => sum + txn.writes.length, 0);
    const aimed = Math.floor((txns.length * batch.writes) / Math.max(writes, 1));
    this.batchVersions = Math.min(batch.versions, txns.length * 2, Math.max(1, aimed));
  }

  /** The block of the version before `version`: where the processor's block cursor starts. */
  private blockBefore(version: bigint): BlockCursor {
    const record = version === 0n ? null : this.ledger.blockOfVersion(version - 1n);
    if (record !== null) return { height: record.height, epoch: record.epoch, timestampUsec: record.timestampUsec };
    const genesis = this.ledger.blockAtHeight(0n);
    return { height: 0n, epoch: genesis?.epoch ?? 1n, timestampUsec: genesis?.timestampUsec ?? 0n };
  }

  /**
   * Follows the ledger: a look every POLL_MS, indexing at most TURN_BUDGET_MS per turn of the event loop,
   * so reads are served while a backlog (a new directory's history) is indexed; the pruner waits for it.
   */
  start(): void {
    const backlog = this.target() - this.lastSuccessVersion();
    if (backlog > 1000n) this.backlog = { versions: backlog, startedMs: performance.now() };
    this.timer = setInterval(() => this.turn(), POLL_MS);
    this.timer.unref();
    this.turn();
  }

  private backlog: { versions: bigint; startedMs: number } | null = null;
  /** Statistics are gathered once the index has caught up, once per process. */
  private analyzed = false;

  private turn(): void {
    if (this.pending !== null || this.stopped) return;
    try {
      this.catchUp(TURN_BUDGET_MS);
      if (this.target() > this.lastSuccessVersion()) {
        this.pending = setImmediate(() => {
          this.pending = null;
          this.turn();
        });
        return;
      }
      if (!this.analyzed) {
        this.store.analyze();
        this.analyzed = true;
      }
      if (this.backlog !== null) {
        const ms = Math.round(performance.now() - this.backlog.startedMs);
        this.options.onProgress?.(`indexer: ${this.backlog.versions} versions indexed in ${ms} ms`);
        this.backlog = null;
      }
      // what the window let go while the index was behind can be pruned now
      this.ledger.schedulePruning();
    } catch (error) {
      this.options.onProgress?.(`indexer: ${errorMessage(error)}`);
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearInterval(this.timer);
    if (this.pending !== null) clearImmediate(this.pending);
    this.store.close();
  }
}
