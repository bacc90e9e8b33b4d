import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  tableCount,
  tableEntriesAt,
  tableHistoryStart,
  tableMetadata,
  tablePage,
  tableWrites,
  type TableFilter,
  type TableSort,
} from '../core/api/table-reads';
import { indexerRequest, type IndexerSource } from './indexer-status-queries';
import { versionKey } from './versioned-read';

// A table's rows from the indexer. Keys: the node, 'indexer', the indexer asked, 'table', the handle, then what is asked. At a version the answer never changes; at latest it is kept a while and not
// refetched under the reader's eyes (rows would move while scrolled): the page offers a refresh.
const LATEST = { staleTime: 30_000, retry: 1 } as const;
const PINNED = { staleTime: Infinity, retry: 1 } as const;

const filterKey = (filter: TableFilter) => JSON.stringify(filter);

export const tableQueries = {
  metadata: (source: IndexerSource, handle: string) =>
    queryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'table', handle, 'metadata'],
      queryFn: ({ signal }) => tableMetadata({ ...indexerRequest(source, signal), handle }),
      ...PINNED,
    }),
  /** The oldest table write the indexer holds: it cannot list a table below it. */
  historyStart: (source: IndexerSource) =>
    queryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'table-history-start'],
      queryFn: ({ signal }) => tableHistoryStart(indexerRequest(source, signal)),
      ...PINNED,
    }),
  count: (source: IndexerSource, handle: string, filter: TableFilter) =>
    queryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'table', handle, 'count', filterKey(filter)],
      queryFn: ({ signal }) => tableCount({ ...indexerRequest(source, signal), handle, filter }),
      ...LATEST,
    }),
  page: (source: IndexerSource, handle: string, version: bigint | undefined, filter: TableFilter, sort: TableSort, offset: number) =>
    queryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'table', handle, 'page', versionKey(version), filterKey(filter), sort, offset],
      queryFn: ({ signal }) => tablePage({ ...indexerRequest(source, signal), handle, at: version, filter, sort, offset }),
      ...(version === undefined ? LATEST : PINNED),
    }),
  /** What a list first paints: at latest the page at offset 0; at a version the first of `pagesAt`'s pages (the same read, in key order). */
  firstPage: (source: IndexerSource, handle: string, version: bigint | undefined, filter: TableFilter, sort: TableSort) =>
    tableQueries.page(source, handle, version, filter, version === undefined ? sort : 'key', 0),
  /** At a version: pages one after the other (a page's deletions are dropped, so offsets follow the rows read). */
  pagesAt: (source: IndexerSource, handle: string, version: bigint, filter: TableFilter) =>
    infiniteQueryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'table', handle, 'pages', version.toString(), filterKey(filter)],
      queryFn: ({ signal, pageParam }) =>
        tablePage({ ...indexerRequest(source, signal), handle, at: version, filter, sort: 'key', offset: pageParam }),
      initialPageParam: 0,
      getNextPageParam: (last) => last.next ?? undefined,
      ...PINNED,
    }),
  /** The keys written in (from, to], each with its newest write there and its newest write at or below `from`. */
  writes: (source: IndexerSource, handle: string, from: bigint, to: bigint) =>
    infiniteQueryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'table', handle, 'writes', from.toString(), to.toString()],
      queryFn: async ({ signal, pageParam }) => {
        const page = await tableWrites({ ...indexerRequest(source, signal), handle, from, to, offset: pageParam });
        const before = await tableEntriesAt({
          ...indexerRequest(source, signal),
          handle,
          at: from,
          keys: page.rows.map((row) => row.keyHex),
        });
        return { ...page, before };
      },
      initialPageParam: 0,
      getNextPageParam: (last) => last.next ?? undefined,
      ...PINNED,
    }),
};
