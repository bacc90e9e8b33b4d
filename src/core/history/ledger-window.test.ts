import { describe, expect, it } from 'vitest';
import type { LedgerInfo } from '../api/ledger-headers';
import { newerLedger, prunedSince } from './ledger-window';

function ledgerAt(ledgerVersion: bigint, oldestLedgerVersion: bigint): LedgerInfo {
  return { chainId: 4, ledgerVersion, oldestLedgerVersion, ledgerTimestampUsec: 1n, epoch: 1n, blockHeight: 1n, oldestBlockHeight: 0n, gasUsed: null };
}

describe('newerLedger', () => {
  it('takes the higher version, either side, and whichever is known', () => {
    const older = ledgerAt(100n, 10n);
    const newer = ledgerAt(200n, 110n);
    expect(newerLedger(older, newer)).toBe(newer);
    expect(newerLedger(newer, older)).toBe(newer);
    expect(newerLedger(undefined, older)).toBe(older);
    expect(newerLedger(older, null)).toBe(older);
    expect(newerLedger(null, undefined)).toBeNull();
  });
});

describe('prunedSince', () => {
  it('is true only for a version below a known oldest', () => {
    expect(prunedSince(29879n, 30226n)).toBe(true);
    expect(prunedSince(30226n, 30226n)).toBe(false);
    expect(prunedSince(29879n, undefined)).toBe(false);
    expect(prunedSince(undefined, 30226n)).toBe(false);
  });
});
