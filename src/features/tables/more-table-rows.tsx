import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { memo, useEffect, useMemo } from 'react';
import type { TableEntry } from '../../core/api/table-entry';
import { TABLE_PAGE, type TablePage } from '../../core/api/table-reads';
import { tableQueries } from '../../queries/table-queries';
// types only: a value imported from the page's chunk would split its shared modules into chunks of their own
import type { RowsRequest, TableRows } from './use-table-rows';

const firstPageQuery = ({ source, handle, version, filter, sort }: RowsRequest) =>
  tableQueries.firstPage(source, handle, version, filter, sort);

/** Pages in view and a page either side. */
function offsetsOf(start: number, end: number, count: number): number[] {
  const first = Math.max(0, Math.floor(start / TABLE_PAGE) - 1);
  const last = Math.min(Math.floor(Math.max(0, count - 1) / TABLE_PAGE), Math.floor(end / TABLE_PAGE) + 1);
  const offsets: number[] = [];
  for (let page = first; page <= last; page++) offsets.push(page * TABLE_PAGE);
  return offsets;
}

interface MoreTableRowsProps {
  request: RowsRequest;
  /** The request as a key (use-table-rows.ts rowsKey). */
  requestKey: string;
  /** The list's rows in view. */
  range: { start: number; end: number };
  onRange: TableRows['onRange'];
  /** Called with the rows each time they change, and the request they are for. */
  onRows: (rows: { key: string; rows: TableRows }) => void;
}

/**
 * The table's entries for a windowed list, every page of them (use-table-rows.ts reads the first for the
 * first paint). At latest the count is known and any page can be read (a jump to the end reads the last
 * page only); at a version each key's newest write is read page after page (deletions dropped, so a page's
 * rows cannot be placed before the earlier pages are read), as the list scrolls towards the end of what is read.
 * It draws nothing: it hands its rows to the page, whose list stays as it is (its rows' elements kept).
 */
function MoreTableRows(props: MoreTableRowsProps) {
  const { request } = props;
  // the first page as use-table-rows.ts asked it (from the cache): at a version, the pages go on from it once it is in
  const first = useQuery({ ...firstPageQuery(request), enabled: request.enabled });
  if (request.version === undefined) return <RowsAtLatest {...props} />;
  return first.data === undefined ? null : <RowsAtVersion key={props.requestKey} {...props} version={request.version} first={first.data} />;
}

function RowsAtLatest({ request, requestKey, range, onRange, onRows }: MoreTableRowsProps) {
  const { source, handle, filter, sort, enabled } = request;
  const first = useQuery({ ...firstPageQuery(request), enabled });
  const count = useQuery({ ...tableQueries.count(source, handle, filter), enabled: enabled && first.isSuccess });
  const known = count.data ?? (first.data === undefined ? 0 : first.data.entries.length + (first.data.next === null ? 0 : 1));
  const offsets = useMemo(() => offsetsOf(range.start, range.end, known), [range, known]);
  const pages = useQueries({
    queries: offsets.map((offset) => ({ ...tableQueries.page(source, handle, undefined, filter, sort, offset), enabled })),
  });
  const byOffset = new Map<number, TableEntry[]>();
  offsets.forEach((offset, index) => {
    const entries = pages[index]?.data?.entries;
    if (entries !== undefined) byOffset.set(offset, entries);
  });
  const rowAt = (index: number): TableEntry | undefined => {
    const offset = Math.floor(index / TABLE_PAGE) * TABLE_PAGE;
    return byOffset.get(offset)?.[index - offset];
  };
  const pageError = pages.find((page) => page.error !== null)?.error ?? null;
  useReport(requestKey, onRows, {
    count: known,
    total: count.data,
    rowAt,
    onRange,
    error: first.error ?? count.error ?? pageError,
    loading: first.isPending || count.isPending || pages.some((page) => page.isPending),
  });
  return null;
}

function RowsAtVersion({
  request,
  requestKey,
  range,
  onRange,
  onRows,
  version,
  first,
}: MoreTableRowsProps & { version: bigint; first: TablePage }) {
  const { source, handle, filter, enabled } = request;
  const pinned = useInfiniteQuery({
    ...tableQueries.pagesAt(source, handle, version, filter),
    // its first page is the one the first paint read (the same request): not asked again
    initialData: { pages: [first], pageParams: [0] },
    enabled,
  });
  const loadedAt = useMemo(() => pinned.data.pages.flatMap((page) => page.entries), [pinned.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pinned;
  useEffect(() => {
    // the rows in view reach what is read: read the next page
    if (hasNextPage && !isFetchingNextPage && range.end >= loadedAt.length - 20) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, range.end, loadedAt.length]);
  useReport(requestKey, onRows, {
    count: loadedAt.length + (hasNextPage ? 1 : 0),
    total: hasNextPage ? undefined : loadedAt.length,
    rowAt: (index) => loadedAt[index],
    onRange,
    error: pinned.error,
    loading: isFetchingNextPage,
  });
  return null;
}

/** Hands the rows to the page after each render of its own (a page came in, the range moved): the page's renders do not render this again (memo). */
function useReport(key: string, onRows: MoreTableRowsProps['onRows'], rows: TableRows) {
  useEffect(() => onRows({ key, rows }));
}

export default memo(
  MoreTableRows,
  (before, after) =>
    before.requestKey === after.requestKey &&
    before.range === after.range &&
    before.onRange === after.onRange &&
    before.onRows === after.onRows,
);
