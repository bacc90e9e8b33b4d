import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import ValuePlot from '../../components/time-travel/value-plot';
import { ApiError } from '../../core/api/errors';
import type { ViewCall } from '../../core/api/view-read';
import { evenlySpaced, numericLeaf, valueAtPath, type Series, type SeriesPoint } from '../../core/history/value-series';
import type { JsonValue } from '../../core/move/json';
import { isExecutionFailure } from './view-error';
import { viewQueries } from './view-queries';

/** No node records a function's answers: the chart is this many calls, evenly across the window. */
const VIEW_PLOT_CALLS = 40;
const PARALLEL_CALLS = 4;

interface ViewPlotProps {
  node: string;
  call: ViewCall;
  /** The path in the list of return values (its first key: which value). */
  path: readonly (string | number)[];
  oldest: bigint;
  latest: bigint;
  closeHref: string;
}

/** `?plot=[…]` on the view page: a numeric leaf of the result, sampled by calls across the window (lazy, with uPlot). */
export default function ViewPlot({ node, call, path, oldest, latest, closeHref }: ViewPlotProps) {
  const client = useQueryClient();
  // the window as it was when the chart opened: a page following latest does not call 40 times at each refresh
  const [charted, setCharted] = useState({ oldest, latest });
  const versions = evenlySpaced(charted.oldest, charted.latest, VIEW_PLOT_CALLS);
  const series = useQuery({
    queryKey: [
      ...viewQueries.all(node),
      'plot',
      JSON.stringify(call),
      JSON.stringify(path),
      charted.oldest.toString(),
      charted.latest.toString(),
    ],
    staleTime: Infinity,
    queryFn: async (): Promise<Series> => {
      const values: (bigint | null | 'pruned')[] = [];
      for (let start = 0; start < versions.length; start += PARALLEL_CALLS) {
        const batch = versions.slice(start, start + PARALLEL_CALLS);
        values.push(
          ...(await Promise.all(
            batch.map(async (version) => {
              try {
                const answer = await client.fetchQuery(viewQueries.call(node, call, version));
                return numericLeaf(valueAtPath(answer.data as JsonValue, path));
              } catch (error) {
                if (error instanceof ApiError && error.kind === 'pruned') return 'pruned' as const;
                // an abort at that version is no number: a point less, not a failed chart
                if (isExecutionFailure(error)) return null;
                throw error;
              }
            }),
          )),
        );
      }
      const points: SeriesPoint[] = [];
      versions.forEach((version, index) => {
        const value = values[index];
        if (typeof value === 'bigint') points.push({ version, timestampUsec: null, value, write: false });
      });
      return { points, indexed: false, writes: 0, cut: false, pruned: values.filter((value) => value === 'pruned').length };
    },
  });
  const note = `Samples, drawn as points: ${versions.length} call${versions.length === 1 ? '' : 's'} across versions ${charted.oldest.toString()}–${charted.latest.toString()}. No node records a function’s answers, so the value between two calls is not known.`;
  return (
    <ValuePlot
      node={node}
      path={path}
      series={series}
      charted={charted.latest}
      latest={latest}
      chartToLatest={() => setCharted({ oldest, latest })}
      found={[]}
      closeHref={closeHref}
      sampleNote={note}
    />
  );
}
