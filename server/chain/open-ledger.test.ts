import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diskFullCode } from '../store/disk-full';
import { openSqliteLedgerStore } from '../store/sqlite-ledger-store';
import { makeTempDir } from '../store/test-dir';
import { userAccountAddress } from './demo-ids';
import { FRAMEWORK } from './demo-constants';
import { LedgerDiskFullError, LedgerLockedError, LedgerMismatchError } from './ledger-errors';
import { CAFE, open, sampleVersions, u64At } from './test-ledger';
import type { DemoChainLedger } from './open-ledger';

const COIN_STORE = '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>';
const opened: DemoChainLedger[] = [];
const temps: (() => void)[] = [];

function tempDir(): string {
  const temp = makeTempDir('open');
  temps.push(temp.cleanup);
  return temp.dir;
}

function track(ledger: DemoChainLedger): DemoChainLedger {
  opened.push(ledger);
  return ledger;
}

afterEach(() => {
  for (const ledger of opened.splice(0)) ledger.close();
  for (const cleanup of temps.splice(0)) cleanup();
});

/** Bytes of a fixed sample of keys at a fixed sample of versions, as hex (comparable across ledgers). */
function fingerprint(ledger: DemoChainLedger, seed: number): string[] {
  const { oldestLedgerVersion, ledgerVersion } = ledger.head();
  const out: string[] = [];
  for (const v of sampleVersions(oldestLedgerVersion, ledgerVersion, 25)) {
    for (const [address, type] of [
      [CAFE, '0xcafe::showcase::Showcase'],
      [CAFE, '0xcafe::showcase::Directory'],
      [userAccountAddress(seed, 0), COIN_STORE],
      [userAccountAddress(seed, 5), '0x1::account::Account'],
    ] as const) {
      const value = ledger.readResource(address, type, v);
      out.push(`${v} ${type} ${value?.writtenAt ?? '-'} ${value === null ? '-' : Buffer.from(value.bytes).toString('hex')}`);
    }
  }
  return out;
}

