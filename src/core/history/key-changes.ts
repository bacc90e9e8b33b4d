// What the explorer knows of a state key's changes, shared by the queries that find them
// (src/queries/history.ts) and the views that show them (src/components/time-travel).
import type { KeyWrite } from '../api/key-write-list';
import type { ChangeDirection, ChangeSearchProgress, ChangeSearchResult } from './change-search';

/** A change search from `from` within the window (see searchChange for what "older" and "newer" mean). */
export interface ChangeQuery {
  direction: ChangeDirection;
  from: bigint;
  oldest: bigint;
  latest: bigint;
  signal: AbortSignal;
  onProgress: (progress: ChangeSearchProgress) => void;
}

export type ChangeAnswer =
  | { kind: 'found'; version: bigint; requests: number; how: 'index' | 'search'; timestampUsec: bigint | null }
  | { kind: 'none'; bound: bigint; requests: number; how: 'index' | 'search' }
  /** newer, by search: the node pruned `from` (or where its value changed) before it was read. */
  | { kind: 'pruned'; oldest: bigint; requests: number };

/** What a search over reads (searchChange) answers, as the change it found: its reads are the requests. */
export function searchedChange(result: ChangeSearchResult): ChangeAnswer {
  switch (result.kind) {
    case 'found':
      return { kind: 'found', version: result.version, requests: result.reads, how: 'search', timestampUsec: null };
    case 'none':
      return { kind: 'none', bound: result.bound, requests: result.reads, how: 'search' };
    case 'pruned':
      return { kind: 'pruned', oldest: result.oldest, requests: result.reads };
  }
}

/** A change of the value: one the searches found, or a write the node's index listed. */
export interface FoundChange {
  version: bigint;
  timestampUsec: bigint | null;
}

/** The newest change in a span of versions, and whether other writes fall in it too (null: unknown). */
export interface LastChange {
  version: bigint;
  more: boolean | null;
}

/**
 * The newest change in (before, after]: the index's newest two writes from `after` when the node has an
 * index (`writes`; undefined while they load), else (null) among the changes found so far.
 */
export function lastChangeIn(
  writes: readonly KeyWrite[] | null | undefined,
  found: readonly FoundChange[],
  before: bigint,
  after: bigint,
): LastChange | undefined {
  if (after <= before || writes === undefined) return undefined;
  if (writes !== null) {
    const [last, previous] = writes;
    if (last === undefined || last.version <= before) return undefined;
    return { version: last.version, more: previous !== undefined && previous.version > before };
  }
  const known = found.filter((change) => change.version > before && change.version <= after).at(-1);
  return known === undefined ? undefined : { version: known.version, more: null };
}
