import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TableEntry } from '../../core/api/table-entry';
import { TABLE_PAGE, type TableFilter, type TableSort } from '../../core/api/table-reads';
import type { IndexerSource } from '../../queries/indexer-queries';
import { tableQueries } from '../../queries/table-queries';
import { filterEntries, sortEntries } from './entries-in-memory';

export interface TableRows {
  /** Rows the list has room for: the count at latest (the rows read so far, +1 while more come, until it is in); at a version, the rows read so far (+1 while more come). */
  count: number;
  /** The number of entries, when known (at latest; at a version once every page is read). */
  total: number | undefined;
  rowAt: (index: number) => TableEntry | undefined;
  /** The list's rows in view: their pages are read. */
  onRange: (start: number, end: number) => void;
  error: Error | null;
  loading: boolean;
}

/** Pages in view and a page either side. */
function offsetsOf(start: number, end: number, count: number): number[] {
  const first = Math.max(0, Math.floor(start / TABLE_PAGE) - 1);
  const last = Math.min(Math.floor(Math.max(0, count - 1) / TABLE_PAGE), Math.floor(end / TABLE_PAGE) + 1);
  const offsets: number[] = [];
  for (let page = first; page <= last; page++) offsets.push(page * TABLE_PAGE);
  return offsets;
}

/**
 * The table's entries for a windowed list. At latest the count is known and any page can be read (a
 * jump to the end reads the last page only); at a version each key's newest write is read page after page
 * (deletions dropped, so a page's rows cannot be placed before the earlier pages are read), as the list
 * scrolls towards the end of what is read.
 */
export function useTableRows(
  source: IndexerSource,
  handle: string,
  version: bigint | undefined,
  filter: TableFilter,
  sort: TableSort,
  enabled: boolean,
): TableRows {
  const [range, setRange] = useState({ start: 0, end: 40 });
  const latest = version === undefined;
  // the first page (the same query as the list's page at offset 0) is what first paints: nothing waits for the count
  const first = useQuery({ ...tableQueries.page(source, handle, undefined, filter, sort, 0), enabled: enabled && latest });
  // the count walks every entry the search selects (~100 ms for 100,000 on our node, which answers one query
  // at a time): asked once the first page is in, it never queues ahead of the rows (nor after a page that failed)
  const count = useQuery({ ...tableQueries.count(source, handle, filter), enabled: enabled && latest && first.isSuccess });
  // until the count is in, the rows read so far (+1 while more come)
  const known = count.data ?? (first.data === undefined ? 0 : first.data.entries.length + (first.data.next === null ? 0 : 1));
  const offsets = useMemo(() => (latest ? offsetsOf(range.start, range.end, known) : []), [latest, range, known]);
  const pages = useQueries({
    queries: offsets.map((offset) => ({
      ...tableQueries.page(source, handle, undefined, filter, sort, offset),
      enabled: enabled && latest,
    })),
  });
  const pinned = useInfiniteQuery({
    ...tableQueries.pagesAt(source, handle, version ?? 0n, filter),
    enabled: enabled && !latest,
  });
  const loadedAt = useMemo(() => pinned.data?.pages.flatMap((page) => page.entries) ?? [], [pinned.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pinned;
  useEffect(() => {
    // the rows in view reach what is read: read the next page
    if (!latest && hasNextPage && !isFetchingNextPage && range.end >= loadedAt.length - 20) void fetchNextPage();
  }, [latest, hasNextPage, isFetchingNextPage, fetchNextPage, range.end, loadedAt.length]);

  const byOffset = new Map<number, TableEntry[]>();
  offsets.forEach((offset, index) => {
    const entries = pages[index]?.data?.entries;
    if (entries !== undefined) byOffset.set(offset, entries);
  });
  const rowAt = (index: number): TableEntry | undefined => {
    if (!latest) return loadedAt[index];
    const offset = Math.floor(index / TABLE_PAGE) * TABLE_PAGE;
    return byOffset.get(offset)?.[index - offset];
  };
  const onRange = useCallback((start: number, end: number) => {
    setRange((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);
  const pageError = pages.find((page) => page.error !== null)?.error ?? null;
  if (latest) {
    return {
      count: known,
      total: count.data,
      rowAt,
      onRange,
      error: first.error ?? count.error ?? pageError,
      loading: first.isPending || count.isPending || pages.some((page) => page.isPending),
    };
  }
  return {
    count: loadedAt.length + (hasNextPage ? 1 : 0),
    total: pinned.data !== undefined && !hasNextPage ? loadedAt.length : undefined,
    rowAt,
    onRange,
    error: pinned.error,
    loading: pinned.isPending || isFetchingNextPage,
  };
}

/** Entries already in memory (a scan's, without the indexer) as the windowed list reads them: searched and sorted here. */
export function useEntryRows(entries: readonly TableEntry[], filter: TableFilter, sort: TableSort): TableRows & { shown: TableEntry[] } {
  const shown = useMemo(() => sortEntries(filterEntries(entries, filter), sort), [entries, filter, sort]);
  const onRange = useCallback(() => undefined, []);
  return { shown, count: shown.length, total: shown.length, rowAt: (index) => shown[index], onRange, error: null, loading: false };
}
