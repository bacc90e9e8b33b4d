import { parseNodeUrl } from '../search/parse-node-url';
import { browserStorage, memoryStorage, readJson, writeJson, type KeyValueStorage } from './key-value-storage';

// What the user chose about nodes, remembered in localStorage (issue 5, "Node choice"): the chosen node
// (a link naming no node still reads the serving one, and offers this: node-choice.ts), an API key per
// node, the node origins a link may name without asking again, and the nodes used lately (newest first).
const CHOSEN_NODE_KEY = 'ledger-explorer:node';
const API_KEYS_KEY = 'ledger-explorer:api-keys';
const CONSENTED_ORIGINS_KEY = 'ledger-explorer:node-consent';
const RECENT_NODES_KEY = 'ledger-explorer:recent-nodes';
/** Enough to switch between a few nodes; the list is for picking, not a history. */
const MAX_RECENT_NODES = 6;

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const record: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') record[key] = entry;
  return record;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function originOf(node: string): string | undefined {
  try {
    return new URL(node).origin;
  } catch {
    return undefined;
  }
}

export type NodeSettings = ReturnType<typeof createNodeSettings>;

export function createNodeSettings(storage: KeyValueStorage) {
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const apiKeys = () => stringRecord(readJson(storage, API_KEYS_KEY));
  const consented = () => stringList(readJson(storage, CONSENTED_ORIGINS_KEY));

  return {
    /** The node the user chose instead of the serving one, or undefined (links name it: this only offers it). */
    chosenNode(): string | undefined {
      const stored = readJson(storage, CHOSEN_NODE_KEY);
      if (typeof stored !== 'string') return undefined;
      // stored data is input too: a tampered value must not become the node
      const parsed = parseNodeUrl(stored);
      return parsed.ok ? parsed.value : undefined;
    },
    chooseNode(node: string | undefined): void {
      if (node === undefined) storage.removeItem(CHOSEN_NODE_KEY);
      else {
        writeJson(storage, CHOSEN_NODE_KEY, node);
        writeJson(storage, RECENT_NODES_KEY, [node, ...this.recentNodes().filter((recent) => recent !== node)].slice(0, MAX_RECENT_NODES));
        // choosing a node is agreeing to read from it
        this.grantConsent(node);
      }
      changed();
    },
    apiKeyFor(node: string): string | undefined {
      const key = apiKeys()[node];
      return key === undefined || key === '' ? undefined : key;
    },
    setApiKey(node: string, apiKey: string | undefined): void {
      const keys = apiKeys();
      const trimmed = apiKey?.trim() ?? '';
      if (trimmed === '') delete keys[node];
      else keys[node] = trimmed;
      writeJson(storage, API_KEYS_KEY, keys);
      changed();
    },
    /** Whether a link may name a node of this origin without asking (the user agreed once). */
    hasConsent(node: string): boolean {
      const origin = originOf(node);
      return origin !== undefined && consented().includes(origin);
    },
    grantConsent(node: string): void {
      const origin = originOf(node);
      if (origin === undefined) return;
      const origins = consented();
      if (origins.includes(origin)) return;
      writeJson(storage, CONSENTED_ORIGINS_KEY, [...origins, origin]);
      changed();
    },
    /** Nodes chosen lately, newest first, each a valid node URL. */
    recentNodes(): string[] {
      // stored data is input too: only valid node URLs come back, once each
      const valid = stringList(readJson(storage, RECENT_NODES_KEY)).flatMap((stored) => {
        const parsed = parseNodeUrl(stored);
        return parsed.ok ? [parsed.value] : [];
      });
      return [...new Set(valid)].slice(0, MAX_RECENT_NODES);
    },
    clearRecentNodes(): void {
      storage.removeItem(RECENT_NODES_KEY);
      changed();
    },
    /** Changes bump the version, for useSyncExternalStore. */
    version: () => version,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one node-settings store, on localStorage (shared by loaders, query functions and components). */
export const nodeSettings = createNodeSettings(browserStorage() ?? memoryStorage());

/** The API key for a node, read when a query runs: sent as `Authorization: Bearer …`, never in a URL. */
export const { apiKeyFor } = nodeSettings;
