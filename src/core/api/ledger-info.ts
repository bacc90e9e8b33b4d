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

/** The chains a node URL has served before its current one: chain id → the highest version seen of it. */
export type LeftChains = Map<number, bigint>;

/**
 * Which of two ledgers one node URL answered is its current one. Of one chain, the higher version: a late
 * answer, or a backend behind the others, does not move it back. Another chain id: the URL serves another
 * chain now (`reset`; chains' clocks are not comparable), unless it is a late answer of a chain it has left
 * (`before`: no newer than what was last seen of it, in `left`). One chain id whose versions and ledger
 * times disagree (a localnet restarted): the later in ledger time, `seen`'s chain having replaced `kept`'s
 * (`reset`), or `seen` being a late answer of the chain before (`before`). On `reset`, `kept`'s chain is
 * recorded in `left`.
 */
export function currentLedger<L extends LedgerHead>(
  kept: L,
  seen: L,
  left: LeftChains,
): { current: L; chain: 'same' | 'reset' | 'before' } {
  const timesDisagree =
    (seen.ledgerVersion < kept.ledgerVersion && seen.ledgerTimestampUsec > kept.ledgerTimestampUsec) ||
    (seen.ledgerVersion > kept.ledgerVersion && seen.ledgerTimestampUsec < kept.ledgerTimestampUsec);
  const reset = () => {
    left.set(kept.chainId, kept.ledgerVersion);
    return { current: seen, chain: 'reset' } as const;
  };
  if (seen.chainId !== kept.chainId) {
    const lastSeen = left.get(seen.chainId);
    return lastSeen !== undefined && seen.ledgerVersion <= lastSeen ? { current: kept, chain: 'before' } : reset();
  }
  if (timesDisagree) {
    return seen.ledgerTimestampUsec > kept.ledgerTimestampUsec ? reset() : { current: kept, chain: 'before' };
  }
  return { current: kept.ledgerVersion > seen.ledgerVersion ? kept : seen, chain: 'same' };
}
