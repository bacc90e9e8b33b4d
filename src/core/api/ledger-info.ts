/** Latest-ledger facts every API response carries in X-NODE-* headers (docs/api.md#ledger-headers). */
export type LedgerInfo = {
  chainId: number;
  ledgerVersion: bigint;
  oldestLedgerVersion: bigint;
  ledgerTimestampUsec: bigint;
  epoch: bigint;
  blockHeight: bigint;
  oldestBlockHeight: bigint;
  /** Optional on the wire: null when not sent. */
  gasUsed: bigint | null;
};
