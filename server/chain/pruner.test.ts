import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { LedgerStore } from '../store/ledger-store';
import { openSqliteLedgerStore } from '../store/sqlite-ledger-store';
import { resourceKey } from '../store/state-key';
import { makeTempDir } from '../store/test-dir';
import { withTransaction } from '../store/test-transactions';
import { Pruner, STEP_BUDGET_MS, nextRowsPerStep } from './pruner';

describe('nextRowsPerStep', () => {
  it('aims the next step at the budget', () => {
    expect(nextRowsPerStep(100, STEP_BUDGET_MS)).toBe(100);
    expect(nextRowsPerStep(100, STEP_BUDGET_MS * 1.6)).toBe(63);
    expect(nextRowsPerStep(100, STEP_BUDGET_MS / 1.6)).toBe(160);
  });

  it('never more than doubles or halves, and stays within its bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 2000 }), fc.double({ min: 0, max: 10_000, noNaN: true }), (rows, elapsed) => {
        const next = nextRowsPerStep(rows, elapsed);
        expect(Number.isInteger(next)).toBe(true);
        expect(next).toBeGreaterThanOrEqual(Math.max(8, Math.floor(rows / 2)));
        expect(next).toBeLessThanOrEqual(Math.min(2000, rows * 2));
        if (elapsed > STEP_BUDGET_MS * 1.01) expect(next).toBeLessThanOrEqual(rows);
        if (elapsed < STEP_BUDGET_MS * 0.99) expect(next).toBeGreaterThanOrEqual(rows);
      }),
    );
  });
});

describe('Pruner', () => {
  it('waits while the store has no room for bulk writes, then completes its pass', async () => {
    const temp = makeTempDir('pruner-room');
    const store = openSqliteLedgerStore(path.join(temp.dir, 'ledger.sqlite'));
    let pruner: Pruner | undefined;
    try {
      const key = resourceKey(new Uint8Array(32).fill(7), '0x1::m::R');
      const blocks = Array.from({ length: 10 }, (_, height) => ({
        block: {
          height: BigInt(height),
          firstVersion: BigInt(height),
          lastVersion: BigInt(height),
          timestampUsec: BigInt(height * 1e6),
          epoch: 1n,
        },
        transactions: [withTransaction([{ key, value: Uint8Array.of(height) }], height)],
      }));
      store.commitBlocks(blocks);
      // no room for the first three asks; no step may run meanwhile
      let asks = 0;
      let stepsWithoutRoom = 0;
      let room = false;
      const gated: LedgerStore = {
        ...store,
        roomForBulkWrites: () => (room = ++asks > 3),
        pruneStep: (after, oldest, rows) => {
          if (!room) stepsWithoutRoom++;
          return store.pruneStep(after, oldest, rows);
        },
      };
      pruner = new Pruner(
        gated,
        () => ({ version: 5n, height: 5n }),
        (error) => {
          throw error;
        },
      );
      pruner.schedule();
      await vi.waitFor(() => expect(pruner?.prunedThrough()).toBe(5n), { timeout: 10_000 });
      expect(asks).toBeGreaterThan(3);
      expect(stepsWithoutRoom).toBe(0);
      expect(store.read(key, 4n)).toBeNull();
      expect(store.read(key, 5n)?.value?.[0]).toBe(5);
    } finally {
      pruner?.stop();
      store.close();
      temp.cleanup();
    }
  });

  it('stops while it waits for room: no step runs after stop()', async () => {
    const temp = makeTempDir('pruner-stop');
    const store = openSqliteLedgerStore(path.join(temp.dir, 'ledger.sqlite'));
    let asks = 0;
    let steps = 0;
    const gated: LedgerStore = {
      ...store,
      roomForBulkWrites: () => (++asks, false),
      pruneStep: (after, oldest, rows) => (steps++, store.pruneStep(after, oldest, rows)),
    };
    const pruner = new Pruner(
      gated,
      () => ({ version: 5n, height: 5n }),
      (error) => {
        throw error;
      },
    );
    try {
      pruner.schedule();
      // it asks again every ROOM_RETRY_MS: a loaded machine may take far longer than that between timers
      await vi.waitFor(() => expect(asks).toBeGreaterThan(1), { timeout: 10_000 });
      pruner.stop();
      const asked = asks;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(asks).toBe(asked);
      expect(steps).toBe(0);
    } finally {
      pruner.stop();
      store.close();
      temp.cleanup();
    }
  });

  it('a target that could not be written (a full disk) is written again at the next schedule, and the pass runs', async () => {
    const temp = makeTempDir('pruner-full');
    const store = openSqliteLedgerStore(path.join(temp.dir, 'ledger.sqlite'));
    let full = true;
    const filling: LedgerStore = {
      ...store,
      setMeta: (entries) => {
        if (full) throw new Error('SQLITE_FULL: database or disk is full');
        store.setMeta(entries);
      },
    };
    const pruner = new Pruner(
      filling,
      () => ({ version: 5n, height: 5n }),
      (error) => {
        throw error;
      },
    );
    try {
      expect(() => pruner.schedule()).toThrow('SQLITE_FULL');
      full = false;
      pruner.schedule();
      await vi.waitFor(() => expect(pruner.prunedThrough()).toBe(5n), { timeout: 10_000 });
    } finally {
      pruner.stop();
      store.close();
      temp.cleanup();
    }
  });
});
