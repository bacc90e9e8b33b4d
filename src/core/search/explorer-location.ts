// Explorer routes are the API paths without the node base (docs/architecture.md#the-apps-conventions),
// so a pasted API URL and an explorer URL name the same page. Paths and queries: explorer-pages.ts.
import { EXPLORER_PAGES, writeQuery } from './explorer-pages';

export type ExplorerTarget =
  | { kind: 'home' }
  | { kind: 'spec' }
  /** the BCS inspector: a type and hex bytes to decode, or a resource whose BCS the node sends */
  | { kind: 'bcs'; type?: string; hex?: string; resource?: { address: string; resourceType: string } }
  | { kind: 'account'; address: string }
  | { kind: 'resource'; address: string; resourceType: string }
  /** one event handle's events, by its account and creation number (the API's events path) */
  | { kind: 'events'; address: string; creationNumber: string }
  /** one table item by its key (`/tables/{h}/raw_item`) */
  | { kind: 'table'; handle: string; key?: string; keyType?: string; valueType?: string }
  /** a table's entries (`/tables/{h}`, issue 33), with the key and value types when the link knows them */
  | { kind: 'table_entries'; handle: string; keyType?: string | undefined; valueType?: string | undefined }
  /** a transaction by its version (decimal) or its hash (0x + 64 lowercase hex digits) */
  | { kind: 'transaction'; version: string }
  | { kind: 'transaction_by_hash'; hash: string }
  | { kind: 'block'; height: string }
  | { kind: 'module'; address: string; moduleName: string }
  /** a view function call: its id, type arguments and JSON arguments (docs/api.md#view-functions) */
  | { kind: 'view'; function: string; typeArguments: readonly string[]; arguments: readonly unknown[] };

export interface ExplorerParams {
  /** API base URL ending in /v1; left out of links when it is the node that served the app. */
  node?: string | undefined;
  /** Pinned ledger version as a decimal u64 string; absent means following latest. */
  ledgerVersion?: string | undefined;
  /** A named network (`mainnet`, …): its preset node when `node` is absent, else the chain `node` must serve. */
  network?: string | undefined;
  /** An indexer the link names (`?indexer=`, a GraphQL URL) instead of the node's own. */
  indexer?: string | undefined;
}

/** Percent-encodes a type tag for a path segment; `::` may stay as it is (docs/architecture.md#the-apps-conventions). */
export function encodeTypeTagForPath(tag: string): string {
  return encodeURIComponent(tag).replaceAll('%3A', ':');
}

/** The page's path: its entry's template, each parameter written in (a type tag percent-encoded, `::` kept). */
export function explorerPath(target: ExplorerTarget): string {
  return EXPLORER_PAGES[target.kind].path.replace(/:(\w+)/gu, (_, name: string) => encodeTypeTagForPath(String(Reflect.get(target, name))));
}

/** Builds the href of a page: path, the target's own parameters, then `ledger_version` and `node`. */
export function explorerHref(target: ExplorerTarget, params: ExplorerParams): string {
  return withExplorerParams(explorerPath(target), params, writeQuery(target));
}

/** Adds `ledger_version`, `network`, `node` and `indexer` to a path (plus any extra parameters first). */
export function withExplorerParams(path: string, params: ExplorerParams, extra: [string, string][] = []): string {
  const search = new URLSearchParams(extra);
  if (params.ledgerVersion !== undefined) search.set('ledger_version', params.ledgerVersion);
  if (params.network !== undefined) search.set('network', params.network);
  if (params.node !== undefined) search.set('node', params.node);
  if (params.indexer !== undefined) search.set('indexer', params.indexer);
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** A search parameter's value; absent or empty, undefined (`?key_type=` names no type). */
export function paramValue(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name);
  return value === null || value === '' ? undefined : value;
}
