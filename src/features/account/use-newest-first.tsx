import { useInfiniteQuery, useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../core/api/errors';
import type { ListPage, PageQuery } from '../../core/api/transaction-read';
import { olderPage, type SequencePage } from '../../core/api/newest-first';

/** How many items a page shows (and "Load more" adds). */
const NEWEST_FIRST_PAGE = 10;

/**
 * A list paged by sequence number, newest first: the last page (NEWEST_FIRST_PAGE items, no start), then
 * older pages on demand. Each page is read through the query cache with `pageQuery`'s options.
 */
export function useNewestFirst<T, TKey extends QueryKey>(
  queryKey: readonly unknown[],
  pageQuery: (page: PageQuery) => FetchQueryOptions<ListPage<T>, Error, ListPage<T>, TKey>,
  sequenceOf: (item: T) => bigint | undefined,
) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: [...queryKey, 'newest-first', NEWEST_FIRST_PAGE],
    initialPageParam: null as SequencePage | null,
    queryFn: async ({ pageParam }): Promise<ShownPage<T>> => {
      const page = pageParam ?? { limit: NEWEST_FIRST_PAGE };
      const answer = await client.fetchQuery(pageQuery(page));
      return { items: answer.data, overLimit: answer.sent === undefined ? null : { sent: answer.sent, asked: page.limit } };
    },
    getNextPageParam: (page: ShownPage<T>) => {
      const first = page.items[0];
      const sequence = first === undefined ? undefined : sequenceOf(first);
      return sequence === undefined ? undefined : olderPage(sequence, NEWEST_FIRST_PAGE);
    },
    // the newest page grows while the chain runs: asked again when the page is opened again
    staleTime: 10_000,
  });
  const items = query.data?.pages.flatMap((page) => [...page.items].reverse()) ?? [];
  return { query, items };
}

/** One page as shown: at most the limit asked for, and how many the node sent when it sent more. */
interface ShownPage<T> {
  items: T[];
  overLimit: { sent: number; asked: number } | null;
}

/** The end of a newest-first list of `what`: older pages on demand, or why there are none. */
export function OlderItems({ query, what }: { query: ReturnType<typeof useNewestFirst>['query']; what: string }) {
  const prunedBefore = query.isFetchNextPageError && query.error instanceof ApiError && query.error.kind === 'pruned';
  const overLimit = query.data?.pages.find((page) => page.overLimit !== null)?.overLimit;
  return (
    <>
      {overLimit && (
        <p className="notice" role="status">
          The node sent {overLimit.sent.toLocaleString('en')} {what} where {overLimit.asked.toLocaleString('en')} were asked for: showing
          the first {overLimit.asked.toLocaleString('en')} of that page.
        </p>
      )}
      {prunedBefore && <p className="muted">Older {what} were pruned by the node.</p>}
      {query.isFetchNextPageError && !prunedBefore && (
        <p role="alert">
          Older {what} could not be read: {query.error.message}
        </p>
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <button type="button" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </>
  );
}
