import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import type { FoundChange } from '../../core/history/key-changes';
import type { Series, SeriesPoint as Point } from '../../core/history/value-series';
import { countOf } from '../../core/text/count';
import { formatPath } from '../json-tree/tree-path';
import { useSetVersion } from '../version-control/use-set-version';
import { ChangeCall } from './change-call';
import './time-travel.css';

const CHART_HEIGHT = 220;
/** The pointer rests this long on a point before its transaction is read. */
const HOVER_SETTLE_MS = 250;
const compactNumber = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 3 });

export interface ValuePlotProps {
  node: string;
  path: readonly (string | number)[];
  /** The series over the charted window (useValueSeries), charted up to `charted`. */
  series: Pick<UseQueryResult<Series>, 'data' | 'isPending' | 'isPlaceholderData' | 'error'>;
  charted: bigint;
  latest: bigint;
  /** Moves the chart's window on to latest. */
  chartToLatest: () => void;
  /** The changes found so far: a sampled point is a change only if it is one of them. */
  found: readonly FoundChange[];
  closeHref: string;
  /** What the samples are, when they are not a resource's reads on a node without the write index (a view's calls). */
  sampleNote?: string;
}

function prunedNote(pruned: number): string {
  if (pruned === 0) return '';
  return `; ${pruned.toLocaleString('en-US')} older point${pruned === 1 ? ' was' : 's were'} pruned by the node while ${pruned === 1 ? 'it was' : 'they were'} read`;
}

/** A numeric leaf charted across the window: hover for the exact value, click a point to open its version. */
export default function ValuePlot({ node, path, series, charted, latest, chartToLatest, found, closeHref, sampleNote }: ValuePlotProps) {
  const setVersion = useSetVersion();
  const container = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Point | null>(null);
  const points = series.data?.points;
  // without the node's write index the points are samples: a line through them would claim the value was
  // flat (or stepped) between them, which nothing read says
  const sampled = series.data !== undefined && !series.data.indexed;
  // the call behind the point the pointer rests on: a write the index listed, or a change the searches found
  // (not a sampled version, nor an end of the window)
  const [resting, setResting] = useState<bigint | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setResting(hover?.version), HOVER_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [hover]);
  const restingIsChange =
    resting !== undefined &&
    (points?.some((point) => point.version === resting && point.write) === true || found.some((change) => change.version === resting));

  useEffect(() => {
    const element = container.current;
    if (element === null || points === undefined || points.length === 0) return;
    // by version: the window's ends have no time of their own (the hover shows a write's)
    const xs = points.map((point) => Number(point.version));
    const ys = points.map((point) => Number(point.value));
    const axis = { stroke: '#8a94a0', grid: { stroke: 'rgba(138,148,160,0.2)' }, ticks: { stroke: 'rgba(138,148,160,0.4)' } };
    const xAxis = { ...axis, space: 60 };
    const chart = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height: CHART_HEIGHT,
        scales: { x: { time: false } },
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        // the axis only places the points (compact: 17.7B); the exact value is in the hover line
        axes: [xAxis, { ...axis, size: 64, values: (_plot, splits) => splits.map((split) => compactNumber.format(split)) }],
        series: [
          {},
          sampled
            ? { stroke: '#3b82f6', width: 2, paths: () => null, points: { show: true, size: 7, fill: '#3b82f6' } }
            : { stroke: '#3b82f6', width: 2, paths: uPlot.paths.stepped?.({ align: 1 }), points: { show: true, size: 5, fill: '#3b82f6' } },
        ],
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
  }, [points, sampled, setVersion]);

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
      {series.isPending && (
        <p className="muted" aria-live="polite">
          Reading the value across the window…
        </p>
      )}
      {series.data !== undefined && (
        <p className="muted value-plot-window" aria-live="polite">
          {series.isPlaceholderData
            ? `Reading the value up to version ${charted.toString()}…`
            : `Charted up to version ${charted.toString()}${prunedNote(series.data.pruned)}.`}{' '}
          {latest > charted && !series.isPlaceholderData && (
            <button type="button" onClick={chartToLatest}>
              Chart up to latest ({latest.toString()})
            </button>
          )}
        </p>
      )}
      {series.error !== null && <p role="alert">The chart could not be made: {series.error.message}</p>}
      {points !== undefined && points.length === 0 && <p role="status">This path holds no number at the versions read.</p>}
      {points !== undefined && points.length > 0 && (
        <>
          <p className="muted value-plot-note">
            {series.data?.indexed
              ? series.data.writes === 0
                ? `No write in the window (the node's index): the value is the same at every version.`
                : series.data.cut
                  ? `The value at ${countOf(points.length, 'point')} spread evenly over the newest ${countOf(series.data.writes, 'write')} (from version ${points[0]?.version.toString() ?? ''}; the window's older writes are not charted): exact at each point.`
                  : `The value at ${countOf(points.length, 'point')} spread evenly over all ${countOf(series.data.writes, 'write')} in the window (the node's index) and at its ends: exact at each point.`
              : (sampleNote ??
                `Samples, drawn as points: the value at ${countOf(points.length, 'version')} read across the window, and the changes found so far. This node has no write index, so the value between two samples is not known (and it gives no time per version).`)}{' '}
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
