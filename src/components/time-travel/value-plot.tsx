import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { ApiError } from '../../core/api/errors';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import type { KeyWrite } from '../../core/api/wire-body-parse';
import type { JsonValue } from '../../core/move/json';
import { evenlySpaced, numericLeaf, valueAtPath } from '../../core/history/value-series';
import { countOf } from '../../core/text/count';
import { keepPreviousOf } from '../../queries/keep-previous-of';
import { formatPath } from '../json-tree/tree-path';
import { useSetVersion } from '../version-control/use-set-version';
import { ChangeCallSlot as ChangeCall } from './change-call-slot';
import { foundChangesKey, listWrites, type FoundChange, type StateKeyTarget } from './state-key-history';
import './time-travel.css';

/** With the node's index: the writes in the window are listed (up to WRITE_PAGES pages), and the value read at this many of them, spread evenly. */
const INDEXED_POINTS = 150;
const WRITE_PAGE = 1000;
const WRITE_PAGES = 100;
/** Without it: versions read evenly across the window, plus the changes found so far. */
const SAMPLED_POINTS = 48;
const PARALLEL_READS = 6;
const CHART_HEIGHT = 220;
/** The pointer rests this long on a point before its transaction is read. */
const HOVER_SETTLE_MS = 250;
const compactNumber = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 3 });

export interface ValuePlotProps {
  node: string;
  target: StateKeyTarget;
  path: readonly (string | number)[];
  oldest: bigint;
  latest: bigint;
  /** The value at a version (through the page's query cache); null where it does not exist. */
  readAt: (version: bigint) => Promise<JsonValue | null>;
  closeHref: string;
}

interface Point {
  version: bigint;
  timestampUsec: bigint | null;
  value: bigint;
}

interface Series {
  points: Point[];
  /** from the node's index of writes (else sampled) */
  indexed: boolean;
  writes: number;
  /** the index listed more writes than WRITE_PAGES pages: only the newest are charted */
  cut: boolean;
  /** points pruned by the node before they could be read */
  pruned: number;
}

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
  queryClient: QueryClient,
  node: string,
  target: StateKeyTarget,
  latest: bigint,
  signal: AbortSignal,
): Promise<{ writes: KeyWrite[]; cut: boolean } | null> {
  const all: KeyWrite[] = [];
  let start = latest;
  for (let page = 0; page < WRITE_PAGES; page++) {
    const writes = await listWrites(queryClient, node, target, { order: 'desc', start, limit: WRITE_PAGE, signal });
    if (writes === null) return null;
    all.push(...writes);
    const last = writes.at(-1);
    if (writes.length < WRITE_PAGE || last === undefined) return { writes: all, cut: false };
    start = last.version - 1n;
  }
  return { writes: all, cut: true };
}

function prunedNote(pruned: number): string {
  if (pruned === 0) return '';
  return `; ${pruned.toLocaleString('en-US')} older point${pruned === 1 ? ' was' : 's were'} pruned by the node while ${pruned === 1 ? 'it was' : 'they were'} read`;
}

/** At most `count` items spread evenly over the list, its first and last included. */
function spreadEvenly<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const picked: T[] = [];
  for (let i = 0; i < count; i++) picked.push(items[Math.round((i * (items.length - 1)) / (count - 1))] as T);
  return picked;
}

