import type { LedgerInfoBody } from './schemas';

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
  /** Absent: read from the response's headers. */
  source?: LedgerSource;
  /** The upstream node's URL when the answer came through our node's gateway (`--upstream`). */
  viaGateway?: string;
};

/** Where a LedgerInfo's figures come from (docs/api.md#real-nodes-on-the-wire). */
export type LedgerSource =
  /** The response's own ledger headers (X-NODE-* or X-Aptos-*). */
  | 'headers'
  /** `GET /v1`'s body, read because the node hides its headers from this page (CORS exposes none). */
  | 'ledger_info';

/** The ledger as `GET /v1`'s body states it (u64 members as decimal strings, already validated). */
export function ledgerFromInfoBody(body: LedgerInfoBody): LedgerInfo {
  return {
    chainId: body.chain_id,
    ledgerVersion: BigInt(body.ledger_version),
    oldestLedgerVersion: BigInt(body.oldest_ledger_version),
    ledgerTimestampUsec: BigInt(body.ledger_timestamp),
    epoch: BigInt(body.epoch),
    blockHeight: BigInt(body.block_height),
    oldestBlockHeight: BigInt(body.oldest_block_height),
    gasUsed: null,
    source: 'ledger_info',
  };
}

/**
 * Whether `seen` is of another chain than `kept`, though one node URL answered both: another chain id, or
 * a lower version at a later ledger time (a localnet restarted, a devnet after its reset). A lower version
 * at the same or an earlier time is the same chain seen late (a late answer, a backend behind the others).
 */
export function isAnotherChain(kept: LedgerHead, seen: LedgerHead): boolean {
  return seen.chainId !== kept.chainId || (seen.ledgerVersion < kept.ledgerVersion && seen.ledgerTimestampUsec > kept.ledgerTimestampUsec);
}
