import type { LedgerInfo } from './ledger-headers';

/** A ledger for tests: the two versions a test is about, the rest of no interest. */
export function ledgerAt(ledgerVersion: bigint, oldestLedgerVersion: bigint): LedgerInfo {
  return {
    chainId: 4,
    ledgerVersion,
    oldestLedgerVersion,
    ledgerTimestampUsec: 1n,
    epoch: 1n,
    blockHeight: 1n,
    oldestBlockHeight: 0n,
    gasUsed: null,
  };
}
