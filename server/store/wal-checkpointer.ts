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
// and their next commit restarts the WAL. The counts come from the wal-index header at the start of
// the -shm file (sqlite.org/walformat.html: mxFrame in the header, nBackfill in WalCkptInfo): current
// to the last commit, for one read of 100 bytes.
import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { endianness } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface WalCheckpointer {
  /**
   * Whether a bulk write (a pruning step) may go ahead: false while the WAL is past its limit and not
   * yet wholly copied into the database (a checkpoint is then asked for at once).
   */
  roomForBulkWrites(): boolean;
  /** Stops the worker and closes its connection before returning, so the caller's close is the last one. */
  stop(): void;
}

/** How often an idle worker checkpoints; a WAL that grows by a few MB in between is fine. */
const IDLE_INTERVAL_MS = 500;
/** How soon it checkpoints again after one that found new frames (the WAL is being written). */
const BUSY_INTERVAL_MS = 50;
/** 64 MiB of 4 KiB pages: bulk writes wait past this (measured while pruning: the WAL peaked at 69 MB). */
export const WAL_LIMIT_FRAMES = 16_384;
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
  let busy = false;
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    busy = result.log !== lastFrames;
    lastFrames = result.log;
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
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

/** Offsets in the -shm file: the first header copy's mxFrame, then WalCkptInfo's nBackfill (u32s). */
const SHM_MX_FRAME = 16;
const SHM_BACKFILL = 96;
/** The wal-index is in the machine's own byte order (it is shared memory, never moved between machines). */
const LITTLE_ENDIAN = endianness() === 'LE';

export function startWalCheckpointer(file: string, onError: (message: string) => void, limitFrames = WAL_LIMIT_FRAMES): WalCheckpointer {
  const closed = new SharedArrayBuffer(4);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const workerData = { file, driver, idleMs: IDLE_INTERVAL_MS, busyMs: BUSY_INTERVAL_MS, closed };
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
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
  const walIndex = openWalIndex(`${file}-shm`);
  let asked = false;
  return {
    roomForBulkWrites() {
      if (!running || walIndex === null) return true; // SQLite checkpoints in commits again
      const { frames, copied } = walIndex.read();
      // wholly copied: the next commit starts the WAL again from the top
      if (frames <= limitFrames || copied >= frames) {
        asked = false;
        return true;
      }
      if (!asked) worker.postMessage('checkpoint');
      asked = true;
      return false;
    },
    stop() {
      walIndex?.close();
      if (!running) return;
      running = false;
      worker.postMessage('stop');
      // a synchronous wait: the store's close is synchronous, and must come after this connection's
      Atomics.wait(new Int32Array(closed), 0, 0, STOP_TIMEOUT_MS);
      void worker.terminate();
    },
  };
}

/** Reads the wal-index header's frame counts; null when the -shm file cannot be opened. */
function openWalIndex(path: string): { read(): { frames: number; copied: number }; close(): void } | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  const header = Buffer.alloc(SHM_BACKFILL + 4);
  let open = true;
  return {
    read() {
      if (!open || readSync(fd, header, 0, header.length, 0) < header.length) return { frames: 0, copied: 0 };
      const u32 = (offset: number) => (LITTLE_ENDIAN ? header.readUInt32LE(offset) : header.readUInt32BE(offset));
      return { frames: u32(SHM_MX_FRAME), copied: u32(SHM_BACKFILL) };
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}
