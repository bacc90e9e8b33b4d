// Which write made the value a diff or a pinned page shows: the newest change of a state key in
// (before, after]. The node's index of writes answers exactly; without it, only a change the searches
// already found is known (the change navigator's diff compares with the version just before one).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { foundChangesKey, listWrites, targetKey, type FoundChange, type StateKeyTarget } from './state-key-history';

export interface LastChange {
  version: bigint;
  /** Other writes also fall in the span (then it is the last of several); null when unknown. */
  more: boolean | null;
}

/** The newest change in (before, after]; undefined while unknown or when there is none that is known. */
export function useLastChange(node: string, target: StateKeyTarget, before: bigint, after: bigint, enabled = true): LastChange | undefined {
  const queryClient = useQueryClient();
  const indexed = useQuery({
    queryKey: [node, 'last-change', ...targetKey(target), before.toString(), after.toString()],
    queryFn: async ({ signal }) => (await listWrites(queryClient, node, target, { order: 'desc', start: after, limit: 2, signal })) ?? null,
    enabled: enabled && after > before,
    // writes at or below a version never change
    staleTime: Infinity,
    retry: false,
  });
  const found = useQuery({ queryKey: foundChangesKey(node, target), queryFn: () => [] as FoundChange[], staleTime: Infinity, enabled });
  if (!enabled || after <= before) return undefined;
  if (indexed.data) {
    const [last, previous] = indexed.data;
    if (last === undefined || last.version <= before) return undefined;
    return { version: last.version, more: previous !== undefined && previous.version > before };
  }
  if (indexed.data !== null) return undefined;
  const known = (found.data ?? []).filter((change) => change.version > before && change.version <= after).at(-1);
  return known === undefined ? undefined : { version: known.version, more: null };
}
