import { useCallback, useMemo } from 'react';
import type { TableFilter, TableSort } from '../../core/api/table-reads';
import type { LedgerInfo } from '../../core/api/ledger-info';
import type { TableEntry, TableEntrySource } from '../../core/api/table-entry';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { filterEntries, pageOf, sortEntries } from './entries-in-memory';
import type { EntryLinkTypes } from './entry-text';
import { ExportBar, SearchForm, type FormProps } from './table-forms';
import { TableList } from './table-list';
import type { TablePageParams } from './table-page-params';
import type { TableRows } from './use-table-rows';

// Shown once a scan without the indexer has found entries (table-page.tsx NoIndexer): loaded then, not with the page.

export interface Scanned {
  entries: TableEntry[];
  source: TableEntrySource;
}

/** Entries already in memory (a scan's, without the indexer) as the windowed list reads them: searched and sorted here. */
export function useEntryRows(entries: readonly TableEntry[], filter: TableFilter, sort: TableSort): TableRows & { shown: TableEntry[] } {
  const shown = useMemo(() => sortEntries(filterEntries(entries, filter), sort), [entries, filter, sort]);
  const onRange = useCallback(() => undefined, []);
  return { shown, count: shown.length, total: shown.length, rowAt: (index) => shown[index], onRange, error: null, loading: false };
}

/** A scan's entries (versions A–B, no indexer): searched, listed and exported as the indexer's are, and said to be partial. */
export default function ScannedEntries({
  handle,
  scanned,
  own,
  search,
  setSearch,
  types,
  params,
  node,
  ledger,
}: FormProps & {
  handle: string;
  scanned: Scanned;
  own: TablePageParams;
  types: EntryLinkTypes;
  params: ExplorerParams;
  node: string;
  ledger: LedgerInfo | null;
}) {
  const rows = useEntryRows(scanned.entries, own.filter, own.sort);
  const { source } = scanned;
  const range = source.kind === 'scan' ? `versions ${source.fromVersion.toString()}–${source.toVersion.toString()}` : 'the indexer';
  return (
    <div data-testid="scanned-entries">
      <SearchForm key={search.toString()} search={search} setSearch={setSearch} own={own} pinned={undefined} />
      <p className="muted" role="status" data-testid="table-count">
        {rows.count.toLocaleString('en-US')} {rows.count === 1 ? 'entry' : 'entries'} written in {range}: partial, only what those versions
        wrote.
      </p>
      <TableList handle={handle} rows={rows} types={types} params={params} label={`Entries of table ${handle} written in ${range}`} />
      <ExportBar
        exportProps={{
          node,
          indexer: null,
          handle,
          version: source.kind === 'scan' ? source.toVersion : source.indexedVersion,
          pinned: true,
          filter: own.filter,
          read: (_signal, _run, onPage) => {
            for (let offset: number | null = 0; offset !== null;) {
              const page = pageOf(rows.shown, offset);
              onPage(0, page.entries);
              offset = page.next;
            }
            return Promise.resolve();
          },
          source,
          indexed: null,
          ledger,
          types,
        }}
      />
    </div>
  );
}
