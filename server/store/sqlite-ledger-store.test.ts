import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerStore, PruneCursor, StateWrite, VersionedRow } from './ledger-store';
import { diskFullCode } from './disk-full';
import { openSqliteLedgerStore } from './sqlite-ledger-store';
import { resourceKey, resourceRange, structTagOfResourceKey, tableItemKey } from './state-key';
import { makeTempDir } from './test-dir';
import { block, withTransaction } from './test-transactions';

const alice = new Uint8Array(32).fill(0xa1);
const bob = new Uint8Array(32).fill(0xb0);
const bytes = (...values: number[]) => Uint8Array.from(values);
// better-sqlite3 hands back Buffers (a Uint8Array subclass); compare contents.
const plain = (row: VersionedRow | null) => row && { version: row.version, value: row.value && Uint8Array.from(row.value) };

describe('SQLite ledger store', () => {
  let store: LedgerStore;
  let cleanup: () => void;
  beforeEach(() => {
    const temp = makeTempDir('store');
    cleanup = temp.cleanup;
    store = openSqliteLedgerStore(path.join(temp.dir, 'ledger.sqlite'));
  });
  afterEach(() => {
    store.close();
    cleanup();
  });

  const coin = resourceKey(alice, '0x1::coin::Coin');
  const acct = resourceKey(alice, '0x1::account::Account');
  const item = tableItemKey(bob, bytes(7));

  function commitHistory(): void {
    store.commitBlocks([
      block(0, 0, [
        [
          { key: coin, value: bytes(1) },
          { key: acct, value: bytes(0xac) },
          { key: item, value: bytes(70) },
        ],
      ]),
      block(1, 1, [[{ key: coin, value: bytes(2) }], [{ key: item, value: null }]]),
      block(2, 3, [[{ key: coin, value: null }], [{ key: item, value: bytes(71) }], [{ key: coin, value: bytes(4) }]]),
    ]);
  }

  it('refuses to grow past its size bound as a full disk would (SQLITE_FULL), keeps nothing of the refused commit, and grows again once the bound is lifted', () => {
    commitHistory();
    store.limitSize(0); // no growth at all
    const big = (height: number) =>
      block(height, height + 5, [[{ key: resourceKey(alice, `0x1::big::B${height}`), value: new Uint8Array(64 * 1024).fill(height) }]]);
    let refused: unknown = null;
    try {
      store.commitBlocks([big(3)], { chain_state: 'after 3' });
    } catch (error) {
      refused = error;
    }
    expect(diskFullCode(refused)).toBe('SQLITE_FULL');
    expect([store.latestBlock()?.height, store.getMeta('chain_state')]).toEqual([2n, null]);
    expect(plain(store.read(coin, 5n))).toEqual({ version: 5n, value: bytes(4) });
    store.limitSize(null);
    store.commitBlocks([big(3)], { chain_state: 'after 3' });
    expect([store.latestBlock()?.height, store.getMeta('chain_state')]).toEqual([3n, 'after 3']);
  });

  it('reads the newest row at or below each version, deletions included', () => {
    commitHistory();
    const valueAt = (key: Uint8Array, v: number) => plain(store.read(key, BigInt(v)));
    expect(valueAt(coin, 0)).toEqual({ version: 0n, value: bytes(1) });
    expect(valueAt(coin, 1)).toEqual({ version: 1n, value: bytes(2) });
    expect(valueAt(coin, 2)).toEqual({ version: 1n, value: bytes(2) });
    expect(valueAt(coin, 3)).toEqual({ version: 3n, value: null });
    expect(valueAt(coin, 5)).toEqual({ version: 5n, value: bytes(4) });
    expect(valueAt(coin, 99)).toEqual({ version: 5n, value: bytes(4) });
    expect(valueAt(item, 2)).toEqual({ version: 2n, value: null });
    expect(valueAt(item, 4)).toEqual({ version: 4n, value: bytes(71) });
    expect(valueAt(tableItemKey(bob, bytes(8)), 5)).toBeNull();
  });

  it('names the row read() picks without its value (lastWriteAt), deletions and out-of-line values included', () => {
    commitHistory();
    store.commitBlocks([block(3, 6, [[{ key: coin, value: new Uint8Array(2000).fill(7) }]])]);
    for (const key of [coin, item, tableItemKey(bob, bytes(8))]) {
      for (let v = 0n; v <= 7n; v++) {
        const row = store.read(key, v);
        expect(store.lastWriteAt(key, v)).toEqual(row === null ? null : { version: row.version, deleted: row.value === null });
      }
    }
    expect(store.lastWriteAt(coin, 6n)).toEqual({ version: 6n, deleted: false });
  });

  it('keeps block records and meta', () => {
    commitHistory();
    store.setMeta({ seed: '1' });
    expect(store.getMeta('seed')).toBe('1');
    expect(store.getMeta('absent')).toBeNull();
    expect(store.latestBlock()).toEqual({ height: 2n, firstVersion: 3n, lastVersion: 5n, timestampUsec: 2_000_000n, epoch: 1n });
    expect(store.firstBlockAtOrAfter(1_000_001n)?.height).toBe(2n);
    expect(store.firstBlockAtOrAfter(3_000_000n)).toBeNull();
  });

  it('commits a block atomically: a bad block leaves nothing behind', () => {
    commitHistory();
    const bad = block(3, 6, [[{ key: coin, value: bytes(9) }]]);
    const duplicate = block(4, 6, [[{ key: coin, value: bytes(10) }]]);
    expect(() => store.commitBlocks([bad, duplicate])).toThrow(/UNIQUE constraint failed|constraint/u);
    expect(plain(store.read(coin, 10n))).toEqual({ version: 5n, value: bytes(4) });
    expect(store.latestBlock()?.height).toBe(2n);
  });

  it('scans live resources of one address at a version, with an exclusive cursor', () => {
    const tags = ['0x1::a::A', '0x1::b::B', '0x1::c::C', '0x2::z::Z'];
    store.commitBlocks([
      block(0, 0, [
        [
          ...tags.map((tag) => ({ key: resourceKey(alice, tag), value: bytes(tag.length) })),
          { key: resourceKey(bob, '0x1::a::A'), value: bytes(1) },
        ],
      ]),
      block(1, 1, [[{ key: resourceKey(alice, '0x1::b::B'), value: null }], [{ key: resourceKey(alice, '0x1::b::B'), value: bytes(2) }]]),
    ]);
    const { from, to } = resourceRange(alice);
    const tagsAt = (version: number, after: Uint8Array | null, limit = 10) =>
      store.scanLive(from, to, BigInt(version), after, limit).map((row) => structTagOfResourceKey(row.key, alice));
    expect(tagsAt(0, null)).toEqual(tags);
    expect(tagsAt(1, null)).toEqual(['0x1::a::A', '0x1::c::C', '0x2::z::Z']);
    expect(tagsAt(2, null)).toEqual(tags);
    const firstTwo = store.scanLive(from, to, 2n, null, 2);
    expect(firstTwo.map((row) => row.version)).toEqual([0n, 2n]);
    expect(tagsAt(2, firstTwo[1]?.key ?? null)).toEqual(['0x1::c::C', '0x2::z::Z']);
    expect(store.scanLive(from, to, 2n, to, 10)).toEqual([]);
  });

  it('prunes rows no version from the oldest up can read, and keeps every read from there exact', () => {
    commitHistory();
    const keys = [coin, acct, item];
    const before = keys.map((key) => [3, 4, 5].map((v) => store.read(key, BigInt(v))));
    expect(store.countRows()).toBe(8);
    let cursor: PruneCursor = { version: -1n, key: new Uint8Array(0) };
    let deleted = 0;
    for (;;) {
      const step = store.pruneStep(cursor, 3n, 2);
      deleted += step.deleted;
      if (step.next === null) break;
      cursor = step.next;
    }
    // coin@0, coin@1 and item@0 are shadowed by coin@3 and item@2.
    expect(deleted).toBe(3);
    expect(store.countRows()).toBe(5);
    expect(keys.map((key) => [3, 4, 5].map((v) => store.read(key, BigInt(v))))).toEqual(before);
  });

  it("keeps each version's transaction and events: by version, hash, sender and handle; its write set is its rows", () => {
    const sent = (writes: StateWrite[], height: number, sequenceNumber: bigint) => {
      const base = withTransaction(writes, height);
      const event = {
        account: bob,
        creationNumber: 2n,
        sequenceNumber,
        type: '0x1::coin::DepositEvent',
        data: `{"amount":"${sequenceNumber}"}`,
      };
      return {
        writes,
        transaction: { ...base.transaction, sender: alice, sequenceNumber, body: `{"n":${sequenceNumber}}`, events: [event] },
      };
    };
    store.commitBlocks([
      { ...block(0, 0, [[{ key: coin, value: bytes(1) }]]) },
      {
        block: { ...block(1, 1, [[], []]).block },
        transactions: [
          sent(
            [
              { key: coin, value: bytes(2) },
              { key: item, value: null },
            ],
            1,
            0n,
          ),
          sent([{ key: coin, value: bytes(3) }], 2, 1n),
        ],
      },
    ]);
    const all = store.transactionsFrom(0n, 10);
    expect(all.map((row) => [row.version, row.sequenceNumber, row.events.length])).toEqual([
      [0n, null, 0],
      [1n, 0n, 1],
      [2n, 1n, 1],
    ]);
    expect(store.transactionsFrom(1n, 1).map((row) => row.body)).toEqual(['{"n":0}']);
    expect(store.versionOfTransactionHash(all[2]?.hash ?? new Uint8Array(32))).toBe(2n);
    expect(store.versionOfTransactionHash(new Uint8Array(32))).toBeNull();
    expect(store.transactionsOfSender(alice, 1n, 10).map((row) => row.version)).toEqual([2n]);
    expect(store.transactionsOfSender(bob, 0n, 10)).toEqual([]);
    expect(store.eventsOfHandle(bob, 2n, 0n, 10).map((event) => [event.version, event.sequenceNumber, event.data])).toEqual([
      [1n, 0n, '{"amount":"0"}'],
      [2n, 1n, '{"amount":"1"}'],
    ]);
    expect(store.writesAt(1n).map((write) => [Array.from(write.key.subarray(0, 1)), write.value && Uint8Array.from(write.value)])).toEqual([
      [[0], bytes(2)],
      [[1], null],
    ]);
    // pruning to version 2 takes the transactions and events below it
    let cursor: PruneCursor | null = { version: -1n, key: new Uint8Array(0) };
    while (cursor !== null) cursor = store.pruneStep(cursor, 2n, 1).next;
    expect(store.transactionsFrom(0n, 10).map((row) => row.version)).toEqual([2n]);
    expect(store.eventsOfHandle(bob, 2n, 0n, 10).map((event) => event.version)).toEqual([2n]);
  });

  it('keeps big values out of line: read, scanned and pruned like the others', () => {
    const big = (fill: number) => new Uint8Array(300_000).fill(fill);
    store.commitBlocks([
      block(0, 0, [
        [
          { key: coin, value: big(1) },
          { key: acct, value: bytes(5) },
        ],
      ]),
      block(1, 1, [[{ key: coin, value: big(2) }], [{ key: coin, value: bytes(3) }]]),
    ]);
    expect(store.read(coin, 0n)?.value?.[299_999]).toBe(1);
    expect(store.read(coin, 1n)?.value?.length).toBe(300_000);
    expect(plain(store.read(coin, 2n))).toEqual({ version: 2n, value: bytes(3) });
    const { from, to } = resourceRange(alice);
    expect(store.scanLive(from, to, 1n, null, 10).map((row) => row.value.length)).toEqual([1, 300_000]);
    let cursor: PruneCursor | null = { version: -1n, key: new Uint8Array(0) };
    while (cursor !== null) cursor = store.pruneStep(cursor, 1n, 10).next;
    expect(store.read(coin, 0n)).toBeNull();
    expect(store.read(coin, 1n)?.value?.[0]).toBe(2);
  });
});

