import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ResolvedLayouts } from '../../core/move/layout-resolver';
import { hasLayout } from '../../core/move/registry';
import { keepPreviousOf } from '../keep-previous-of';
import { formatTypeTag, parseTypeTag } from '../../core/move/type-tag';
import { layoutStaleTime, resolvedLayoutsKey } from './layout-keys';

// The resolver (ABI reading, type shapes, inline structs) loads only for a type the registry lacks:
// the same query as layoutQueries.resolved (layout-queries.ts), same key, same freshness.
const loadLayoutQueries = () => import('./layout-queries');

export type MoveLayouts =
  /** the registry decodes it (or there is no valid type): nothing is fetched */
  | { status: 'registry' }
  | { status: 'loading' }
  | { status: 'ready'; layouts: ResolvedLayouts }
  /** the module requests failed for a reason that may pass (network, 5xx) */
  | { status: 'failed'; message: string };

function typeNeedingAbis(type: string | undefined): string | undefined {
  if (type === undefined || type.trim() === '') return undefined;
  try {
    const tag = parseTypeTag(type);
    return hasLayout(tag) ? undefined : formatTypeTag(tag);
  } catch {
    return undefined;
  }
}

/** The layouts to decode a value of `type` at `version` with: the registry's, or learned from the node's module ABIs only when needed. */
export function useMoveLayouts(node: string, type: string | undefined, version: bigint | undefined): MoveLayouts {
  const queryClient = useQueryClient();
  const needed = useMemo(() => typeNeedingAbis(type), [type]);
  const queryKey = resolvedLayoutsKey(node, needed ?? '', version);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await loadLayoutQueries()).resolveTypeLayouts(queryClient, node, needed ?? '', version, signal),
    staleTime: layoutStaleTime(version),
    enabled: needed !== undefined,
    // following latest, keep decoding with the last layouts of this node and type while the new version's load
    placeholderData: keepPreviousOf(queryKey.slice(0, -1)),
  });
  if (needed === undefined) return { status: 'registry' };
  if (query.data !== undefined && query.data.root === needed) return { status: 'ready', layouts: query.data };
  if (query.isError) return { status: 'failed', message: query.error.message };
  return { status: 'loading' };
}
