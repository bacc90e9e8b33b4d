// WAL checkpoints on a worker thread (wal-checkpoint-worker.mjs). SQLite checkpoints inside the commit
// that crosses wal_autocheckpoint: on the node's one thread, that commit (a pruning step, a live block)
// would copy the WAL into the database file and fsync it while every read waits. The worker holds its
// own connection and checkpoints passively (WAL mode lets readers and the writer go on meanwhile).
//
// A checkpoint copies frames into the database; only a writer that finds the WAL wholly copied starts
// it again from the top. Pruning a long backlog writes frames faster than the worker copies them, so
// the WAL would grow without bound. Bulk writers (the pruner) therefore ask roomForBulkWrites() first:
// past the frame limit they wait until a checkpoint has copied everything, and their next commit
// restarts the WAL. The counts are those of the worker's last checkpoint, which it posts back: they
// are up to a checkpoint and a busy interval old, so the WAL can pass the limit by what is written
// meanwhile, a bounded amount.
import { Worker } from 'node:worker_threads';

/** A `wal_checkpoint` result: frames in the WAL, and how many of them are copied into the database. */
export interface WalCounts {
  log: number;
  checkpointed: number;
}

/** What the main thread passes the worker (workerData). */
export interface WorkerData {
  file: string;
  idleMs: number;
  busyMs: number;
  /** An Int32 holding a ConnectionState. */
  state: SharedArrayBuffer;
  states: typeof ConnectionState;
}
/**
 * The worker's connection, in memory both threads share. Whichever thread moves it from `starting`
 * decides: the worker to `open` (stop() then waits for `closed`), or stop() to `cancelled` (the worker
 * never opens one), so a store closed right after opening does not wait for the worker to load.
 */
export const ConnectionState = { starting: 0, open: 1, closed: 2, cancelled: 3 } as const;
/**
 * `wait`: checkpoint now, for the bulk-write wait of that id (its checkpoints from then on start after
 * the last bulk write); `refresh`: checkpoint now, the counts are getting old.
 */
export type ToWorker = { wait: number } | 'refresh' | 'stop';
/** Each checkpoint's counts, with the id of the last `wait` the worker had received when it started. */
export type FromWorker = (WalCounts & { asOf: number }) | { error: string };

export interface WalCheckpointer {
  /**
   * Whether a bulk write (a pruning step) may go ahead: see bulkWriteGate. A checkpoint is asked for
   * at once when a wait starts.
   */
  roomForBulkWrites(): boolean;
  /** Stops the worker and closes its connection before returning, so the caller's close is the last one. */
  stop(): void;
}

/** How often an idle worker checkpoints; a WAL that grows by a few MB in between is fine. */
const IDLE_INTERVAL_MS = 500;
/** How soon it checkpoints again after one that found new or uncopied frames (the WAL is being written). */
const BUSY_INTERVAL_MS = 50;
/** 64 MiB of 4 KiB pages. */
export const WAL_LIMIT_FRAMES = 16_384;
/** The longest a bulk writer waits for a checkpoint to finish before one write goes through anyway. */
const MAX_WAIT_MS = 5_000;
/** How long stop() waits for the worker's connection to close. */
const STOP_TIMEOUT_MS = 5_000;

/** Plain JavaScript (why: in the file), so whatever runs the node runs it as it is. */
const WORKER_ENTRY = new URL('./wal-checkpoint-worker.mjs', import.meta.url);

export interface GateLimits {
  limitFrames: number;
  maxWaitMs: number;
}

export interface GateDecision {
  room: boolean;
  /** When the current wait started (pass it back next time), null when not waiting. */
  waitingSince: number | null;
}

/**
 * Whether a bulk write may go ahead, from the worker's last counts (null: none yet). Yes while the WAL
 * is within `limitFrames`. Past it, yes once a checkpoint has copied all of it, but only if that
 * checkpoint started after the last bulk write (`current`): the next commit then restarts the WAL from
 * the top, whereas an older "all copied" says nothing of the frames written since, and trusting it let
 * the WAL grow without bound. Else no, unless the wait has lasted `maxWaitMs` (a reader elsewhere,
 * holding an old snapshot, can keep a checkpoint from finishing: pruning then slows to a write per
 * wait instead of stopping); the wait then starts over.
 */
