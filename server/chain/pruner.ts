import type { LedgerStore, PruneCursor } from '../store/ledger-store';

// A step holds the event loop: reads that arrive meanwhile wait for it. Steps aim at this long;
// a row's cost varies several-fold (more on a history of GBs, whose pages are cold), so the row count adapts.
export const STEP_BUDGET_MS = 4;
const FIRST_ROWS_PER_STEP = 100;
const MIN_ROWS_PER_STEP = 8;
const MAX_ROWS_PER_STEP = 2000;
// Rows per step for a whole pass run at once (no reads wait on it).
const ROWS_PER_BATCH = 500;
// How long a pass waits when the store has no room for bulk writes (a checkpoint catching up).
const ROOM_RETRY_MS = 20;
// Keys start with 0x00 or 0x01, so this sorts after every key of a version: "that version is done".
const AFTER_EVERY_KEY = Uint8Array.of(0x02);

export interface PruneTarget {
  version: bigint;
  height: bigint;
}

/**
 * Deletes history no readable version needs, in small steps with setImmediate between them so reads
 * never stall, pausing while the store has no room for bulk writes (its WAL must be checkpointed
 * first). The target (oldest readable version) is persisted before a pass and `pruned_through` after
 * it, so a restart never exposes a half-pruned version.
 */
export class Pruner {
  private running = false;
  private stopped = false;
  private pending: NodeJS.Immediate | null = null;
  private retry: NodeJS.Timeout | null = null;

  private rowsPerStep = FIRST_ROWS_PER_STEP;

  constructor(
    private readonly store: LedgerStore,
    private readonly target: () => PruneTarget,
    private readonly onError: (error: unknown) => void,
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
    // written first: a target that cannot be written (a full disk) leaves the pruner free to try again
    this.store.setMeta({ prune_target_version: goal.version.toString(), prune_target_height: goal.height.toString() });
    this.running = true;
    this.step({ version: done, key: AFTER_EVERY_KEY }, goal);
  }

  /** Runs a whole pass synchronously (tests). */
  runToCompletion(): void {
    const goal = this.target();
    const done = this.prunedThrough();
    if (goal.version <= done) return;
    this.store.setMeta({ prune_target_version: goal.version.toString(), prune_target_height: goal.height.toString() });
    let cursor: PruneCursor | null = { version: done, key: AFTER_EVERY_KEY };
    while (cursor !== null) cursor = this.store.pruneStep(cursor, goal.version, ROWS_PER_BATCH).next;
    this.finish(goal);
  }

  stop(): void {
    this.stopped = true;
    if (this.pending !== null) clearImmediate(this.pending);
    if (this.retry !== null) clearTimeout(this.retry);
    this.pending = null;
    this.retry = null;
    this.running = false;
  }

  private step(cursor: PruneCursor, goal: PruneTarget): void {
    this.pending = setImmediate(() => {
      this.pending = null;
      if (this.stopped) return;
      if (!this.store.roomForBulkWrites()) {
        this.retry = setTimeout(() => {
          this.retry = null;
          this.step(cursor, goal);
        }, ROOM_RETRY_MS);
        return;
      }
      try {
        const started = performance.now();
        const { next } = this.store.pruneStep(cursor, goal.version, this.rowsPerStep);
        this.rowsPerStep = nextRowsPerStep(this.rowsPerStep, performance.now() - started);
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

/**
 * The next step's row count, aimed at STEP_BUDGET_MS from how long this one took: at most twice or
 * half the last count (one slow step, a disk hiccup, must not swing it), within fixed bounds.
 */
export function nextRowsPerStep(rows: number, elapsedMs: number): number {
  const aimed = (rows * STEP_BUDGET_MS) / Math.max(elapsedMs, 0.001);
  const damped = Math.min(rows * 2, Math.max(rows / 2, aimed));
  return Math.round(Math.min(MAX_ROWS_PER_STEP, Math.max(MIN_ROWS_PER_STEP, damped)));
}
