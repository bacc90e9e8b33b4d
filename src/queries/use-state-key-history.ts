import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { placeInWindow } from '../core/history/ledger-window';
import { keepPreviousOf } from './keep-previous-of';
import type { StateKeyTarget } from '../core/api/client';
import { lastChangeIn, type ChangeAnswer, type ChangeQuery, type FoundChange, type LastChange } from '../core/history/key-changes';
import { findChange, historyQueries } from './history';

/** How many writes on each side of the version on screen the timeline shows when the node lists them. */
const STRIP_WRITES_EACH_WAY = 100;
const NONE: readonly FoundChange[] = [];
// the queries of a page without a state key (a table page before a key is entered) never run
const NO_TARGET: StateKeyTarget = { kind: 'table_item', tableHandle: '', key: '' };

interface HistoryWindow {
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
 * (`find`), the changes it found (this page's memory, per node and key), the timeline's writes and the
 * change behind a pinned version, as the change navigator's and the timeline's props. Searches read
 * through the query cache, so repeating one costs nothing. `applies` false: the page shows no history
 * (a type its module does not declare), so nothing is read.
 */
export function useStateKeyHistory(node: string, target: StateKeyTarget | null, at: HistoryWindow, applies = true) {
  const client = useQueryClient();
  const id = target === null ? '' : historyQueries.of(node, target).join('\u0000');
  const [foundById, setFoundById] = useState<ReadonlyMap<string, readonly FoundChange[]>>(new Map());
  const found = foundById.get(id) ?? NONE;

  const find = useCallback(
    async (query: ChangeQuery): Promise<ChangeAnswer> => {
      if (target === null) throw new Error('no state key to search');
      const answer = await findChange(client, node, target, query);
      if (answer.kind === 'found') {
        const change = { version: answer.version, timestampUsec: answer.timestampUsec };
        setFoundById((known) => {
          const list = known.get(id) ?? NONE;
          if (list.some((item) => item.version === change.version)) return known;
          return new Map(known).set(
            id,
            [...list, change].sort((a, b) => (a.version < b.version ? -1 : 1)),
          );
        });
      }
      return answer;
    },
    [client, node, target, id],
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
    found,
    navigator: { node, version, oldest, latest, find, searchable, changedHere },
    timeline: { node, version, oldest, latest, data: timeline },
  };
}
