import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerHead } from '../../../src/core/api/ledger-info';
import { PINNED_MAX_AGE_SECONDS, pinnedMaxAgeSeconds, versionsListMaxAge } from './pinned-max-age';

const head = (oldest: bigint, latest: bigint): LedgerHead => ({
  chainId: 4,
  epoch: 1n,
  ledgerVersion: latest,
  oldestLedgerVersion: oldest,
  ledgerTimestampUsec: 0n,
  blockHeight: 0n,
  oldestBlockHeight: 0n,
});

describe('pinnedMaxAgeSeconds', () => {
  it('is the ceiling when nothing leaves the window while the node runs', () => {
    expect(pinnedMaxAgeSeconds({ pruneWindowSeconds: 0, blockIntervalMs: 1000 }, head(0n, 100n), 0n)).toBe(PINNED_MAX_AGE_SECONDS);
    expect(pinnedMaxAgeSeconds({ pruneWindowSeconds: 3600, blockIntervalMs: 0 }, head(50n, 100n), 50n)).toBe(PINNED_MAX_AGE_SECONDS);
  });

  it('is about nothing at the oldest version and about the window at the latest', () => {
    const pace = { pruneWindowSeconds: 300, blockIntervalMs: 1000 };
    expect(pinnedMaxAgeSeconds(pace, head(1000n, 1999n), 1000n)).toBe(0);
    expect(pinnedMaxAgeSeconds(pace, head(1000n, 1999n), 1999n)).toBe(299);
    expect(pinnedMaxAgeSeconds(pace, head(1000n, 1999n), 1500n)).toBe(150);
  });

  it('counts wall time: blocks every 200 ms move chain time five times faster', () => {
    expect(pinnedMaxAgeSeconds({ pruneWindowSeconds: 1000, blockIntervalMs: 200 }, head(0n, 999n), 999n)).toBe(199);
  });

  it('never exceeds the ceiling, never goes below 0, and grows with the version', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 86_400 * 7 }),
        fc.nat({ max: 10_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (window, interval, oldest, spanA, offsetA, offsetB) => {
          const pace = { pruneWindowSeconds: window, blockIntervalMs: interval };
          const latest = oldest + spanA;
          const [low, high] = [oldest + (offsetA % (spanA + 1n)), oldest + (offsetB % (spanA + 1n))].sort((a, b) =>
            a < b ? -1 : a > b ? 1 : 0,
          );
          const atLow = pinnedMaxAgeSeconds(pace, head(oldest, latest), low ?? oldest);
          const atHigh = pinnedMaxAgeSeconds(pace, head(oldest, latest), high ?? oldest);
          expect(atLow).toBeGreaterThanOrEqual(0);
          expect(atHigh).toBeLessThanOrEqual(PINNED_MAX_AGE_SECONDS);
          expect(Number.isInteger(atLow)).toBe(true);
          expect(atLow).toBeLessThanOrEqual(atHigh);
        },
      ),
    );
  });
});

describe('versionsListMaxAge', () => {
  const pace = { pruneWindowSeconds: 300, blockIntervalMs: 1000 };
  it("is no-cache at latest, and the pinned read's when the list is empty", () => {
    expect(versionsListMaxAge(pace, head(1000n, 1999n), undefined, 1000n)).toBeNull();
    expect(versionsListMaxAge(pace, head(1000n, 1999n), 1999n, undefined)).toBe(299);
  });
  it('is bounded by the oldest entry listed', () => {
    expect(versionsListMaxAge(pace, head(1000n, 1999n), 1999n, 1000n)).toBe(0);
    expect(versionsListMaxAge(pace, head(1000n, 1999n), 1999n, 1500n)).toBe(150);
    expect(versionsListMaxAge(pace, head(1000n, 1999n), 1500n, 1400n)).toBe(120);
  });
});
