// Where one state key (a resource, a table item) changed: with the node's `…/versions` extension
// when it answers (exact, one request), else by a search over reads (src/core/history). Every read
// goes through the query cache, so going back and forth costs nothing twice.
import type { QueryClient } from '@tanstack/react-query';
import { getAccountResourceBcs, getRawTableItem, listKeyWrites, type StateKeyTarget } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import type { KeyWrite } from '../../core/api/wire-body-parse';
import { searchChange, type ChangeDirection, type ChangeSearchProgress, type ProbeResult } from '../../core/history/change-search';
import { apiKeyFor } from '../../core/settings/node-settings';

export type { StateKeyTarget } from '../../core/api/client';

export interface ChangeQuery {
  node: string;
  target: StateKeyTarget;
  direction: ChangeDirection;
  from: bigint;
  oldest: bigint;
  latest: bigint;
  signal: AbortSignal;
  onProgress: (progress: ChangeSearchProgress) => void;
}

export type ChangeAnswer =
  | { kind: 'found'; version: bigint; requests: number; how: 'index' | 'search'; timestampUsec: bigint | null }
  | { kind: 'none'; bound: bigint; requests: number; how: 'index' | 'search' };

/** Nodes known to lack the extension (a real node answers 404 for the path): searched over reads from then on. */
const withoutIndex = new Set<string>();

/** Nodes whose index sent a list that cannot answer what was asked (client.ts checks it): searched over reads from then on, with why. */
const untrustedIndex = new Map<string, string>();

function nodeHasWriteIndex(node: string): boolean {
  return !withoutIndex.has(node) && !untrustedIndex.has(node);
}

/** Why the node's write index is not used although it answers (a malformed list), or undefined. */
export function writeIndexProblem(node: string): string | undefined {
  return untrustedIndex.get(node);
}

/** A 404 that is not about the version, a 405 or a 501: the node does not have the route. */
function lacksExtension(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === null) return false;
  if (error.status === 404) return error.errorCode !== 'version_not_found';
  return error.status === 405 || error.status === 501;
}

export function targetKey(target: StateKeyTarget): readonly string[] {
  return target.kind === 'resource' ? ['resource', target.address, target.resourceType] : ['table_item', target.tableHandle, target.key];
}

/** The writes of a key, newest first from `start` (or oldest first), through the extension; null when the node lacks it. */
export async function listWrites(
  queryClient: QueryClient,
  node: string,
  target: StateKeyTarget,
  request: { order: 'asc' | 'desc'; start?: bigint; limit: number; signal?: AbortSignal },
): Promise<KeyWrite[] | null> {
  if (!nodeHasWriteIndex(node)) return null;
  try {
    return await queryClient.fetchQuery({
      queryKey: [node, 'writes', ...targetKey(target), request.order, request.start?.toString() ?? 'edge', request.limit],
      queryFn: async ({ signal }) =>
        (await listKeyWrites({ node, target, order: request.order, start: request.start, limit: request.limit, signal, apiKey: apiKeyFor(node) })).data,
      // a listing up to latest grows with each block
      staleTime: 2_000,
      retry: false,
    });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'malformed_response') {
      untrustedIndex.set(node, error.message);
      return null;
    }
    if (!lacksExtension(error)) throw error;
    withoutIndex.add(node);
    return null;
  }
}

/** The value's identity at one version: its BCS bytes, null when absent, or that the version was pruned. */
function probe(queryClient: QueryClient, node: string, target: StateKeyTarget, version: bigint): Promise<ProbeResult<Uint8Array | null>> {
  return queryClient.fetchQuery({
    queryKey: [node, 'probe', ...targetKey(target), version.toString()],
    queryFn: async ({ signal }): Promise<ProbeResult<Uint8Array | null>> => {
      const options = { node, ledgerVersion: version, signal, apiKey: apiKeyFor(node) };
      try {
        const { data } =
          target.kind === 'resource'
            ? await getAccountResourceBcs({ ...options, address: target.address, resourceType: target.resourceType })
            : await getRawTableItem({ ...options, tableHandle: target.tableHandle, key: target.key });
        return { kind: 'value', value: data };
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'pruned') return { kind: 'pruned', oldest: error.ledger?.oldestLedgerVersion ?? null };
        if (error instanceof ApiError && error.kind === 'not_found') return { kind: 'value', value: null };
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

function sameBytes(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A change the searches found, for the timeline (the node's index, when it has one, lists them all). */
export interface FoundChange {
  version: bigint;
  timestampUsec: bigint | null;
}

export function foundChangesKey(node: string, target: StateKeyTarget) {
  return [node, 'changes-found', ...targetKey(target)] as const;
}

function rememberChange(queryClient: QueryClient, node: string, target: StateKeyTarget, change: FoundChange): void {
  queryClient.setQueryData<FoundChange[]>(foundChangesKey(node, target), (known = []) =>
    known.some((item) => item.version === change.version) ? known : [...known, change].sort((a, b) => (a.version < b.version ? -1 : 1)),
  );
}

/** The nearest change from `from` in one direction (see searchChange for what "older" and "newer" mean). */
export async function findChange(queryClient: QueryClient, query: ChangeQuery): Promise<ChangeAnswer> {
  const answer = await findChangeOnce(queryClient, query);
  if (answer.kind === 'found') rememberChange(queryClient, query.node, query.target, { version: answer.version, timestampUsec: answer.timestampUsec });
  return answer;
}

async function findChangeOnce(queryClient: QueryClient, query: ChangeQuery): Promise<ChangeAnswer> {
  const { node, target, direction, from, signal } = query;
  const older = direction === 'older';
  if (older ? from - 1n < query.oldest : from >= query.latest) {
    return { kind: 'none', bound: older ? query.oldest : query.latest, requests: 0, how: 'search' };
  }
  const writes = await listWrites(queryClient, node, target, { order: older ? 'desc' : 'asc', start: older ? from - 1n : from + 1n, limit: 1, signal });
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
    read: (version) => probe(queryClient, node, target, version),
    equal: sameBytes,
    signal,
    onProgress: query.onProgress,
  });
  return result.kind === 'found'
    ? { kind: 'found', version: result.version, requests: result.reads, how: 'search', timestampUsec: null }
    : { kind: 'none', bound: result.bound, requests: result.reads, how: 'search' };
}
