import type { NetworkReach } from '../../core/api/errors';
import type { LedgerInfo } from '../../core/api/ledger-headers';
import { currentLedger, type LeftChains } from '../../core/api/ledger-info';

/**
 * What the newest response of one node said about its ledger: `headersHidden` when it answered but sent
 * none we could read; `unreachable` / `corsRefused` when no answer could be read at all.
 */
export interface LedgerStatus {
  ledger: LedgerInfo | null;
  headersHidden: boolean;
  reach?: NetworkReach | null;
  /** For `not_api`: what answered instead (e.g. "got HTML, HTTP 200, from …"). */
  reachDetail?: string;
  /** The node changed chains more than MAX_RESETS times within RESET_WINDOW_MS: its reads are no longer reset at each change. */
  chainUnsteady?: boolean;
}

/**
 * A node that answers from two chains in turn (two backends behind one URL, or a hostile one) would make
 * every answer a reset, and each reset asks every read of the node again: thousands of requests a minute
 * from one page (issue 30). A few resets a minute are a real chain reset; past them the node is unsteady,
 * and said so, and its reads are kept.
 */
export const MAX_RESETS = 3;
export const RESET_WINDOW_MS = 60_000;

/** The newest ledger of every node one app has asked, and who listens for it (one per QueryClient: ledger-memory.ts). */
export class LedgerStatuses {
  private readonly statusByNode = new Map<string, LedgerStatus>();
  private readonly leftChainsByNode = new Map<string, LeftChains>();
  private readonly resetTimesByNode = new Map<string, number[]>();
  private readonly listeners = new Set<() => void>();

  /**
   * Fed by the query cache with every response (and error) of every node. The headers describe the
   * latest ledger at request time (docs/api.md#ledger-headers), so the highest version seen wins over late
   * arrivals, unless the ledger is of another chain: then it replaces the old chain's, and the answer is true
   * (what was read of the old chain no longer holds).
   */
  report(node: string, ledger: LedgerInfo | null, reach: NetworkReach | null = null, reachDetail?: string): boolean {
    const previous = this.statusByNode.get(node);
    let next: LedgerStatus;
    let reset = false;
    if (ledger === null) {
      if (previous?.ledger) return false; // keep what we know; one header-less error should not blank the bar
      // no answer was read at all: that says nothing about the node's headers
      next =
        reach === null
          ? { ledger: null, headersHidden: true }
          : { ledger: null, headersHidden: false, reach, ...(reachDetail === undefined ? {} : { reachDetail }) };
    } else {
      if (previous?.ledger) {
        let left = this.leftChainsByNode.get(node);
        if (left === undefined) this.leftChainsByNode.set(node, (left = new Map()));
        const order = currentLedger(previous.ledger, ledger, left);
        if (order.current !== ledger) return false;
        reset = order.chain === 'reset';
      }
      const unsteady = this.recentResets(node, reset) > MAX_RESETS;
      if (unsteady) reset = false;
      const same =
        !reset &&
        previous?.ledger?.ledgerVersion === ledger.ledgerVersion &&
        previous.ledger.chainId === ledger.chainId &&
        (previous.chainUnsteady === true) === unsteady &&
        previous.ledger.gasUsed === ledger.gasUsed &&
        previous.ledger.source === ledger.source;
      if (same) return false;
      next = { ledger, headersHidden: false, ...(unsteady ? { chainUnsteady: true } : {}) };
    }
    this.statusByNode.set(node, next);
    for (const listener of this.listeners) listener();
    return reset;
  }

  /** How many chain changes of `node` fell within the last RESET_WINDOW_MS, counting one more now when `changed`. */
  private recentResets(node: string, changed: boolean): number {
    const now = Date.now();
    const recent = (this.resetTimesByNode.get(node) ?? []).filter((time) => now - time < RESET_WINDOW_MS);
    if (changed) recent.push(now);
    this.resetTimesByNode.set(node, recent.slice(-MAX_RESETS - 1));
    return recent.length;
  }

  get(node: string): LedgerStatus | undefined {
    return this.statusByNode.get(node);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