describe('openLedger', () => {
  it('is deterministic: same seed → identical bytes; another seed → other accounts', () => {
    const a = track(open(tempDir(), { seed: 7, history: 1200 }));
    const b = track(open(tempDir(), { seed: 7, history: 1200 }));
    expect(a.head()).toEqual(b.head());
    expect(fingerprint(a, 7)).toEqual(fingerprint(b, 7));
    const c = track(open(tempDir(), { seed: 8, history: 1200 }));
    expect(c.readResource(userAccountAddress(7, 0), COIN_STORE, c.head().ledgerVersion)).toBeNull();
    expect(c.readResource(userAccountAddress(8, 0), COIN_STORE, c.head().ledgerVersion)).not.toBeNull();
  });

  it('continues the same chain after a restart, ignoring `history`', () => {
    const dir = tempDir();
    const first = open(dir, { history: 800 });
    const head = first.head();
    const before = fingerprint(first, 1);
    first.close();
    const again = track(open(dir, { history: 5000 }));
    expect(again.head()).toEqual(head);
    expect(fingerprint(again, 1)).toEqual(before);
    again.produceBlock();
    const next = again.head();
    expect(next.blockHeight).toBe(head.blockHeight + 1n);
    expect(next.ledgerTimestampUsec).toBe(head.ledgerTimestampUsec + 1_000_000n);
    expect(u64At(again.readResource(CAFE, '0xcafe::showcase::Clock', next.ledgerVersion)?.bytes ?? new Uint8Array(0))).toBe(
      next.ledgerVersion,
    );

    // The same blocks as a ledger that never restarted.
    const straight = track(open(tempDir(), { history: 800 }));
    straight.produceBlock();
    expect(straight.head()).toEqual(next);
    expect(fingerprint(straight, 1)).toEqual(fingerprint(again, 1));
  });

  it('refuses a second node on the same directory, and takes over a stale lock', () => {
    const dir = tempDir();
    const ledger = open(dir, { history: 10 });
    expect(() => open(dir)).toThrow(LedgerLockedError);
    expect(() => open(dir)).toThrow(/already open/);
    ledger.close();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, 'LOCK'), dead);
    track(open(dir));
    expect(fs.readFileSync(path.join(dir, 'LOCK'), 'utf8').trim()).toBe(String(process.pid));
  });

  it('refuses a directory of another seed, chain id or schema unless reset', () => {
    const dir = tempDir();
    open(dir, { history: 10 }).close();
    expect(() => open(dir, { seed: 2 })).toThrow(LedgerMismatchError);
    expect(() => open(dir, { chainId: 5 })).toThrow(
      /holds the chain of seed 1 and chain id 4, not seed 1 and chain id 5; start with --reset/,
    );
    const reset = open(dir, { seed: 2, chainId: 5, history: 20, reset: true });
    expect(reset.head()).toMatchObject({ chainId: 5, ledgerVersion: 19n });
    reset.close();

    const store = openSqliteLedgerStore(path.join(dir, 'ledger.sqlite'));
    store.setMeta({ schema_version: '0' });
    store.close();
    expect(() => open(dir, { seed: 2, chainId: 5 })).toThrow(/schema 0/);
    // A refused open releases the lock.
    track(open(dir, { seed: 2, chainId: 5, reset: true, history: 5 }));
  });

  it('prunes below the window: reads from the oldest up unchanged, older rows gone', () => {
    const dir = tempDir();
    const ledger = track(open(dir, { history: 3000, pruneWindowSeconds: 300 }));
    ledger.pruneNow(); // nothing scheduled has run yet: this is the first pass
    // Grow the chain so the window moves, then compare against a second pass.
    const before = fingerprint(ledger, 1);
    for (let i = 0; i < 50; i++) ledger.produceBlock();
    const head = ledger.head();
    expect(head.oldestBlockHeight).toBe(head.blockHeight - 300n);
    const keys = ['0xcafe::showcase::Clock', '0xcafe::showcase::Showcase'];
    const reads = sampleVersions(head.oldestLedgerVersion, head.ledgerVersion, 60).map((v) =>
      keys.map((type) => ledger.readResource(CAFE, type, v)),
    );
    const rowsBefore = ledger.countRows();
    ledger.pruneNow();
    expect(ledger.countRows()).toBeLessThan(rowsBefore);
    expect(
      sampleVersions(head.oldestLedgerVersion, head.ledgerVersion, 60).map((v) => keys.map((type) => ledger.readResource(CAFE, type, v))),
    ).toEqual(reads);
    // Clock is written by every version: below the oldest, nothing of it is left.
    expect(ledger.readResource(CAFE, '0xcafe::showcase::Clock', head.oldestLedgerVersion - 1n)).toBeNull();
    // Genesis-only rows (the crowd) are kept: they are the newest row at the oldest version.
    expect(ledger.readResource(CAFE, '0xcafe::showcase::Large', head.oldestLedgerVersion)?.writtenAt).toBe(0n);
    expect(before.length).toBeGreaterThan(0);
    // transactions and their events go with the versions: the first kept is the oldest version's
    expect(ledger.transactions(0n, 1).map((txn) => txn.version)).toEqual([head.oldestLedgerVersion]);
    expect(ledger.transactionRecord(head.oldestLedgerVersion - 1n)).toBeNull();
    const blockEvents = ledger.events(FRAMEWORK, 3n, 0n, 1);
    expect(blockEvents[0]?.version).toBe(head.oldestLedgerVersion);
    expect(blockEvents[0]?.sequenceNumber).toBe(head.oldestBlockHeight);
  });

  it('prunes in the background, step by step, and the producer moves the window', async () => {
    const dir = tempDir();
    const ledger = track(open(dir, { history: 2000, pruneWindowSeconds: 60 }));
    const head = ledger.head();
    const clockBelowOldest = () => ledger.readResource(CAFE, '0xcafe::showcase::Clock', head.oldestLedgerVersion - 1n);
    // Opening scheduled the first pass; it has not run yet (it runs between event-loop turns).
    expect(clockBelowOldest()?.writtenAt).toBe(head.oldestLedgerVersion - 1n);
    ledger.startBlockProducer(15);
    const deadline = Date.now() + 10_000;
    while ((clockBelowOldest() !== null || ledger.head().blockHeight < head.blockHeight + 5n) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(clockBelowOldest()).toBeNull();
    const later = ledger.head();
    expect(later.blockHeight).toBeGreaterThanOrEqual(head.blockHeight + 5n);
    expect(later.oldestBlockHeight).toBe(later.blockHeight - 60n);
    expect(later.ledgerTimestampUsec - head.ledgerTimestampUsec).toBe((later.blockHeight - head.blockHeight) * 1_000_000n);
    expect(u64At(ledger.readResource(CAFE, '0xcafe::showcase::Clock', later.oldestLedgerVersion)?.bytes ?? new Uint8Array(0))).toBe(
      later.oldestLedgerVersion,
    );
  }, 30_000);
});

