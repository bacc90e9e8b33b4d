import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import ValuePlot from '../../components/time-travel/value-plot';
import type { StateKeyTarget } from '../../core/api/key-writes-read';
import { ApiError } from '../../core/api/errors';
import type { FoundChange } from '../../core/history/key-changes';
import { useValueSeries } from '../../queries/history-series';
import { accountQueries } from './queries';

interface ResourcePlotProps {
  node: string;
  target: StateKeyTarget & { kind: 'resource' };
  path: readonly (string | number)[];
  oldest: bigint;
  latest: bigint;
  found: readonly FoundChange[];
  closeHref: string;
}

/** `?plot=[…]`: a numeric leaf of the resource over the window (loaded lazily, with uPlot). */
export default function ResourcePlot({ node, target, path, oldest, latest, found, closeHref }: ResourcePlotProps) {
  const queryClient = useQueryClient();
  const { address, resourceType } = target;
  // the value at a version through the page's query cache; null where the resource does not exist
  const readAt = useCallback(
    async (version: bigint) => {
      try {
        return (await queryClient.fetchQuery(accountQueries.resource(node, address, resourceType, version))).data.data;
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === 'resource_not_found') return null;
        throw error;
      }
    },
    [queryClient, node, address, resourceType],
  );
  const plot = useValueSeries({ node, target, path, oldest, latest, readAt, found });
  return <ValuePlot {...plot} closeHref={closeHref} />;
}
