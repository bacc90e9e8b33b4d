// The checkpoint worker's thread (started by wal-checkpointer.ts): its own connection checkpoints the
// WAL passively, so neither the node's commits nor its reads wait for the copy, and posts each result
// back, as the main thread's only view of the WAL.
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { ConnectionState, type FromWorker, type ToWorker, type WorkerData } from './wal-checkpointer';

const { file, idleMs, busyMs, state: stateBuffer } = workerData as WorkerData;
const state = new Int32Array(stateBuffer);

function run(port: MessagePort): void {
  const post = (message: FromWorker) => port.postMessage(message);
  const db = new Database(file, { fileMustExist: true });
  let timer: NodeJS.Timeout | undefined;
  let lastLog = -1;
  /** The last `wait` received: checkpoints from now on start after the bulk write before it. */
  let asOf = 0;

  const checkpoint = (): void => {
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
  };

  timer = setTimeout(checkpoint, idleMs);
  port.on('message', (message: ToWorker) => {
    if (message !== 'stop') {
      if (message !== 'refresh') asOf = message.wait;
      return checkpoint();
    }
    clearTimeout(timer);
    db.close();
    // stop() waits on this synchronously: the node's own close must come after this connection's
    Atomics.store(state, 0, ConnectionState.closed);
    Atomics.notify(state, 0);
    port.close();
  });
}

if (parentPort === null) throw new Error('wal-checkpoint-worker.ts runs as a worker thread');
// stop() may have come first: then no connection at all
if (Atomics.compareExchange(state, 0, ConnectionState.starting, ConnectionState.open) === ConnectionState.starting) run(parentPort);
