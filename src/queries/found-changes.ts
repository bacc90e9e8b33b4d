// The changes of one state key that this session's searches found: in the query cache, so that the page (its diff and
// its chart) reads what the change navigator, loaded after the paint, found (issue 34). Never fetched: the navigator's
// search writes it (use-state-key-history.ts).
import { skipToken, useQuery } from '@tanstack/react-query';
import type { StateKeyTarget } from '../core/api/key-writes-read';
import type { FoundChange } from '../core/history/key-changes';

const NONE: readonly FoundChange[] = [];

/** Every history query of one state key on one node: node, 'history', the key's kind and its two parts. */
export const stateKeyHistoryKey = (node: string, target: StateKeyTarget) =>
  target.kind === 'resource'
    ? ([node, 'history', 'resource', target.address, target.resourceType] as const)
    : ([node, 'history', 'table_item', target.tableHandle, target.key] as const);

/** The key of the changes found of one state key, oldest first. */
export const foundChangesKey = (node: string, target: StateKeyTarget) => [...stateKeyHistoryKey(node, target), 'found'] as const;

/** The changes found so far of `target` on `node` (none for no target). */
export function useFoundChanges(node: string, target: StateKeyTarget | null): readonly FoundChange[] {
  const found = useQuery<readonly FoundChange[]>({
    queryKey: target === null ? [node, 'history', 'none', 'found'] : foundChangesKey(node, target),
    queryFn: skipToken,
    staleTime: Infinity,
  });
  return found.data ?? NONE;
}