/** A numeric leaf charted across the window: hover for the exact value, click a point to open its version. */
export default function ValuePlot({ node, target, path, oldest, latest, readAt, closeHref }: ValuePlotProps) {
  const queryClient = useQueryClient();
  const setVersion = useSetVersion();
  // the window as it was when the chart opened: a page following latest must not read the whole series
  // again at every refresh (and lose the chart meanwhile); the user moves it on
  const [charted, setCharted] = useState({ oldest, latest });
  const seriesKey = [node, 'plot', target, path];
  const series = useQuery({
    queryKey: [...seriesKey, charted.oldest.toString(), charted.latest.toString()],
    staleTime: Infinity,
    // the same series over the earlier window stays on screen while the later one is read (not another path's)
    placeholderData: keepPreviousOf(seriesKey),
    queryFn: async ({ signal }): Promise<Series> => {
      const listed = await listWindowWrites(queryClient, node, target, charted.latest, signal);
      const writes = listed?.writes ?? null;
      const found = queryClient.getQueryData<FoundChange[]>(foundChangesKey(node, target)) ?? [];
      const candidates: FoundChange[] =
        writes !== null
          ? spreadEvenly(writes.filter((write) => !write.deleted).reverse(), INDEXED_POINTS)
          : [...new Set([...evenlySpaced(charted.oldest, charted.latest, SAMPLED_POINTS), ...found.map((change) => change.version)])]
              .filter((version) => version <= charted.latest)
              .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
              .map((version) => ({ version, timestampUsec: null }));
      // the window moves on while the series is read: a version pruned meanwhile is a point less, not a failed chart
      const values = await mapLimited(candidates, PARALLEL_READS, async (candidate) => {
        try {
          return numericLeaf(valueAtPath((await readAt(candidate.version)) ?? undefined, path));
        } catch (error) {
          if (error instanceof ApiError && error.kind === 'pruned') return 'pruned' as const;
          throw error;
        }
      });
      const points: Point[] = [];
      candidates.forEach((candidate, index) => {
        const value = values[index];
        if (typeof value === 'bigint') points.push({ ...candidate, value });
      });
      return { points, indexed: writes !== null, writes: writes?.length ?? 0, cut: listed?.cut ?? false, pruned: values.filter((value) => value === 'pruned').length };
    },
  });
  const container = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Point | null>(null);
  const points = series.data?.points;
  // the call behind the point the pointer rests on: with the index every point is a write; sampled
  // points are not changes, except the ones the searches found
  const [resting, setResting] = useState<bigint | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setResting(hover?.version), HOVER_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [hover]);
  const restingIsChange =
    resting !== undefined &&
    (series.data?.indexed === true || (queryClient.getQueryData<FoundChange[]>(foundChangesKey(node, target)) ?? []).some((change) => change.version === resting));
  const byTime = series.data?.indexed === true && points !== undefined && points.every((point) => point.timestampUsec !== null);

  useEffect(() => {
    const element = container.current;
    if (element === null || points === undefined || points.length === 0) return;
    const xs = points.map((point) => (byTime ? Number((point.timestampUsec ?? 0n) / 1000n) / 1000 : Number(point.version)));
    const ys = points.map((point) => Number(point.value));
    const axis = { stroke: '#8a94a0', grid: { stroke: 'rgba(138,148,160,0.2)' }, ticks: { stroke: 'rgba(138,148,160,0.4)' } };
    // a time label ("1/1 01:13") needs about 90 px, or narrow charts print the labels over each other
    const xAxis = { ...axis, space: byTime ? 90 : 60 };
    const chart = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height: CHART_HEIGHT,
        scales: { x: { time: byTime } },
        // ledger times are shown in UTC everywhere in the explorer
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        // the axis only places the points (compact: 17.7B); the exact value is in the hover line
        axes: [xAxis, { ...axis, size: 64, values: (_plot, splits) => splits.map((split) => compactNumber.format(split)) }],
        series: [{}, { stroke: '#3b82f6', width: 2, paths: uPlot.paths.stepped?.({ align: 1 }), points: { show: true, size: 5, fill: '#3b82f6' } }],
        hooks: {
          setCursor: [
            (plot) => {
              const index = plot.cursor.idx;
              setHover(index === null || index === undefined ? null : (points[index] ?? null));
            },
          ],
        },
      },
      [xs, ys],
      element,
    );
    const open = () => {
      const index = chart.cursor.idx;
      const point = index === null || index === undefined ? undefined : points[index];
      if (point !== undefined) setVersion(point.version);
    };
    chart.over.addEventListener('click', open);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, element.clientWidth), height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, byTime, setVersion]);

  return (
    <section className="value-plot" aria-label="Value over versions">
      <div className="value-plot-head">
        <h2>
          <code>{formatPath(path)}</code> over versions
        </h2>
        <Link className="button" to={closeHref}>
          Close the chart
        </Link>
      </div>
      {series.isPending && <p className="muted" aria-live="polite">Reading the value across the window…</p>}
      {series.data !== undefined && (
        <p className="muted value-plot-window" aria-live="polite">
          {series.isPlaceholderData
            ? `Reading the value up to version ${charted.latest.toString()}…`
            : `Charted up to version ${charted.latest.toString()}${prunedNote(series.data.pruned)}.`}{' '}
          {latest > charted.latest && !series.isPlaceholderData && (
            <button type="button" onClick={() => setCharted({ oldest, latest })}>
              Chart up to latest ({latest.toString()})
            </button>
          )}
        </p>
      )}
      {series.isError && <p role="alert">The chart could not be made: {series.error.message}</p>}
      {points !== undefined && points.length === 0 && <p role="status">This path holds no number at the versions read.</p>}
      {points !== undefined && points.length > 0 && (
        <>
          <p className="muted value-plot-note">
            {series.data?.indexed
              ? series.data.cut
                ? `The value at ${countOf(points.length, 'point')} spread evenly over the newest ${countOf(series.data.writes, 'write')} (from version ${points[0]?.version.toString() ?? ''}; the window's older writes are not charted): exact at each point.`
                : `The value at ${countOf(points.length, 'point')} spread evenly over all ${countOf(series.data.writes, 'write')} in the window (the node's index): exact at each point.`
              : `The value at ${countOf(points.length, 'version')} read across the window, and the changes found so far; the axis is the version (this node gives no time per version).`}{' '}
            Hover for the exact value, click a point to open its version.
          </p>
          <div ref={container} className="value-plot-chart" />
          <p className="value-plot-hover mono" aria-live="polite">
            {hover === null
              ? ' '
              : `version ${hover.version.toString()}${hover.timestampUsec === null ? '' : ` · ${formatLedgerTime(hover.timestampUsec)}`} · ${hover.value.toString()}`}
          </p>
          <p className="value-plot-call" aria-live="polite">
            {restingIsChange && resting === hover?.version && <ChangeCall node={node} version={resting} />}
          </p>
        </>
      )}
    </section>
  );
}
