import { lazy, Suspense, useState, type ComponentProps, type FormEvent } from 'react';
import { filterOf, searchByOf, writeTablePageParams, type SearchBy, type TablePageParams } from './table-page-params';

// The table's search and its export bar: under the indexer's list (table-page.tsx) and a scan's (scanned-entries.tsx).

// the export is loaded when asked for: the list's first load does not carry it
const TableExport = lazy(() => import('./table-export'));

export interface FormProps {
  search: URLSearchParams;
  setSearch: (next: URLSearchParams) => void;
}

/** Search by key, key prefix or value text, and the sort (the URL holds both). */
export function SearchForm({ search, setSearch, own, pinned }: FormProps & { own: TablePageParams; pinned: bigint | undefined }) {
  const [text, setText] = useState(own.filter.kind === 'all' ? '' : own.filter.text);
  const [by, setBy] = useState<SearchBy>(searchByOf(own.filter));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(writeTablePageParams(search, { ...own, filter: filterOf(by, text) }));
  };
  return (
    <form className="table-search" role="search" onSubmit={submit} aria-label="Search the table">
      <select aria-label="Search by" value={by} onChange={(event) => setBy(event.target.value as SearchBy)}>
        <option value="key">Key is</option>
        <option value="key_prefix">Key starts with</option>
        <option value="value">Value contains</option>
      </select>
      <input
        type="search"
        aria-label="Search text"
        value={text}
        placeholder="alpha, 42, 0x…"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit">Search</button>
      <label>
        Sort{' '}
        <select
          aria-label="Sort by"
          value={own.sort}
          disabled={pinned !== undefined}
          title={pinned !== undefined ? 'At a version the entries are in key order' : undefined}
          onChange={(event) =>
            setSearch(writeTablePageParams(search, { ...own, sort: event.target.value === 'last_change' ? 'last_change' : 'key' }))
          }
        >
          <option value="key">by key (bytes)</option>
          <option value="last_change">by last change</option>
        </select>
      </label>
    </form>
  );
}

export type ExportProps = Omit<ComponentProps<typeof TableExport>, 'onClose'>;

/** Export…, then the export's form (loaded when opened). */
export function ExportBar({ exportProps }: { exportProps: ExportProps }) {
  const [exporting, setExporting] = useState(false);
  return (
    <p className="table-export-bar">
      {exporting ? (
        <Suspense fallback={<span className="muted">Loading the export…</span>}>
          <TableExport {...exportProps} onClose={() => setExporting(false)} />
        </Suspense>
      ) : (
        <button type="button" onClick={() => setExporting(true)}>
          Export…
        </button>
      )}
    </p>
  );
}
