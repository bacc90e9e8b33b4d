import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { placeInWindow } from '../core/history/ledger-window';
import { keepPreviousOf } from './keep-previous-of';
import type { StateKeyTarget } from '../core/api/key-writes-read';
import { lastChangeIn, type ChangeAnswer, type ChangeQuery, type FoundChange, type LastChange } from '../core/history/key-changes';
import { foundChangesKey, useFoundChanges } from './found-changes';
import { findChange, historyQueries } from './history';

/** How many writes on each side of the version on screen the timeline shows when the node lists them. */
const STRIP_WRITES_EACH_WAY = 100;
// the queries of a page without a state key (a table page before a key is entered) never run
const NO_TARGET: StateKeyTarget = { kind: 'table_item', tableHandle: '', key: '' };

export interface HistoryWindow {
  /** The version whose value is on screen. */
  version: bigint | undefined;
  oldest: bigint | undefined;
  latest: bigint | undefined;
  /** The page is pinned (not following latest). */
  pinned: boolean;
  /** The value could be read (or is absent): else its writes would fail the same way. */
  readable: boolean;
}

/** The newest change in (before, after]: exact from the node's index, else among the changes found so far. */
export function useLastChange(
  node: string,
  target: StateKeyTarget | null,
  before: bigint,
  after: bigint,
  found: readonly FoundChange[],
  enabled = true,
): LastChange | undefined {
  const on = enabled && target !== null && after > before;
  const indexed = useQuery({ ...historyQueries.lastWrites(node, target ?? NO_TARGET, before, after), enabled: on });
  return on ? lastChangeIn(indexed.data, found, before, after) : undefined;
}

/**
 * The history of one state key on one node, for a page at `at` (useVersionedPage): the change search
 * (`find`), the timeline's writes and the change behind a pinned version, as the change navigator's and the
 * timeline's props. The changes a search finds are kept per node and key in the query cache, where the page's
 * diff and chart read them (useFoundChanges). Searches read through the query cache, so repeating one costs
 * nothing. `applies` false: the page shows no history (a type its module does not declare), so nothing is read.
 * Loaded with the change navigator, after the page's first paint (useStateKeyHistoryTools).
 */
export function useStateKeyHistory(node: string, target: StateKeyTarget | null, at: HistoryWindow, applies = true) {
  const client = useQueryClient();
  const found = useFoundChanges(node, target);

  const find = useCallback(
    async (query: ChangeQuery): Promise<ChangeAnswer> => {
      if (target === null) throw new Error('no state key to search');
      const answer = await findChange(client, node, target, query);
      if (answer.kind === 'found') {
        const change = { version: answer.version, timestampUsec: answer.timestampUsec };
        client.setQueryData<readonly FoundChange[]>(foundChangesKey(node, target), (list = []) =>
          list.some((item) => item.version === change.version) ? list : [...list, change].sort((a, b) => (a.version < b.version ? -1 : 1)),
        );
      }
      return answer;
    },
    [client, node, target],
  );

  const { version, oldest, latest } = at;
  const around = version ?? latest;
  const of = historyQueries.of(node, target ?? NO_TARGET);
  const strip = useQuery({
    ...historyQueries.strip(node, target ?? NO_TARGET, around ?? 0n, STRIP_WRITES_EACH_WAY),
    enabled: applies && at.readable && target !== null && around !== undefined,
    // the strip of the same node and value stays while the writes around another version load
    placeholderData: keepPreviousOf([...of, 'strip']),
  });
  const timeline = {
    changes: strip.data !== undefined && 'writes' in strip.data ? strip.data.writes : found,
    fromIndex: strip.data !== undefined && 'writes' in strip.data,
    busy: strip.isPlaceholderData,
    unindexed: strip.data !== undefined && 'unindexed' in strip.data ? strip.data.unindexed : undefined,
  };

  // a pruned version, or one beyond latest: no change search from there (its answer would be about versions the node cannot read)
  const searchable =
    version !== undefined && oldest !== undefined && latest !== undefined && placeInWindow(version, oldest, latest) === 'in';
  // the change behind the value of a page pinned where it changed
  const pinnedChange = useLastChange(node, target, (version ?? 0n) - 1n, version ?? 0n, found, applies && at.pinned && searchable);
  const changedHere = pinnedChange !== undefined && pinnedChange.version === version ? version : undefined;

  return {
    navigator: { node, version, oldest, latest, find, searchable, changedHere },
    timeline: { node, version, oldest, latest, data: timeline },
  };
}

/** What a page's history tools are given (StateKeyShell loads them after its paint). */
export interface StateKeyHistoryProps {
  node: string;
  target: StateKeyTarget | null;
  at: HistoryWindow;
  applies?: boolean;
}

/** useStateKeyHistory with its arguments as one object: the hook a page's lazily loaded history tools call. */
export const useStateKeyHistoryTools = ({ node, target, at, applies }: StateKeyHistoryProps) =>
  useStateKeyHistory(node, target, at, applies);
