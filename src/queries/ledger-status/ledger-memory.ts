// One home for what an app has learnt of each node's ledger (docs/architecture.md#ledger-memory): the
// newest ledger seen (the status bar's), how the node's wire shows it, and whether its write index is
// used. It lives as long as its QueryClient: the app has one; each test's new client starts knowing nothing.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { NodeWires } from '../../core/api/node-wire';
import type { RequestOptions } from '../../core/api/send-request';
import { apiKeyFor } from '../../core/settings/node-settings';
import { LedgerStatuses, type LedgerStatus } from './ledger-status';

export interface LedgerMemory {
  statuses: LedgerStatuses;
  wires: NodeWires;
  /** Per node, why its write index is not used: null when it has none, a text when its list was unusable (history.ts). */
  unusedIndex: Map<string, string | null>;
}

const memories = new WeakMap<QueryClient, LedgerMemory>();

export function ledgerMemory(client: QueryClient): LedgerMemory {
  let memory = memories.get(client);
  if (memory === undefined) {
    memory = { statuses: new LedgerStatuses(), wires: new NodeWires(), unusedIndex: new Map() };
    memories.set(client, memory);
  }
  return memory;
}

/** How a read of the app reaches `node`: its API key, and the wires its client knows. */
export function nodeRequest(client: QueryClient, node: string, signal?: AbortSignal): RequestOptions {
  return { node, signal, apiKey: apiKeyFor(node), wires: ledgerMemory(client).wires };
}

/** The newest ledger seen of `node` by this app's client, re-rendered as it moves. */
export function useLedgerStatus(node: string): LedgerStatus | undefined {
  const { statuses } = ledgerMemory(useQueryClient());
  return useSyncExternalStore(statuses.subscribe, () => statuses.get(node));
}
