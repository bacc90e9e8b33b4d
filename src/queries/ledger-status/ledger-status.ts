// A node's ledger memory, one per QueryClient (docs/architecture.md#ledger-memory): the newest ledger seen
// (the status bar's), how the node's wire shows it, and whether its write index is used. It lives as long
// as its client: the app has one; each test's new client starts knowing nothing.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { NetworkReach } from '../../core/api/errors';
import type { LedgerInfo } from '../../core/api/ledger-headers';
import { currentLedger, type LeftChains } from '../../core/api/ledger-info';
import type { NodeWires } from '../../core/api/node-wire';
import type { RequestOptions } from '../../core/api/send-request';
import { apiKeyFor } from '../../core/settings/node-settings';

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

interface LedgerMemory {
  status: Map<string, LedgerStatus>;
  left: Map<string, LeftChains>;
  resets: Map<string, number[]>;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
  wires: NodeWires;
  /** Per node, why its write index is not used (history.ts). */
  unusedIndex: Map<string, string | null>;
}

const memories = new WeakMap<QueryClient, LedgerMemory>();

export function ledgerMemory(client: QueryClient): LedgerMemory {
  let memory = memories.get(client);
  if (memory === undefined) {
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    memory = { status: new Map(), left: new Map(), resets: new Map(), listeners, subscribe, wires: new Map(), unusedIndex: new Map() };
    memories.set(client, memory);
  }
  return memory;
}

/** How a read of the app reaches `node`: its API key, and the wires its client knows. */
export function nodeRequest(client: QueryClient, node: string, signal?: AbortSignal): RequestOptions {
  return { node, signal, apiKey: apiKeyFor(node), wires: ledgerMemory(client).wires };
}

/**
 * Fed by the query cache with every response (and error) of every node. The headers describe the
 * latest ledger at request time (docs/api.md#ledger-headers), so the highest version seen wins over late
 * arrivals, unless the ledger is of another chain: then it replaces the old chain's, and the answer is true
 * (what was read of the old chain no longer holds).
 */
export function reportLedger(
  memory: LedgerMemory,
  node: string,
  ledger: LedgerInfo | null,
  reach: NetworkReach | null = null,
  reachDetail?: string,
): boolean {
  const previous = memory.status.get(node);
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
      const left = memory.left.get(node) ?? new Map();
      memory.left.set(node, left);
      const order = currentLedger(previous.ledger, ledger, left);
      if (order.current !== ledger) return false;
      reset = order.chain === 'reset';
    }
    const unsteady = recentResets(memory, node, reset) > MAX_RESETS;
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
  memory.status.set(node, next);
  for (const listener of memory.listeners) listener();
  return reset;
}

/** How many chain changes of `node` fell within the last RESET_WINDOW_MS, counting one more now when `changed`. */
function recentResets(memory: LedgerMemory, node: string, changed: boolean): number {
  const now = Date.now();
  const recent = (memory.resets.get(node) ?? []).filter((time) => now - time < RESET_WINDOW_MS);
  if (changed) recent.push(now);
  memory.resets.set(node, recent.slice(-MAX_RESETS - 1));
  return recent.length;
}

export function getLedgerStatus(memory: LedgerMemory, node: string): LedgerStatus | undefined {
  return memory.status.get(node);
}

/** The newest ledger seen of `node` by this app's client, re-rendered as it moves. */
export function useLedgerStatus(node: string): LedgerStatus | undefined {
  const memory = ledgerMemory(useQueryClient());
  return useSyncExternalStore(memory.subscribe, () => memory.status.get(node));
}
