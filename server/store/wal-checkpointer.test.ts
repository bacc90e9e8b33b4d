import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from './test-dir';
import { startWalCheckpointer } from './wal-checkpointer';
import { openWalIndex } from './wal-index';

/** A WAL-mode database with a table, and a checkpointer over it. */
function setUp(options: { limitFrames: number; maxWaitMs: number }) {
  const temp = makeTempDir('checkpointer');
  const file = path.join(temp.dir, 'ledger.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (k INTEGER PRIMARY KEY, v BLOB)');
  const errors: string[] = [];
  const checkpointer = startWalCheckpointer(file, (message) => errors.push(message), options);
  return {
    file,
    db,
    errors,
    checkpointer,
    close() {
      checkpointer.stop();
      db.close();
      temp.cleanup();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WalCheckpointer.roomForBulkWrites', () => {
  it('lets writes through under the limit, and past it once every frame is copied', () => {
    const { checkpointer, close } = setUp({ limitFrames: 100, maxWaitMs: 60_000 });
    try {
      expect(checkpointer.roomForBulkWrites({ mxFrame: 100, nBackfill: 0 })).toBe(true);
      expect(checkpointer.roomForBulkWrites({ mxFrame: 101, nBackfill: 0 })).toBe(false);
      expect(checkpointer.roomForBulkWrites({ mxFrame: 101, nBackfill: 100 })).toBe(false);
      expect(checkpointer.roomForBulkWrites({ mxFrame: 101, nBackfill: 101 })).toBe(true);
    } finally {
      close();
    }
  });

  it('reads the counts from the -shm file: past the limit until the worker has copied every frame', async () => {
    const { file, db, checkpointer, close } = setUp({ limitFrames: 4, maxWaitMs: 60_000 });
    const walIndex = openWalIndex(`${file}-shm`);
    try {
      const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
      db.transaction(() => {
        for (let i = 0; i < 50; i++) insert.run(Buffer.alloc(3000, i));
      })();
      const before = walIndex?.read();
      expect(before?.mxFrame).toBeGreaterThan(4);
      expect(before?.nBackfill).toBe(0);
      expect(checkpointer.roomForBulkWrites(before ?? { mxFrame: 0, nBackfill: 0 })).toBe(false);
      let after = walIndex?.read();
      for (let i = 0; i < 150 && after !== undefined && after.nBackfill < after.mxFrame; i++) {
        await sleep(20);
        after = walIndex?.read();
      }
      expect(after?.nBackfill).toBe(after?.mxFrame);
      expect(checkpointer.roomForBulkWrites(after ?? { mxFrame: 0, nBackfill: 0 })).toBe(true);
    } finally {
      close();
      walIndex?.close();
    }
  });

  it('lets one write through after waiting maxWaitMs (a checkpoint held back by a reader elsewhere)', async () => {
    const { checkpointer, close } = setUp({ limitFrames: 10, maxWaitMs: 100 });
    try {
      const stuck = { mxFrame: 50, nBackfill: 20 };
      expect(checkpointer.roomForBulkWrites(stuck)).toBe(false);
      await sleep(30);
      expect(checkpointer.roomForBulkWrites(stuck)).toBe(false);
      await sleep(100);
      expect(checkpointer.roomForBulkWrites(stuck)).toBe(true);
      // and the wait starts over
      expect(checkpointer.roomForBulkWrites(stuck)).toBe(false);
    } finally {
      close();
    }
  });
});