describe('WAL checkpoints (wal-checkpointer.ts)', () => {
  it('happen in the background, not in a commit, and close leaves no WAL behind', async () => {
    const temp = makeTempDir('checkpoint');
    const file = path.join(temp.dir, 'ledger.sqlite');
    const store = openSqliteLedgerStore(file);
    try {
      // ~2 MB in one commit: under SQLite's own auto-checkpoint (1000 pages), so only the worker moves it
      const writes = Array.from({ length: 2000 }, (_, i) => ({
        key: resourceKey(alice, `0x1::m::R${i}`),
        value: new Uint8Array(900).fill(i % 256),
      }));
      store.commitBlocks([block(1, 0, [writes])]);
      const sizeOf = (name: string) => (fs.existsSync(name) ? fs.statSync(name).size : 0);
      expect(sizeOf(`${file}-wal`)).toBeGreaterThan(1_500_000);
      // the worker's checkpoint: a loaded machine may take seconds to schedule it
      await vi.waitFor(() => expect(sizeOf(file)).toBeGreaterThan(1_500_000), { timeout: 15_000, interval: 50 });
    } finally {
      store.close();
    }
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const reopened = openSqliteLedgerStore(file);
    expect(reopened.read(resourceKey(alice, '0x1::m::R7'), 0n)?.value?.[0]).toBe(7);
    reopened.close();
    temp.cleanup();
  });

  it('hold bulk writes while the WAL is past its limit until a checkpoint copied all of it; the WAL then restarts', async () => {
    const temp = makeTempDir('wal-limit');
    const file = path.join(temp.dir, 'ledger.sqlite');
    const sizeOf = (name: string) => (fs.existsSync(name) ? fs.statSync(name).size : 0);
    // 64 frames = 256 KiB; each commit below writes new keys, ~40 pages
    const store = openSqliteLedgerStore(file, { walLimitFrames: 64 });
    let waits = 0;
    let largestWal = 0;
    try {
      for (let height = 0; height < 40; height++) {
        // the worker's checkpoint makes room: a loaded machine may take seconds to schedule it
        for (const deadline = Date.now() + 15_000; !store.roomForBulkWrites();) {
          if (Date.now() > deadline) throw new Error(`no room for bulk writes after 15 s (WAL ${sizeOf(`${file}-wal`)} bytes)`);
          waits++;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const writes = Array.from({ length: 150 }, (_, i) => ({
          key: resourceKey(alice, `0x1::m::R${height}_${i}`),
          value: new Uint8Array(900).fill(height),
        }));
        store.commitBlocks([block(height, height, [writes])]);
        largestWal = Math.max(largestWal, sizeOf(`${file}-wal`));
        // steps are spaced like the pruner's: the worker's counts arrive between them
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // 40 commits would make a WAL of ~10 MB; held near the limit, it restarts from the top (past it by
      // the commits made while the worker's counts were a checkpoint or a busy interval old)
      expect(largestWal).toBeLessThan(4_000_000);
      expect(waits).toBeGreaterThan(0);
      expect(store.read(resourceKey(alice, '0x1::m::R39_9'), 39n)?.value?.[0]).toBe(39);
    } finally {
      store.close();
      temp.cleanup();
    }
  }, 60_000); // 40 commits, each of which may wait on the worker on a loaded machine
});
