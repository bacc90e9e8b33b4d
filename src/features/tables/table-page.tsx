import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AfterPaint } from '../../components/after-paint-gate';
import { InvalidParamPage } from '../../components/error-view/invalid-param';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { usePageTarget } from '../../components/explorer/use-page-target';
import { TableHandleTitle } from '../../components/version-control/state-key-shell';
import { IndexerProvenance } from '../../components/indexer/indexer-provenance';
import { readTimeTravelParams } from '../../components/time-travel/time-travel-params';
import { IndexerError } from '../../core/api/indexer-client';
import type { LedgerInfo } from '../../core/api/ledger-info';
import type { TableEntry, TableEntrySource } from '../../core/api/table-entry';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';
import { indexerRequest, type IndexerSource } from '../../queries/indexer-status-queries';
import { useLedgerStatus } from '../../queries/ledger-status/ledger-status';
import { tableQueries } from '../../queries/table-queries';
import { readTablePageParams, type TablePageParams } from './table-page-params';
import type { EntryLinkTypes, KeyDecoder } from './entry-text';
import { ExportBar, SearchForm, type FormProps } from './table-forms';
import type { Scanned } from './scanned-entries';
import { TableList } from './table-list';
import { TypesMismatch } from './types-mismatch';
import { rowsKey, useFirstTableRows, type RowsRequest, type TableRows } from './use-table-rows';
import { useIndexCoverage } from './use-index-coverage';
import './tables.css';

// the diff is loaded when asked for (the export likewise, table-forms.tsx): the list's first load carries neither
const TableDiff = lazy(() => import('./table-diff'));
// the scan of a range of transactions, for a node without an indexer
const TableScan = lazy(() => import('./table-scan').then((module) => ({ default: module.TableScan })));
// the pages past the first, with react-query's list hooks: loaded once the first rows are painted
const MoreTableRows = lazy(() => import('./more-table-rows'));
// a scan's entries, once a scan without the indexer has found some
const ScannedEntries = lazy(() => import('./scanned-entries'));

/** `/tables/:handle`: every entry of a Move table, from the indexer, at latest or at a version. */
export default function TablePage() {
  const target = usePageTarget<'table_entries'>();
  if (!target.ok) return <InvalidParamPage title="Table" what="table handle" message={target.message} />;
  return <Table handle={target.value.handle} />;
}

/** Where the key and value types come from, in the order they are trusted. */
type TypesSource = 'link' | 'metadata' | 'indexer';

