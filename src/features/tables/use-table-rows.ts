import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TableEntry } from '../../core/api/table-entry';
import type { TableFilter, TableSort } from '../../core/api/table-reads';
import type { IndexerSource } from '../../queries/indexer-status-queries';
import { tableQueries } from '../../queries/table-queries';

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

/** What the list reads: the table at latest (`version` undefined) or at a version, searched and sorted. */
export interface RowsRequest {
  source: IndexerSource;
  handle: string;
  version: bigint | undefined;
  filter: TableFilter;
  sort: TableSort;
  enabled: boolean;
}

/** The request as a key: the rows of another request are never shown for this one. */
export const rowsKey = (request: RowsRequest): string =>
  JSON.stringify([request.source, request.handle, request.version?.toString(), request.filter, request.sort, request.enabled]);

/**
 * The table's first page of entries (at latest, and then its count), as the list first paints them: with
 * react-query's single-query hook. The other pages, as the list scrolls, are read with its list hooks,
 * loaded once the first rows are painted (more-table-rows.tsx), whose rows then replace these.
 */
export function useFirstTableRows(request: RowsRequest, onRange: TableRows['onRange']): TableRows {
  const { source, handle, version, filter, enabled } = request;
  const latest = version === undefined;
  // what first paints: nothing waits for the count
  const first = useQuery({ ...tableQueries.firstPage(source, handle, version, filter, request.sort), enabled });
  // the count walks every entry the search selects (~100 ms for 100,000 on our node, which answers one query
  // at a time): asked once the first page is in, it never queues ahead of the rows (nor after a page that failed)
  const count = useQuery({ ...tableQueries.count(source, handle, filter), enabled: enabled && latest && first.isSuccess });
  const entries = first.data?.entries;
  const rowAt = useCallback((index: number) => entries?.[index], [entries]);
  // until the count is in (at a version, until every page is read), the rows read so far (+1 while more come)
  const read = first.data === undefined ? 0 : first.data.entries.length + (first.data.next === null ? 0 : 1);
  if (latest) {
    return {
      count: count.data ?? read,
      total: count.data,
      rowAt,
      onRange,
      error: first.error ?? count.error,
      loading: first.isPending || count.isPending,
    };
  }
  return {
    count: read,
    total: first.data !== undefined && first.data.next === null ? first.data.entries.length : undefined,
    rowAt,
    onRange,
    error: first.error,
    loading: first.isPending,
  };
}
