/** Where a node's ledger stands: the facts every API response carries in X-NODE-* headers (docs/api.md#ledger-headers). */
export type LedgerHead = {
  chainId: number;
  ledgerVersion: bigint;
  oldestLedgerVersion: bigint;
  ledgerTimestampUsec: bigint;
  epoch: bigint;
  blockHeight: bigint;
  oldestBlockHeight: bigint;
};

/** What one response's headers say: the ledger head, and the request's own gas figure when sent. */
export type LedgerInfo = LedgerHead & {
  /** Optional on the wire: null when not sent (our node sends none: reads cost no gas). */
  gasUsed: bigint | null;
};