function Table({ handle }: { handle: string }) {
  const [search, setSearch] = useSearchParams();
  const { node, ledgerVersion, params, indexer } = useExplorerParams();
  const indexerSource: IndexerSource = useMemo(() => ({ node, indexer }), [node, indexer]);
  const own = readTablePageParams(search);
  const { compare } = readTimeTravelParams(search);
  const coverage = useIndexCoverage(indexerSource, ledgerVersion, compare);
  const { status, indexed, beyondIndex, belowHistory, oldest, historyKnown, ready, failure, noIndexer } = coverage;
  const ledger = useLedgerStatus(node)?.ledger ?? null;
  // at latest the rows do not depend on how far the index has got: they are asked beside its status, and
  // shown once its chain is checked (below), a round trip sooner
  const listAtLatest = ledgerVersion === undefined && compare === null;
  const request: RowsRequest = {
    source: indexerSource,
    handle,
    version: ledgerVersion,
    filter: own.filter,
    sort: own.sort,
    enabled: listAtLatest ? status.problem === undefined : ready,
  };
  const { rows, more } = useRows(request);
  // asked after the rows (a node answers its queries in turn): the link's types, when it names them, are shown meanwhile
  const metadata = useQuery(tableQueries.metadata(indexerSource, handle));
  const keyType = own.keyType ?? metadata.data?.keyType;
  const valueType = own.valueType ?? metadata.data?.valueType;
  const source: TypesSource = own.keyType !== undefined || own.valueType !== undefined ? 'link' : metadata.data ? 'metadata' : 'indexer';
  const decode = useKeyDecoder(own.keyType);
  const types = useMemo(() => ({ keyType, valueType, decode }), [keyType, valueType, decode]);

  return (
    <article className="table-page">
      {more}
      <h1 className="page-title">
        <span className="muted">Table</span>
        <TableHandleTitle handle={handle} />
      </h1>
      <TypesLine keyType={keyType} valueType={valueType} source={source} />
      <VersionForm
        key={`${ledgerVersion?.toString() ?? ''}/${compare?.toString() ?? ''}`}
        search={search}
        setSearch={setSearch}
        pinned={ledgerVersion}
        compare={compare}
      />
      <TypesMismatch link={own} recorded={metadata.data} />
      {noIndexer ? (
        <NoIndexer
          handle={handle}
          failure={failure}
          problem={status.problem}
          version={ledgerVersion}
          own={own}
          search={search}
          setSearch={setSearch}
          types={types}
          params={params}
          source={indexerSource}
          ledger={ledger}
        />
      ) : indexed === undefined ? (
        <p className="muted" aria-live="polite">
          Asking the indexer…
        </p>
      ) : (
        <>
          <IndexerProvenance
            figures={status.figures ?? { indexed, node: undefined }}
            pinned={ledgerVersion}
            atPinned
            chainUnchecked={status.chainUnchecked}
          />
          {beyondIndex && ledgerVersion !== undefined ? (
            <div className="error-view" role="alert" data-testid="beyond-index">
              <h2>The indexer cannot answer at version {ledgerVersion.toString()}</h2>
              <p>
                It has indexed up to version {indexed.toString()} only: the table at {ledgerVersion.toString()} may hold writes it has not
                read yet, so none is listed. Open the page at version {indexed.toString()} or wait for the indexer.
              </p>
            </div>
          ) : belowHistory !== undefined && oldest !== null ? (
            <div className="error-view" role="alert" data-testid="before-index-history">
              <h2>The indexer holds no history at version {belowHistory.toString()}</h2>
              <p>
                The oldest table write it holds is at version {oldest.toString()} (it started indexing there): it cannot say what the table
                held at {belowHistory.toString()}, so none is listed. Open the page at version {oldest.toString()} or later.
              </p>
            </div>
          ) : !historyKnown ? (
            <p className="muted" aria-live="polite">
              Asking the indexer…
            </p>
          ) : compare !== null ? (
            <Suspense fallback={<p className="muted">Reading the changes…</p>}>
              <TableDiff
                source={indexerSource}
                handle={handle}
                from={compare}
                to={ledgerVersion ?? indexed}
                types={types}
                params={params}
              />
            </Suspense>
          ) : (
            <IndexedEntries
              handle={handle}
              own={own}
              search={search}
              setSearch={setSearch}
              rows={rows}
              types={types}
              params={params}
              decodeReady={own.keyType === undefined || decode !== undefined}
              hasMetadata={metadata.data != null}
              pinned={ledgerVersion}
              indexed={indexed}
              source={indexerSource}
              ledger={ledger}
            />
          )}
        </>
      )}
    </article>
  );
}

/**
 * The list's rows: the first page's (use-table-rows.ts) until react-query's list hooks have loaded after
 * their paint (`more`, which draws nothing), then every page's as the list scrolls.
 */
