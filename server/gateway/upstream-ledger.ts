// The upstream's ledger as the gateway last saw it: the ledger headers of its newest answer, under the
// names it sent them (a real node's `X-Aptos-*`, our node's `X-NODE-*`). A cached answer is sent with
// these, never with the headers stored beside it (docs/api.md#the-gateway); the cache's window is the
// latest and oldest versions they name.

/** The ledger headers of a node's answers, without their prefix (the cursor and gas used belong to one answer). */
const LEDGER_HEADER_SUFFIXES = [
  'chain-id',
  'ledger-version',
  'ledger-oldest-version',
  'ledger-timestampusec',
  'epoch',
  'block-height',
  'oldest-block-height',
] as const;

const PREFIXES = ['x-aptos-', 'x-node-'] as const;

/** Lower-case names of every header a node sends about its ledger or a list, under either prefix (for CORS). */
export const NODE_HEADER_NAMES: readonly string[] = PREFIXES.flatMap((prefix) =>
  [...LEDGER_HEADER_SUFFIXES, 'gas-used', 'cursor'].map((suffix) => prefix + suffix),
);

/** Lower-case names of every ledger header under either prefix. */
export const LEDGER_HEADER_NAMES: ReadonlySet<string> = new Set(
  PREFIXES.flatMap((prefix) => LEDGER_HEADER_SUFFIXES.map((suffix) => prefix + suffix)),
);

export interface SeenLedger {
  /** The ledger headers as the upstream sent them (lower-case names). */
  headers: Readonly<Record<string, string>>;
  chainId: string | null;
  latest: bigint;
  oldest: bigint;
  /** When they were seen (ms, the gateway's monotonic clock). */
  seenAt: number;
}

const U64 = /^\d{1,20}$/u;

/**
 * The ledger an upstream answer describes, or null when it names none the gateway can trust (headers
 * missing, not u64, or an oldest version above the latest: nothing is cached by such a ledger).
 */
export function ledgerOfAnswer(headers: Headers, seenAt: number): SeenLedger | null {
  for (const prefix of PREFIXES) {
    const latest = headers.get(`${prefix}ledger-version`);
    const oldest = headers.get(`${prefix}ledger-oldest-version`);
    if (latest === null || oldest === null) continue;
    if (!U64.test(latest) || !U64.test(oldest) || BigInt(oldest) > BigInt(latest) || BigInt(latest) >= 1n << 64n) return null;
    const picked: Record<string, string> = {};
    for (const suffix of LEDGER_HEADER_SUFFIXES) {
      const value = headers.get(prefix + suffix);
      if (value !== null) picked[prefix + suffix] = value;
    }
    return { headers: picked, chainId: headers.get(`${prefix}chain-id`), latest: BigInt(latest), oldest: BigInt(oldest), seenAt };
  }
  return null;
}
