// The checkpoint worker's thread (started by wal-checkpointer.ts, whose types describe the messages):
// its own connection checkpoints the WAL passively, so neither the node's commits nor its reads wait
// for the copy, and posts each result back, as the main thread's only view of the WAL.
// Plain JavaScript: a TypeScript worker needs tsx loaded again in its own thread (Node 20 does not
// apply the parent's --import to a worker's entry), which made every store's start cost far
// more CPU.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, idleMs, busyMs, states } = workerData;
const state = new Int32Array(workerData.state);

function run(port) {
  const db = new Database(file, { fileMustExist: true });
  let timer;
  let lastLog = -1;
  // the last `wait` received: checkpoints from now on start after the bulk write before it
  let asOf = 0;

  const checkpoint = () => {
    clearTimeout(timer);
    let busy;
    try {
      const [{ log, checkpointed }] = db.pragma('wal_checkpoint(PASSIVE)');
      port.postMessage({ log, checkpointed, asOf });
      // new frames since the last one, or some left uncopied: the WAL is being written, look again soon
      busy = log !== lastLog || checkpointed < log;
      lastLog = log;
    } catch (error) {
      // no more checkpoints from here: the node goes back to SQLite's own
      port.postMessage({ error: String(error) });
      return;
    }
    timer = setTimeout(checkpoint, busy ? busyMs : idleMs);
  };

  timer = setTimeout(checkpoint, idleMs);
  port.on('message', (message) => {
    if (message !== 'stop') {
      if (message !== 'refresh') asOf = message.wait;
      return checkpoint();
    }
    clearTimeout(timer);
    db.close();
    // stop() waits on this synchronously: the node's own close must come after this connection's
    Atomics.store(state, 0, states.closed);
    Atomics.notify(state, 0);
    port.close();
  });
}

// stop() may have come first: then no connection at all
if (Atomics.compareExchange(state, 0, states.starting, states.open) === states.starting) run(parentPort);