export function bulkWriteGate(
  last: WalCounts | null,
  current: boolean,
  waitingSince: number | null,
  now: number,
  limits: GateLimits,
): GateDecision {
  if (last !== null && (last.log <= limits.limitFrames || (current && last.checkpointed >= last.log)))
    return { room: true, waitingSince: null };
  if (waitingSince === null) return { room: false, waitingSince: now };
  if (now - waitingSince < limits.maxWaitMs) return { room: false, waitingSince };
  return { room: true, waitingSince: null };
}

export interface WalCheckpointerOptions {
  /** Frames of WAL past which bulk writes wait (the store's choice, WAL_LIMIT_FRAMES by default). */
  limitFrames: number;
  maxWaitMs?: number;
  /** Called with each count the worker posts (tests). */
  onCounts?: (counts: WalCounts) => void;
}

export function startWalCheckpointer(file: string, onError: (message: string) => void, options: WalCheckpointerOptions): WalCheckpointer {
  const limits = { limitFrames: options.limitFrames, maxWaitMs: options.maxWaitMs ?? MAX_WAIT_MS };
  const state = new Int32Array(new SharedArrayBuffer(4));
  const workerData: WorkerData = {
    file,
    idleMs: IDLE_INTERVAL_MS,
    busyMs: BUSY_INTERVAL_MS,
    state: state.buffer as SharedArrayBuffer,
    states: ConnectionState,
  };
  const worker = new Worker(WORKER_ENTRY, { workerData });
  // a worker that failed, or whose checkpoints fail, leaves checkpoints to SQLite again (onError)
  let running = true;
  let failed = false;
  const fail = (message: string) => {
    if (failed) return;
    failed = true;
    onError(message);
  };
  let last: (WalCounts & { asOf: number }) | null = null;
  let lastAt = -Infinity;
  let refreshAsked = false;
  let waitingSince: number | null = null;
  let waits = 0;
  worker.on('message', (message: FromWorker) => {
    if ('error' in message) return fail(message.error);
    last = message;
    lastAt = performance.now();
    refreshAsked = false;
    options.onCounts?.({ log: message.log, checkpointed: message.checkpointed });
  });
  // a worker that is gone has no connection left for stop() to wait for
  worker.on('error', (error) => {
    running = false;
    fail(String(error));
  });
  worker.on('exit', (code) => {
    if (running) fail(`the checkpoint worker exited (code ${code})`);
    running = false;
  });
  // the node's exit must not wait for it
  worker.unref();
  const send = (message: ToWorker) => worker.postMessage(message);
  return {
    roomForBulkWrites() {
      if (failed || !running) return true;
      const now = performance.now();
      // no bulk write goes through while waiting, so counts of this wait are of the WAL as it is
      const current = waitingSince !== null && last?.asOf === waits;
      const decision = bulkWriteGate(last, current, waitingSince, now, limits);
      if (waitingSince === null && decision.waitingSince !== null) send({ wait: ++waits });
      waitingSince = decision.waitingSince;
      // while bulk writes go on, counts no older than a busy interval (the worker's own pace when idle is slower)
      if (decision.room && !refreshAsked && now - lastAt > BUSY_INTERVAL_MS) {
        refreshAsked = true;
        send('refresh');
      }
      return decision.room;
    },
    stop() {
      if (!running) return;
      running = false;
      if (Atomics.compareExchange(state, 0, ConnectionState.starting, ConnectionState.cancelled) !== ConnectionState.starting) {
        send('stop');
        // a synchronous wait: the store's close is synchronous, and must come after this connection's
        Atomics.wait(state, 0, ConnectionState.open, STOP_TIMEOUT_MS);
      }
      void worker.terminate();
    },
  };
}
