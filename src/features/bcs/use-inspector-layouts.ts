import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keepPreviousOf } from '../../queries/keep-previous-of';
import { layoutQueries } from '../../queries/move-layouts/layout-queries';
import { useMoveLayouts, type MoveLayouts } from '../../queries/move-layouts/use-move-layouts';
import type { InspectorType } from './inspector-input';

/** The layouts for the inspector's type: the shared hook for a type tag; an inline struct resolves its fields the same way. */
export function useInspectorLayouts(node: string, type: InspectorType | undefined, version: bigint | undefined): MoveLayouts {
  const queryClient = useQueryClient();
  const inline = type?.ok === true ? type.value.inline : undefined;
  const byTag = useMoveLayouts(node, type?.ok === true && inline === undefined ? type.value.name : undefined, version);
  const inlineQuery = layoutQueries.inline(queryClient, node, inline ?? '', version);
  const query = useQuery({
    ...inlineQuery,
    enabled: inline !== undefined,
    placeholderData: keepPreviousOf(inlineQuery.queryKey.slice(0, -1)),
  });
  if (inline === undefined) return byTag;
  if (query.data !== undefined && !query.isPlaceholderData) return { status: 'ready', layouts: query.data };
  if (query.isError) return { status: 'failed', message: query.error.message };
  return { status: 'loading' };
}
