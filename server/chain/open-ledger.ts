import type { Ledger, LedgerOptions } from './ledger';

/** Opens (and on first use generates) the ledger in options.dataDir. */
export function openLedger(options: LedgerOptions): Ledger {
  throw new Error(`openLedger(${options.dataDir}): not implemented yet`);
}
