import type { LedgerInfo } from '../api/ledger-headers';

// A node's window of versions, judged from the ledger headers its answers carry.

/** The newer of two ledgers of one node (the higher version: headers describe latest at request time). */
export function newerLedger(a: LedgerInfo | null | undefined, b: LedgerInfo | null | undefined): LedgerInfo | null {
  if (a == null) return b ?? null;
  if (b == null) return a;
  return b.ledgerVersion > a.ledgerVersion ? b : a;
}

/** Whether `version` has fallen out of a window whose oldest version is `oldest`. */
export function prunedSince(version: bigint | undefined, oldest: bigint | undefined): boolean {
  return version !== undefined && oldest !== undefined && version < oldest;
}