function useRows(request: RowsRequest): { rows: TableRows; more: ReactNode } {
  const [range, setRange] = useState({ start: 0, end: 40 });
  const onRange = useCallback((start: number, end: number) => {
    setRange((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);
  const first = useFirstTableRows(request, onRange);
  const [all, setAll] = useState<{ key: string; rows: TableRows } | null>(null);
  const key = rowsKey(request);
  const more = (
    <AfterPaint when={first.rowAt(0) !== undefined}>
      <MoreTableRows request={request} requestKey={key} range={range} onRange={onRange} onRows={setAll} />
    </AfterPaint>
  );
  return { rows: all?.key === key ? all.rows : first, more };
}

/** The key and value types, and where they come from. */
function TypesLine({ keyType, valueType, source }: { keyType: string | undefined; valueType: string | undefined; source: TypesSource }) {
  return (
    <p className="table-types" data-testid="table-types">
      <span className="mono">{keyType ?? '?'}</span> → <span className="mono">{valueType ?? '?'}</span>{' '}
      <span className="muted">
        {source === 'link'
          ? '(types from the resource field you came from)'
          : source === 'metadata'
            ? '(types from the indexer’s table_metadatas)'
            : '(no types known: keys and values as the indexer decoded them, else their bytes)'}
      </span>
    </p>
  );
}

/** No indexer answered: said, and a scan of a range of transactions offered instead (its entries listed as the indexer's are). */
function NoIndexer({
  handle,
  failure,
  problem,
  version,
  own,
  search,
  setSearch,
  types,
  params,
  source,
  ledger,
}: FormProps & {
  handle: string;
  failure: string | undefined;
  problem: unknown;
  version: bigint | undefined;
  own: TablePageParams;
  types: EntryLinkTypes;
  params: ExplorerParams;
  source: IndexerSource;
  ledger: LedgerInfo | null;
}) {
  const { node, indexer } = source;
  const { keyType, valueType } = types;
  // what a scan without the indexer found (table-scan.tsx): the same list, search and export
  const [scanned, setScanned] = useState<Scanned | null>(null);
  const onScanned = useCallback((entries: TableEntry[], from: TableEntrySource) => setScanned({ entries, source: from }), []);
  return (
    <section className="notice" role="status" data-testid="no-indexer">
      <h2>No indexer answered</h2>
      <p>
        {failure}. A Move table cannot be listed through the node API (it reads one key at a time): without the indexer at{' '}
        <span className="mono">{indexer}</span> its entries cannot be listed here.
      </p>
      <Suspense fallback={<p className="muted">Loading the scan…</p>}>
        <TableScan
          node={node}
          handle={handle}
          version={version ?? null}
          onEntries={onScanned}
          keyType={keyType}
          valueType={valueType}
          indexerFailure={problem instanceof IndexerError && problem.kind === 'absent' ? undefined : failure}
        />
      </Suspense>
      {scanned !== null && (
        <Suspense fallback={<p className="muted">Loading the entries…</p>}>
          <ScannedEntries
            handle={handle}
            scanned={scanned}
            own={own}
            search={search}
            setSearch={setSearch}
            types={types}
            params={params}
            node={node}
            ledger={ledger}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The table's entries from the indexer at the version on screen: searched, counted, listed and exported. */
function IndexedEntries({
  handle,
  own,
  search,
  setSearch,
  rows,
  types,
  params,
  decodeReady,
  hasMetadata,
  pinned,
  indexed,
  source,
  ledger,
}: FormProps & {
  handle: string;
  own: TablePageParams;
  rows: TableRows;
  types: EntryLinkTypes;
  params: ExplorerParams;
  /** The link's key type is read (key-decode.ts loaded), or the link names none. */
  decodeReady: boolean;
  hasMetadata: boolean;
  pinned: bigint | undefined;
  indexed: bigint;
  source: IndexerSource;
  ledger: LedgerInfo | null;
}) {
  const { node, indexer } = source;
  return (
    <>
      <SearchForm key={search.toString()} search={search} setSearch={setSearch} own={own} pinned={pinned} />
      {rows.error === null && (
        <p className="muted" role="status" data-testid="table-count">
          {countText(rows.total, rows.count, own.filter.kind !== 'all', pinned)}
        </p>
      )}
      {rows.error !== null && <RowsError error={rows.error} />}
      {rows.error === null && rows.total === 0 && <EmptyTable filtered={own.filter.kind !== 'all'} hasMetadata={hasMetadata} />}
      {/* a failed page hides the list: its count and other pages are the same indexer's word */}
      {rows.error === null && decodeReady && (
        <TableList
          key={`${pinned?.toString() ?? 'latest'}/${JSON.stringify(own.filter)}/${own.sort}`}
          handle={handle}
          rows={rows}
          types={types}
          params={params}
          label={`Entries of table ${handle}`}
        />
      )}
      <ExportBar
        exportProps={{
          node,
          indexer,
          handle,
          version: pinned ?? indexed,
          pinned: pinned !== undefined,
          filter: own.filter,
          read: (signal, run, onPage) =>
            import('../../core/api/table-export-read').then(({ readTableAt }) =>
              readTableAt({ ...indexerRequest(source, signal), handle, at: pinned ?? indexed, filter: own.filter }, run, onPage),
            ),
          source: { kind: 'indexer', indexedVersion: indexed },
          indexed,
          ledger,
          types,
        }}
      />
    </>
  );
}

/** The version on screen (`ledger_version`) and the diff's other version (`compare`). */
function VersionForm({ search, setSearch, pinned, compare }: FormProps & { pinned: bigint | undefined; compare: bigint | null }) {
  const [at, setAt] = useState(pinned?.toString() ?? '');
  const [since, setSince] = useState(compare?.toString() ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const go = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(search);
    for (const [name, text] of [
      ['ledger_version', at],
      ['compare', since],
    ] as const) {
      if (text.trim() === '') next.delete(name);
      else {
        const parsed = parseLedgerVersionParam(text.trim());
        if (!parsed.ok) return setProblem(`${name === 'compare' ? 'Changes since' : 'At version'}: ${parsed.message}`);
        next.set(name, parsed.value.toString());
      }
    }
    setProblem(null);
    setSearch(next);
  };
  const latest = new URLSearchParams(search);
  latest.delete('ledger_version');
  latest.delete('compare');
  return (
    <form className="table-version" onSubmit={go} aria-label="Version">
      <label>
        At version <input inputMode="numeric" value={at} placeholder="latest" onChange={(event) => setAt(event.target.value)} />
      </label>
      <label>
        Changes since <input inputMode="numeric" value={since} placeholder="version" onChange={(event) => setSince(event.target.value)} />
      </label>
      <button type="submit">Show</button>
      {(pinned !== undefined || compare !== null) && <Link to={`?${latest.toString()}`}>Latest, all entries</Link>}
      {problem !== null && (
        <span className="table-entry-bad" role="alert">
          {problem}
        </span>
      )}
    </form>
  );
}

/** The key reader of the link's key type, loaded only when the link names one (the BCS reader stays out of the first load). */
function useKeyDecoder(keyType: string | undefined): KeyDecoder | undefined {
  const [module, setModule] = useState<typeof import('./key-decode') | null>(null);
  useEffect(() => {
    if (keyType !== undefined && module === null) void import('./key-decode').then((loaded) => setModule(loaded));
  }, [keyType, module]);
  return useMemo(
    () => (keyType === undefined || module === null ? undefined : (entry) => module.decodeKey(entry, keyType)),
    [keyType, module],
  );
}

function countText(total: number | undefined, count: number, filtered: boolean, pinned: bigint | undefined): string {
  const what = (n: number) => `${n === 1 ? 'entry' : 'entries'}${filtered ? ' found' : ''}`;
  const at = pinned === undefined ? 'at the indexer’s latest' : `at version ${pinned.toString()}`;
  if (total !== undefined) return `${total.toLocaleString('en-US')} ${what(total)} ${at}.`;
  return `${Math.max(0, count - 1).toLocaleString('en-US')}+ ${what(2)} ${at} read so far (more are read as you scroll).`;
}

function RowsError({ error }: { error: Error }) {
  const rateLimited = error instanceof IndexerError && error.kind === 'rate_limited';
  return (
    <div className="error-view" role="alert" data-testid="table-error">
      <h2>{rateLimited ? 'The indexer is rate-limiting this page' : 'The indexer’s answer could not be used'}</h2>
      <p>{error.message}. No entry of this answer is shown.</p>
    </div>
  );
}

function EmptyTable({ filtered, hasMetadata }: { filtered: boolean; hasMetadata: boolean }) {
  return (
    <p className="notice" role="status" data-testid="table-empty">
      {filtered
        ? 'No entry matches this search.'
        : hasMetadata
          ? 'The table has no entries at this version.'
          : 'The indexer knows no entry under this handle: it is not a table, or a table never written to (the node API answers both the same way).'}
    </p>
  );
}
