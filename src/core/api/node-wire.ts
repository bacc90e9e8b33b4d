// What one node's wire lets this page read of its ledger. A real node answers a page on another
// origin without Access-Control-Expose-Headers, so no ledger header is readable there
// (docs/api.md#real-nodes-on-the-wire): its ledger then comes from `GET /v1`'s body, learned once per
// node from the first 2xx answer without readable headers, and asked again at the follow pace.
import { currentLedger, type LedgerInfo, type LeftChains } from './ledger-info';

/**
 * How long a `GET /v1` answer stands for "latest" on a node that hides its headers. Below the follow
 * pace (a page at latest refreshes every 4 s), so each refresh asks `GET /v1` once, shared by all the
 * page's reads of that refresh.
 */
export const LEDGER_INFO_FRESH_MS = 1_500;

interface NodeWire {
  hidesHeaders: boolean;
  latest: { ledger: LedgerInfo; at: number } | null;
  pending: Promise<LedgerInfo> | null;
  left: LeftChains;
}

/**
 * The wires of every node one app has asked (a request carries them: RequestOptions.wires). Their life is
 * their owner's: one per QueryClient (src/queries/ledger-status/ledger-status.ts), so a test's new client
 * starts with none.
 */
export type NodeWires = Map<string, NodeWire>;

function wireOf(wires: NodeWires, node: string): NodeWire {
  const wire = wires.get(node) ?? { hidesHeaders: false, latest: null, pending: null, left: new Map() };
  wires.set(node, wire);
  return wire;
}

/** Whether a 2xx answer of this node came without readable ledger headers. */
export function hidesLedgerHeaders(wires: NodeWires, node: string): boolean {
  return wires.get(node)?.hidesHeaders ?? false;
}

/** Records what a 2xx answer showed: readable ledger headers or none. */
export function noteLedgerHeaders(wires: NodeWires, node: string, readable: boolean): void {
  wireOf(wires, node).hidesHeaders = !readable;
}

export interface BodyLedgerWanted {
  /** Ask the node even when a fresh answer is held (a pruned read: the window has moved). */
  force?: boolean;
  /** A held answer older than this version is stale (a read pinned past it). */
  atLeast?: bigint;
}

/**
 * The node's latest ledger from `GET /v1` (`load`): a held answer while fresh, one request shared by
 * concurrent callers otherwise. The newest version seen wins: a late answer does not move it back, unless
 * it is of another chain (the node's chain was reset: what was held belongs to the old one).
 */
export function ledgerFromBody(
  wires: NodeWires,
  node: string,
  load: () => Promise<LedgerInfo>,
  wanted: BodyLedgerWanted = {},
  now = Date.now(),
): Promise<LedgerInfo> {
  const wire = wireOf(wires, node);
  const held = wire.latest;
  const fresh =
    held !== null && now - held.at < LEDGER_INFO_FRESH_MS && (wanted.atLeast === undefined || held.ledger.ledgerVersion >= wanted.atLeast);
  if (fresh && wanted.force !== true) return Promise.resolve(held.ledger);
  if (wire.pending !== null) return wire.pending;
  const pending = load().then(
    (ledger) => {
      wire.pending = null;
      const held = wire.latest?.ledger;
      const { current, chain } = held === undefined ? { current: ledger, chain: 'same' } : currentLedger(held, ledger, wire.left);
      // a late answer of the same chain still brings its oldest version: the window only moves on
      const oldest = chain === 'same' ? maxOf(current.oldestLedgerVersion, ledger.oldestLedgerVersion) : current.oldestLedgerVersion;
      wire.latest = { ledger: current === ledger ? ledger : { ...current, oldestLedgerVersion: oldest }, at: Date.now() };
      return wire.latest.ledger;
    },
    (error: unknown) => {
      wire.pending = null;
      throw error;
    },
  );
  wire.pending = pending;
  return pending;
}

function maxOf(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
