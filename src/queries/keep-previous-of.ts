import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * `placeholderData` that keeps the previous query's data while the next loads, only when the previous
 * key starts with `prefix`: at least the node (keys start with it), and the thing shown (the same
 * resource, key, series). Another node's value, bounds or layouts are never placeholders: a node that
 * does not answer showed the previous node's page, dimmed, as "the version before" (issue 25 item 1).
 */
export function keepPreviousOf(
  prefix: QueryKey,
): <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined) => T | undefined {
  const wanted = hashKey(prefix);
  return (previous, previousQuery) =>
    previousQuery !== undefined && hashKey(previousQuery.queryKey.slice(0, prefix.length)) === wanted ? previous : undefined;
}
