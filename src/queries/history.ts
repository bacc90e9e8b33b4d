// Where one state key (a resource, a table item) changed: with the node's `…/versions` extension when it
// answers (exact, one request), else by a search over reads (src/core/history). Every read goes through
// the query cache, so going back and forth costs nothing twice. Keys hold primitives only: node, 'history',
// the key's kind and its two parts (address and type, or handle and key), then what is asked.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getAccountResourceBcs, getRawTableItem } from '../core/api/state-bytes-read';
import { listKeyWrites, type StateKeyTarget } from '../core/api/key-writes-read';
import { ACCOUNT_RESOURCE_VERSIONS, RAW_TABLE_ITEM_VERSIONS } from '../core/api/endpoints';
import { ApiError, lacksRoute } from '../core/api/errors';
import type { KeyWrite } from '../core/api/key-write-list';
import { searchChange, type ProbeResult } from '../core/history/change-search';
import { searchedChange, type ChangeAnswer, type ChangeQuery, type FoundChange } from '../core/history/key-changes';
import { stateKeyHistoryKey } from './found-changes';
import { ledgerMemory, nodeRequest } from './ledger-status/ledger-status';
import { pinned } from './ledger-status/ledger-bounds';
import { followPace, LATEST_STALE_MS } from './versioned-read';

/** The writes around a version for the timeline, or why the node's index gave none (null: the node has none). */
type WriteStrip = { writes: FoundChange[] } | { unindexed: string | null };

export const historyQueries = {
  /** Every history query of one state key on one node. */
  of: stateKeyHistoryKey,
  /** One page of the key's writes through the extension (fails when the node lacks it: listWrites). */
  writes: (node: string, target: StateKeyTarget, order: 'asc' | 'desc', start: bigint | undefined, limit: number) =>
    queryOptions({
      queryKey: [...historyQueries.of(node, target), 'writes', order, start?.toString() ?? 'edge', limit],
      queryFn: async ({ client, signal }) =>
        (await listKeyWrites({ ...nodeRequest(client, node, signal), target, order, start, limit })).data,
      // one up to latest grows with each block; one down from a version changes only when the node prunes
      // the oldest write it lists (then asked again, as a pinned read is once its version is pruned)
      ...(order === 'desc' && start !== undefined
        ? pinned((writes: readonly KeyWrite[]) => writes.at(-1)?.version)
        : { staleTime: LATEST_STALE_MS }),
      retry: false,
    }),
  /** The value's identity at one version: its BCS bytes, null when absent, or that the version was pruned. */
  probe: (node: string, target: StateKeyTarget, version: bigint) =>
    queryOptions({
      queryKey: [...historyQueries.of(node, target), 'probe', version.toString()],
      queryFn: async ({ client, signal }): Promise<ProbeResult<Uint8Array | null>> => {
        const options = { ...nodeRequest(client, node, signal), ledgerVersion: version };
        try {
          const { data } =
            target.kind === 'resource'
              ? await getAccountResourceBcs({ ...options, address: target.address, resourceType: target.resourceType })
              : await getRawTableItem({ ...options, tableHandle: target.tableHandle, key: target.key });
          return { kind: 'value', value: data };
        } catch (error) {
          if (error instanceof ApiError && error.kind === 'pruned')
            return { kind: 'pruned', oldest: error.ledger?.oldestLedgerVersion ?? null };
          if (error instanceof ApiError && error.kind === 'not_found') return { kind: 'value', value: null };
          throw error;
        }
      },
      staleTime: Infinity,
      retry: false,
    }),
  /**
   * The timeline's strip: up to `each` writes on each side of `around`, from the index. The older half never
   * changes; the newer half grows with latest until it is full, so the strip is read again at the pace of a
   * page following latest until then (the older half from the cache: writes).
   */
  strip: (node: string, target: StateKeyTarget, around: bigint, each: number) =>
    queryOptions({
      queryKey: [...historyQueries.of(node, target), 'strip', around.toString(), each],
      queryFn: async ({ client, signal }): Promise<WriteStrip> => {
        const older = await listWrites(client, node, target, { order: 'desc', start: around, limit: each, signal });
        // null: the node has no index; a text: why its answer cannot be used
        if (older === null) return { unindexed: ledgerMemory(client).unusedIndex.get(node) ?? null };
        const newer = await listWrites(client, node, target, { order: 'asc', start: around + 1n, limit: each, signal });
        return {
          writes: [...[...older].reverse(), ...(newer ?? [])].map((write) => ({
            version: write.version,
            timestampUsec: write.timestampUsec,
          })),
        };
      },
      staleTime: Infinity,
      refetchInterval: (query) => {
        const strip = query.state.data;
        // no answer yet, or no index: nothing to refresh
        if (strip === undefined || !('writes' in strip)) return false;
        return strip.writes.filter((write) => write.version > around).length < each ? followPace(query) : false;
      },
    }),
  /** The newest two writes in (before, after] from the index; null when the node has none. */
  lastWrites: (node: string, target: StateKeyTarget, before: bigint, after: bigint) =>
    queryOptions({
      queryKey: [...historyQueries.of(node, target), 'last-change', before.toString(), after.toString()],
      queryFn: async ({ client, signal }) =>
        (await listWrites(client, node, target, { order: 'desc', start: after, limit: 2, signal })) ?? null,
      // writes at or below a version never change
      staleTime: Infinity,
      retry: false,
    }),
};

