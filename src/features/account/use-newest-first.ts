import { useInfiniteQuery } from '@tanstack/react-query';
import { olderPage, type SequencePage } from '../../core/api/newest-first';

/** How many items a page shows (and "Load more" adds). */
export const NEWEST_FIRST_PAGE = 10;

/**
 * A list paged by sequence number, newest first: the last page, then older pages on demand. `readPage`
 * gets null for the last page (NEWEST_FIRST_PAGE items, no start). Each page is read through the query cache by the caller's query options.
 */
export function useNewestFirst<T>(
  queryKey: readonly unknown[],
  readPage: (page: SequencePage | null) => Promise<T[]>,
  sequenceOf: (item: T) => bigint | undefined,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, 'newest-first', NEWEST_FIRST_PAGE],
    initialPageParam: null as SequencePage | null,
    queryFn: ({ pageParam }) => readPage(pageParam),
    getNextPageParam: (page: T[]) => {
      const first = page[0];
      const sequence = first === undefined ? undefined : sequenceOf(first);
      return sequence === undefined ? undefined : olderPage(sequence, NEWEST_FIRST_PAGE);
    },
    enabled,
    // the newest page grows while the chain runs: asked again when the page is opened again
    staleTime: 10_000,
  });
  const items = query.data?.pages.flatMap((page) => [...page].reverse()) ?? [];
  return { query, items };
}
