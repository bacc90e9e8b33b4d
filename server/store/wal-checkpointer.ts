// WAL checkpoints on a worker thread. SQLite checkpoints inside the commit that crosses
// wal_autocheckpoint: on the node's one thread, that commit (a pruning step, a live block) then copies
// the WAL into the database file and fsyncs it while every read waits. Measured on a 10^6 history
// while pruning: steps of ~8 ms, and up to 1 s when one of them checkpointed. The worker holds its own
// connection and checkpoints passively (WAL mode lets readers and the writer go on meanwhile).
//
// A checkpoint copies frames into the database; only a writer that finds the WAL wholly copied starts
// it again from the top. Pruning a long backlog writes ~250 MB/s of frames (every step rewrites the
// pages it touched), more than the worker copies, so the WAL grew without bound: to 24 GB while a
// copy of the 10^6 history was pruned to a 1 h window. Bulk writers (the pruner) therefore ask
// roomForBulkWrites() first: past WAL_LIMIT_FRAMES they wait until a checkpoint has copied everything,
// and their next commit restarts the WAL. The counts come from the wal-index header (wal-index.ts).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { WalCounts } from './wal-index';

export interface WalCheckpointer {
  /**
   * Whether a bulk write (a pruning step) may go ahead, given the WAL's counts now: false while the WAL
   * is past its limit and not yet wholly copied into the database (a checkpoint is then asked for at
   * once), unless that has lasted MAX_WAIT_MS (a reader elsewhere, holding an old snapshot, can keep a
   * checkpoint from finishing: pruning then slows to a step per wait instead of stopping).
   */
  roomForBulkWrites(wal: WalCounts): boolean;
  /** Stops the worker and closes its connection before returning, so the caller's close is the last one. */
  stop(): void;
}

/** How often an idle worker checkpoints; a WAL that grows by a few MB in between is fine. */
const IDLE_INTERVAL_MS = 500;
/** How soon it checkpoints again after one that found new frames (the WAL is being written). */
const BUSY_INTERVAL_MS = 50;
/** 64 MiB of 4 KiB pages: bulk writes wait past this (measured while pruning: the WAL peaked at 69 MB). */
export const WAL_LIMIT_FRAMES = 16_384;
/** The longest a bulk writer waits for a checkpoint to finish before one write goes through anyway. */
const MAX_WAIT_MS = 5_000;
/** How long stop() waits for the worker's connection to close. */
const STOP_TIMEOUT_MS = 5_000;

// Plain CommonJS, evaluated in the worker: nothing to compile, whatever runs the node.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
let timer = null;
let lastFrames = -1;
const checkpoint = () => {
  clearTimeout(timer);
  let busy;
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    busy = result.log !== lastFrames || result.checkpointed < result.log;
    lastFrames = result.log;
  } catch (error) {
    // the node goes back to SQLite's own checkpoints: no more from here
    parentPort.postMessage({ error: String(error) });
    return;
  }
  timer = setTimeout(checkpoint, busy ? workerData.busyMs : workerData.idleMs);
};
timer = setTimeout(checkpoint, workerData.idleMs);
parentPort.on('message', (message) => {
  if (message === 'checkpoint') return checkpoint();
  if (message !== 'stop') return;
  clearTimeout(timer);
  db.close();
  const closed = new Int32Array(workerData.closed);
  Atomics.store(closed, 0, 1);
  Atomics.notify(closed, 0);
  parentPort.close();
});
`;

export interface WalCheckpointerOptions {
  /** Frames of WAL past which bulk writes wait (the store's choice, WAL_LIMIT_FRAMES by default). */
  limitFrames: number;
  maxWaitMs?: number;
}

export function startWalCheckpointer(file: string, onError: (message: string) => void, options: WalCheckpointerOptions): WalCheckpointer {
  const { limitFrames, maxWaitMs = MAX_WAIT_MS } = options;
  const closed = new SharedArrayBuffer(4);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const workerData = { file, driver, idleMs: IDLE_INTERVAL_MS, busyMs: BUSY_INTERVAL_MS, closed };
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
  // a worker that failed, or whose checkpoints fail, leaves checkpoints to SQLite again (onError)
  let running = true;
  let failed = false;
  const fail = (message: string) => {
    if (failed) return;
    failed = true;
    onError(message);
  };
  worker.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'error' in message) fail(String(message.error));
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
  let waitingSince: number | null = null;
  return {
    roomForBulkWrites({ mxFrame, nBackfill }) {
      // wholly copied: the next commit starts the WAL again from the top
      if (failed || !running || mxFrame <= limitFrames || nBackfill >= mxFrame) {
        waitingSince = null;
        return true;
      }
      const now = performance.now();
      if (waitingSince === null) {
        waitingSince = now;
        worker.postMessage('checkpoint');
        return false;
      }
      if (now - waitingSince < maxWaitMs) return false;
      waitingSince = null;
      return true;
    },
    stop() {
      if (!running) return;
      running = false;
      worker.postMessage('stop');
      // a synchronous wait: the store's close is synchronous, and must come after this connection's
      Atomics.wait(new Int32Array(closed), 0, 0, STOP_TIMEOUT_MS);
      void worker.terminate();
    },
  };
}
