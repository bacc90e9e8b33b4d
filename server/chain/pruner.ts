import type { LedgerStore, PruneCursor } from '../store/ledger-store';

// About 25 µs per deleted row: 500 rows keep a step near 10 ms, so reads wait at most that long.
const ROWS_PER_STEP = 500;
// Keys start with 0x00 or 0x01, so this sorts after every key of a version: "that version is done".
const AFTER_EVERY_KEY = Uint8Array.of(0x02);

export interface PruneTarget {
  version: bigint;
  height: bigint;
}

/**
 * Deletes history no readable version needs, in small steps with setImmediate between them so reads
 * never stall. The target (oldest readable version) is persisted before a pass and `pruned_through`
 * after it, so a restart never exposes a half-pruned version.
 */
export class Pruner {
  private running = false;
  private stopped = false;
  private pending: NodeJS.Immediate | null = null;

  constructor(
    private readonly store: LedgerStore,
    private readonly target: () => PruneTarget,
    private readonly onError: (error: unknown) => void,
    private readonly rowsPerStep = ROWS_PER_STEP,
  ) {}

  prunedThrough(): bigint {
    const text = this.store.getMeta('pruned_through');
    return text === null ? -1n : BigInt(text);
  }

  /** Starts a pass unless one is running; a running pass picks up a newer target when it ends. */
  schedule(): void {
    if (this.running || this.stopped) return;
    const goal = this.target();
    const done = this.prunedThrough();
    if (goal.version <= done) return;
    this.running = true;
    this.store.setMeta({ prune_target_version: goal.version.toString(), prune_target_height: goal.height.toString() });
    this.step({ version: done, key: AFTER_EVERY_KEY }, goal);
  }

  /** Runs a whole pass synchronously (tests, and a clean shutdown path). */
  runToCompletion(): void {
    const goal = this.target();
    const done = this.prunedThrough();
    if (goal.version <= done) return;
    this.store.setMeta({ prune_target_version: goal.version.toString(), prune_target_height: goal.height.toString() });
    let cursor: PruneCursor | null = { version: done, key: AFTER_EVERY_KEY };
    while (cursor !== null) cursor = this.store.pruneStep(cursor, goal.version, this.rowsPerStep).next;
    this.finish(goal);
  }

  stop(): void {
    this.stopped = true;
    if (this.pending !== null) clearImmediate(this.pending);
    this.pending = null;
    this.running = false;
  }

  private step(cursor: PruneCursor, goal: PruneTarget): void {
    this.pending = setImmediate(() => {
      this.pending = null;
      if (this.stopped) return;
      try {
        const { next } = this.store.pruneStep(cursor, goal.version, this.rowsPerStep);
        if (next !== null) {
          this.step(next, goal);
          return;
        }
        this.finish(goal);
        this.running = false;
        this.schedule();
      } catch (error) {
        this.running = false;
        this.onError(error);
      }
    });
  }

  private finish(goal: PruneTarget): void {
    this.store.deleteBlocksBelow(goal.height);
    this.store.setMeta({ pruned_through: goal.version.toString() });
  }
}