describe('a full disk', () => {
  /** Produces blocks until one cannot be committed; returns how many went in. */
  function produceUntilFull(ledger: DemoChainLedger): number {
    for (let made = 0; made < 1_000; made++) {
      try {
        ledger.produceBlock();
      } catch (error) {
        expect(diskFullCode(error)).toBe('SQLITE_FULL');
        return made;
      }
    }
    throw new Error('the store never filled');
  }

  it('a block that cannot be committed changes nothing: once there is room, the chain is that of a node never stopped', () => {
    const full = track(open(tempDir(), { history: 1200 }));
    const roomy = track(open(tempDir(), { history: 1200 }));
    full.limitStoreSize(0); // no growth at all
    const made = produceUntilFull(full);
    const stuck = full.head();
    expect(() => full.produceBlock()).toThrow();
    expect(full.head()).toEqual(stuck);
    full.limitStoreSize(null);
    for (let i = 0; i < 3; i++) full.produceBlock();
    for (let i = 0; i < made + 3; i++) roomy.produceBlock();
    expect(full.head().blockHeight).toBe(stuck.blockHeight + 3n);
    expect(full.head()).toEqual(roomy.head());
    expect(fingerprint(full, 1)).toEqual(fingerprint(roomy, 1));
  });

  it('the producer retries with backoff while the disk is full, says so, and resumes once space returns', async () => {
    const said: string[] = [];
    const ledger = track(open(tempDir(), { history: 1200, onProgress: (message) => said.push(message) }));
    ledger.limitStoreSize(0);
    ledger.startBlockProducer(10);
    await vi.waitFor(() => expect(ledger.productionStall()?.attempts).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 10 });
    const stall = ledger.productionStall();
    expect(stall).toMatchObject({ reason: 'disk_full', message: expect.stringMatching(/^the disk is full \(SQLITE_FULL: /) });
    const stuck = ledger.head();
    await vi.waitFor(() => expect(ledger.productionStall()?.attempts).toBeGreaterThanOrEqual(4), { timeout: 10_000, interval: 10 });
    expect(ledger.head()).toEqual(stuck);
    expect(ledger.productionStall()?.sinceMs).toBe(stall?.sinceMs);
    ledger.limitStoreSize(null);
    await vi.waitFor(() => expect(ledger.head().blockHeight).toBeGreaterThan(stuck.blockHeight + 2n), { timeout: 15_000, interval: 10 });
    expect(ledger.productionStall()).toBeNull();
    expect(said.filter((line) => line.startsWith('block production stalled: the disk is full (SQLITE_FULL'))).toHaveLength(1);
    expect(said.filter((line) => /^block production resumed after \d+ failed attempts$/.test(line))).toHaveLength(1);
  }, 30_000);

  it('at start or during history generation is one sentence, and the next start resumes the generation', { timeout: 60_000 }, () => {
    const dir = tempDir();
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error;
      }
      return null;
    };
    const atStart = refusal(() => track(open(dir, { history: 12_000, storeMaxBytes: 0 })));
    expect(atStart).toBeInstanceOf(LedgerDiskFullError);
    const progress: string[] = [];
    // the first of the generation's commits fits (7.5 MiB), the second does not (11.5 MiB with 0xbeef's registry)
    const midway = refusal(() =>
      track(open(dir, { history: 12_000, storeMaxBytes: 10 * 1024 * 1024, onProgress: (line) => progress.push(line) })),
    );
    expect(midway).toBeInstanceOf(LedgerDiskFullError);
    expect(progress).toHaveLength(1);
    expect((midway as Error).message).toMatch(
      /^the disk holding data directory .+ is full \(SQLITE_FULL\); free some space and start again/,
    );
    expect((midway as Error).message).not.toContain('\n');
    // (that a resumed generation is the chain of an uninterrupted one: 'continues the same chain after a restart', kill-restart.test.ts)
    const resumed = track(open(dir, { history: 12_000 }));
    expect(resumed.head().ledgerVersion).toBe(11_999n);
    for (const version of sampleVersions(0n, 11_999n, 20)) {
      expect(u64At(resumed.readResource(CAFE, '0xcafe::showcase::Clock', version)?.bytes ?? new Uint8Array(0))).toBe(version);
    }
  });
});
