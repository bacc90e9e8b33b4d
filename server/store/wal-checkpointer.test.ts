import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { makeTempDir } from './test-dir';
import { bulkWriteGate, startWalCheckpointer, type WalCounts } from './wal-checkpointer';

describe('bulkWriteGate', () => {
  const limits = { limitFrames: 100, maxWaitMs: 1_000 };
  const room = { room: true, waitingSince: null };

  it('lets writes through within the limit, however old the counts', () => {
    expect(bulkWriteGate({ log: 100, checkpointed: 0 }, false, null, 0, limits)).toEqual(room);
    expect(bulkWriteGate({ log: 0, checkpointed: 0 }, false, 5, 10, limits)).toEqual(room);
  });

  it('waits before any counts, and past the limit while frames are left to copy', () => {
    expect(bulkWriteGate(null, false, null, 7, limits)).toEqual({ room: false, waitingSince: 7 });
    expect(bulkWriteGate({ log: 101, checkpointed: 0 }, false, null, 7, limits)).toEqual({ room: false, waitingSince: 7 });
    expect(bulkWriteGate({ log: 101, checkpointed: 100 }, true, 7, 50, limits)).toEqual({ room: false, waitingSince: 7 });
  });

  it('past the limit, lets writes through once a checkpoint started since the last one copied everything', () => {
    expect(bulkWriteGate({ log: 101, checkpointed: 101 }, true, 7, 60, limits)).toEqual(room);
  });

  it('past the limit, does not trust "all copied" from a checkpoint older than the last write', () => {
    expect(bulkWriteGate({ log: 101, checkpointed: 101 }, false, null, 60, limits)).toEqual({ room: false, waitingSince: 60 });
    expect(bulkWriteGate({ log: 101, checkpointed: 101 }, false, 60, 70, limits)).toEqual({ room: false, waitingSince: 60 });
  });

  it('lets one write through after waiting maxWaitMs (a checkpoint held back by a reader elsewhere), then waits again', () => {
    const stuck = { log: 500, checkpointed: 20 };
    expect(bulkWriteGate(stuck, true, 0, 999, limits)).toEqual({ room: false, waitingSince: 0 });
    expect(bulkWriteGate(stuck, true, 0, 1_000, limits)).toEqual(room);
    expect(bulkWriteGate(stuck, false, null, 1_001, limits)).toEqual({ room: false, waitingSince: 1_001 });
  });
});

describe('startWalCheckpointer', () => {
  it('checkpoints on its worker and posts the counts: bulk writes wait past the limit until every frame is copied', async () => {
    const temp = makeTempDir('checkpointer');
    const file = path.join(temp.dir, 'ledger.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE t (k INTEGER PRIMARY KEY, v BLOB)');
    const errors: string[] = [];
    const counts: WalCounts[] = [];
    const checkpointer = startWalCheckpointer(file, (message) => errors.push(message), {
      limitFrames: 4,
      maxWaitMs: 60_000,
      onCounts: (posted) => counts.push(posted),
    });
    try {
      const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
      db.transaction(() => {
        for (let i = 0; i < 50; i++) insert.run(Buffer.alloc(3000, i));
      })();
      // no counts yet: wait, and ask for a checkpoint, which copies all of it
      expect(checkpointer.roomForBulkWrites()).toBe(false);
      // the worker starts and checkpoints in its own time: seconds on a loaded machine
      const soon = { timeout: 15_000, interval: 20 };
      await vi.waitFor(() => expect(counts.length).toBeGreaterThan(0), soon);
      expect(counts[0]?.log).toBeGreaterThan(4);
      expect(counts[0]?.checkpointed).toBe(counts[0]?.log);
      expect(checkpointer.roomForBulkWrites()).toBe(true);
      // more frames, held from the checkpoint by a read transaction open elsewhere
      const reader = new Database(file);
      reader.prepare('BEGIN').run();
      reader.prepare('SELECT COUNT(*) FROM t').get();
      db.transaction(() => {
        for (let i = 0; i < 50; i++) insert.run(Buffer.alloc(3000, i));
      })();
      const seen = counts.length;
      await vi.waitFor(() => expect(counts.slice(seen).some((c) => c.checkpointed < c.log)).toBe(true), soon);
      expect(checkpointer.roomForBulkWrites()).toBe(false);
      reader.prepare('COMMIT').run();
      reader.close();
      await vi.waitFor(() => expect(checkpointer.roomForBulkWrites()).toBe(true), soon);
      expect(counts.at(-1)?.checkpointed).toBe(counts.at(-1)?.log);
      expect(errors).toEqual([]);
    } finally {
      checkpointer.stop();
      db.close();
      temp.cleanup();
    }
  }, 60_000); // three waits on the worker, each up to 15 s on a loaded machine

  it('stops at once, opening no connection, when stopped before its worker has loaded', () => {
    const temp = makeTempDir('checkpointer-stop');
    const file = path.join(temp.dir, 'ledger.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    const errors: string[] = [];
    try {
      const started = performance.now();
      startWalCheckpointer(file, (message) => errors.push(message), { limitFrames: 4 }).stop();
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(errors).toEqual([]);
    } finally {
      db.close();
      temp.cleanup();
    }
  });
});
