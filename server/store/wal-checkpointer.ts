// WAL checkpoints on a worker thread. SQLite checkpoints inside the commit that crosses
// wal_autocheckpoint: on the node's one thread, that commit (a pruning step, a live block) then copies
// the WAL into the database file and fsyncs it while every read waits. Measured on a 10^6 history
// while pruning: steps of ~8 ms, and up to 1 s when one of them checkpointed. The worker holds its own
// connection and checkpoints passively (WAL mode lets readers and the writer go on meanwhile).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface WalCheckpointer {
  /** Stops the worker and closes its connection before returning, so the caller's close is the last one. */
  stop(): void;
}

/** How often the worker checkpoints; a WAL that grows by a few MB in between is fine. */
const CHECKPOINT_INTERVAL_MS = 500;
/** How long stop() waits for the worker's connection to close. */
const STOP_TIMEOUT_MS = 5_000;

// Plain CommonJS, evaluated in the worker: nothing to compile, whatever runs the node.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  const closed = new Int32Array(workerData.closed);
  Atomics.store(closed, 0, 1);
  Atomics.notify(closed, 0);
  parentPort.close();
});
`;

export function startWalCheckpointer(file: string, onError: (message: string) => void): WalCheckpointer {
  const closed = new SharedArrayBuffer(4);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, intervalMs: CHECKPOINT_INTERVAL_MS, closed } });
  worker.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'error' in message) onError(String(message.error));
  });
  // a worker that failed has no connection left to wait for
  let running = true;
  worker.on('error', (error) => {
    running = false;
    onError(String(error));
  });
  worker.on('exit', () => (running = false));
  // the node's exit must not wait for it
  worker.unref();
  return {
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
