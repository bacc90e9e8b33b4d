// A numeric leaf of a value across the window, for the chart (value-plot.tsx): with the node's index, the
// value at the window's oldest version and at writes spread evenly over the window's writes, held to its
// end; without it, at versions read evenly across the window plus the changes found so far.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../core/api/errors';
import type { KeyWrite } from '../core/api/key-write-list';
import { evenlySpaced, numericLeaf, valueAtPath, type Series, type SeriesPoint } from '../core/history/value-series';
import type { JsonValue } from '../core/move/json';
import { keepPreviousOf } from './keep-previous-of';
import type { StateKeyTarget } from '../core/api/key-writes-read';
import type { FoundChange } from '../core/history/key-changes';
import { historyQueries, listWrites } from './history';
import { getLedgerStatus, ledgerMemory } from './ledger-status/ledger-status';

/** With the node's index: the writes in the window are listed (up to WRITE_PAGES pages), and the value read at this many of them, spread evenly. */
const INDEXED_POINTS = 150;
const WRITE_PAGE = 1000;
const WRITE_PAGES = 100;
/** Without it: versions read evenly across the window, plus the changes found so far. */
const SAMPLED_POINTS = 48;
const PARALLEL_READS = 6;

async function mapLimited<T, R>(items: readonly T[], limit: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await each(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The writes of the window up to `latest`, newest first: the whole window unless it holds more than
 * WRITE_PAGES pages (then `cut`, and the chart says which part it shows); null when the node has no index.
 */
async function listWindowWrites(
  client: QueryClient,
  node: string,
  target: StateKeyTarget,
  latest: bigint,
  signal: AbortSignal,
): Promise<{ writes: KeyWrite[]; cut: boolean } | null> {
  const all: KeyWrite[] = [];
  let start = latest;
  for (let page = 0; page < WRITE_PAGES; page++) {
    const writes = await listWrites(client, node, target, { order: 'desc', start, limit: WRITE_PAGE, signal });
    if (writes === null) return null;
    all.push(...writes);
    const last = writes.at(-1);
    if (writes.length < WRITE_PAGE || last === undefined) return { writes: all, cut: false };
    start = last.version - 1n;
  }
  return { writes: all, cut: true };
}

/** At most `count` items spread evenly over the list, its first and last included. */
function spreadEvenly<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const picked: T[] = [];
  for (let i = 0; i < count; i++) picked.push(items[Math.round((i * (items.length - 1)) / (count - 1))] as T);
  return picked;
}

/** A point to chart, and the version its value is read at (the same, but for the window's start). */
type Candidate = Omit<SeriesPoint, 'value'> & { read: bigint };

interface ValueSeriesInput {
  node: string;
  target: StateKeyTarget;
  path: readonly (string | number)[];
  oldest: bigint;
  latest: bigint;
  /** The value at a version (through the page's query cache); null where it does not exist. */
  readAt: (version: bigint) => Promise<JsonValue | null>;
  /** The changes found so far (sampled points are not changes, except these). */
  found: readonly FoundChange[];
}

/**
 * The series over the window as it was when the chart opened: a page following latest must not read
 * the whole series again at every refresh (and lose the chart meanwhile); `chartToLatest` moves it on.
 * Returns the chart's props (value-plot.tsx) but its close link.
 */
export function useValueSeries({ node, target, path, oldest, latest, readAt, found }: ValueSeriesInput) {
  const client = useQueryClient();
  const [charted, setCharted] = useState({ oldest, latest });
  const seriesKey = [...historyQueries.of(node, target), 'series', JSON.stringify(path)];
  const series = useQuery({
    queryKey: [...seriesKey, charted.oldest.toString(), charted.latest.toString()],
    staleTime: Infinity,
    // the same series over the earlier window stays on screen while the later one is read (not another path's)
    placeholderData: keepPreviousOf(seriesKey),
    queryFn: async ({ signal }): Promise<Series> => {
      const listed = await listWindowWrites(client, node, target, charted.latest, signal);
      const writes = listed?.writes ?? null;
      const candidates: Candidate[] =
        writes !== null
          ? spreadEvenly(writes.filter((write) => !write.deleted).reverse(), INDEXED_POINTS).map(({ version, timestampUsec }) => ({
              version,
              timestampUsec,
              write: true,
              read: version,
            }))
          : [...new Set([...evenlySpaced(charted.oldest, charted.latest, SAMPLED_POINTS), ...found.map((change) => change.version)])]
              .filter((version) => version <= charted.latest)
              .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
              .map((version) => ({ version, timestampUsec: null, write: false, read: version }));
      // the value before the window's first write holds from the oldest version still readable: read it just before
      // that write (or at the end, without one), where pruning reaches last (not when only the newest writes are charted)
      if (listed !== null && !listed.cut) {
        const nodeOldest = getLedgerStatus(ledgerMemory(client), node)?.ledger?.oldestLedgerVersion ?? charted.oldest;
        const start = nodeOldest > charted.oldest ? nodeOldest : charted.oldest;
        const firstWrite = listed.writes.at(-1)?.version;
        if (firstWrite === undefined || firstWrite > start) {
          candidates.unshift({ version: start, timestampUsec: null, write: false, read: (firstWrite ?? charted.latest + 1n) - 1n });
        }
      }
      // the window moves on while the series is read: a version pruned meanwhile is a point less, not a failed chart
      const values = await mapLimited(candidates, PARALLEL_READS, async (candidate) => {
        try {
          return numericLeaf(valueAtPath((await readAt(candidate.read)) ?? undefined, path));
        } catch (error) {
          if (error instanceof ApiError && error.kind === 'pruned') return 'pruned' as const;
          throw error;
        }
      });
      const points: SeriesPoint[] = [];
      candidates.forEach((candidate, index) => {
        const value = values[index];
        const { read: _readAt, ...point } = candidate;
        if (typeof value === 'bigint') points.push({ ...point, value });
      });
      // the newest write's value holds up to the charted end (not after a deletion: the value is gone)
      const last = points.at(-1);
      const newestWrite = writes?.[0]?.version;
      if (
        writes !== null &&
        last !== undefined &&
        last.version < charted.latest &&
        (newestWrite === undefined || last.version >= newestWrite)
      ) {
        points.push({ ...last, version: charted.latest, timestampUsec: null, write: false });
      }
      return {
        points,
        indexed: writes !== null,
        writes: writes?.length ?? 0,
        cut: listed?.cut ?? false,
        pruned: values.filter((value) => value === 'pruned').length,
      };
    },
  });
  return { node, path, series, charted: charted.latest, latest, chartToLatest: () => setCharted({ oldest, latest }), found };
}
