// The checkpoint worker's thread (started by wal-checkpointer.ts): its own connection checkpoints the
// WAL passively, so neither the node's commits nor its reads wait for the copy, and posts each result
// back, as the main thread's only view of the WAL.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { FromWorker, ToWorker, WorkerData } from './wal-checkpointer';

const port = parentPort;
if (port === null) throw new Error('wal-checkpoint-worker.ts runs as a worker thread');
const { file, idleMs, busyMs, closed } = workerData as WorkerData;
const post = (message: FromWorker) => port.postMessage(message);

const db = new Database(file, { fileMustExist: true });
let timer: NodeJS.Timeout | undefined;
let lastLog = -1;
/** The last `wait` received: checkpoints from now on start after the bulk write before it. */
let asOf = 0;

function checkpoint(): void {
  clearTimeout(timer);
  let busy: boolean;
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
    if (result === undefined) throw new Error('wal_checkpoint returned no row');
    const { log, checkpointed } = result;
    post({ log, checkpointed, asOf });
    // new frames since the last one, or some left uncopied: the WAL is being written, look again soon
    busy = log !== lastLog || checkpointed < log;
    lastLog = log;
  } catch (error) {
    // no more checkpoints from here: the node goes back to SQLite's own
    post({ error: String(error) });
    return;
  }
  timer = setTimeout(checkpoint, busy ? busyMs : idleMs);
}

timer = setTimeout(checkpoint, idleMs);
port.on('message', (message: ToWorker) => {
  if (message !== 'stop') {
    if (message !== 'refresh') asOf = message.wait;
    return checkpoint();
  }
  clearTimeout(timer);
  db.close();
  // stop() waits on this synchronously: the node's own close must come after this connection's
  const flag = new Int32Array(closed);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
  port.close();
});