/** The writes of a key, newest first from `start` (or oldest first), through the extension; null when the node lacks it. */
export async function listWrites(
  client: QueryClient,
  node: string,
  target: StateKeyTarget,
  request: { order: 'asc' | 'desc'; start?: bigint; limit: number; signal?: AbortSignal },
): Promise<KeyWrite[] | null> {
  // null when the node has none (a real node answers 404 for the path), a text when it sent a list that
  // cannot answer what was asked (key-writes-read.ts checks it): such a node is searched over reads from then on
  const unused = ledgerMemory(client).unusedIndex;
  if (unused.has(node)) return null;
  try {
    return await client.fetchQuery(historyQueries.writes(node, target, request.order, request.start, request.limit));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'malformed_response') {
      unused.set(node, error.message);
      return null;
    }
    if (!lacksRoute(target.kind === 'resource' ? ACCOUNT_RESOURCE_VERSIONS : RAW_TABLE_ITEM_VERSIONS, error)) throw error;
    unused.set(node, null);
    return null;
  }
}

function sameBytes(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The nearest change from `from` in one direction (see searchChange for what "older" and "newer" mean). */
export async function findChange(client: QueryClient, node: string, target: StateKeyTarget, query: ChangeQuery): Promise<ChangeAnswer> {
  const { direction, from, signal } = query;
  const older = direction === 'older';
  if (older ? from - 1n < query.oldest : from >= query.latest) {
    return { kind: 'none', bound: older ? query.oldest : query.latest, requests: 0, how: 'search' };
  }
  const writes = await listWrites(client, node, target, {
    order: older ? 'desc' : 'asc',
    start: older ? from - 1n : from + 1n,
    limit: 1,
    signal,
  });
  if (writes !== null) {
    const write = writes[0];
    return write === undefined
      ? { kind: 'none', bound: older ? query.oldest : query.latest, requests: 1, how: 'index' }
      : { kind: 'found', version: write.version, requests: 1, how: 'index', timestampUsec: write.timestampUsec };
  }
  const result = await searchChange({
    direction,
    from,
    oldest: query.oldest,
    latest: query.latest,
    read: (version) => client.fetchQuery(historyQueries.probe(node, target, version)),
    equal: sameBytes,
    signal,
    onProgress: query.onProgress,
  });
  return searchedChange(result);
}
