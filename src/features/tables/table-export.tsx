import { useEffect, useRef, useState } from 'react';
import { IndexerError } from '../../core/api/indexer-client';
import type { LedgerInfo } from '../../core/api/ledger-info';
import { getLedgerInfo } from '../../core/api/ledger-info-read';
import { apiKeyFor } from '../../core/settings/node-settings';
import type { TableEntrySource } from '../../core/api/table-entry';
import type { OnPage, PageRunner } from '../../core/api/table-export-read';
import type { TableFilter } from '../../core/api/table-reads';
import type { EntryLinkTypes } from './entry-text';
import { exportHead, exportRows, exportTail, type ExportFormat, type ExportProvenance } from './export-format';
import { errorMessage } from '../../core/error-message';

// Loaded when the user opens the export: the list's first load does not carry it.

interface TableExportProps {
  node: string;
  /** The indexer read; null for a scan's entries (read from the node). */
  indexer: string | null;
  handle: string;
  /** The version on screen: the pinned one, else what the indexer has indexed (the rows are read at it). */
  version: bigint;
  pinned: boolean;
  filter: TableFilter;
  /** Reads the rows to export page by page (the indexer's at `version`, or a scan's in memory), each through `run`. */
  read: (signal: AbortSignal, run: PageRunner, onPage: OnPage) => Promise<void>;
  source: TableEntrySource;
  indexed: bigint | null;
  ledger: LedgerInfo | null;
  types: EntryLinkTypes;
  onClose: () => void;
}

type Progress =
  | { state: 'idle' }
  | { state: 'running'; rows: number; waiting: string | null }
  | { state: 'done'; rows: number; url: string; name: string }
  | { state: 'failed'; message: string };

/** The page's own link at `version`: opening it lists the rows exported. */
function deepLink(version: bigint): string {
  const url = new URL(window.location.href);
  url.searchParams.set('ledger_version', version.toString());
  url.searchParams.delete('compare');
  return url.toString();
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * The table (or the search's result) at the version on screen, as CSV or JSON: read page after page, each
 * page written into its own Blob part as it comes (the tab holds one page of rows, not the table), with
 * progress and Cancel. The file opens with its provenance and the page's link at that version.
 */
export default function TableExport(props: TableExportProps) {
  const { node, indexer, handle, version, filter, read, source, indexed, ledger, types, onClose } = props;
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => (progress.state === 'done' ? URL.revokeObjectURL(progress.url) : undefined), [progress]);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    const { signal } = controller;
    // the file names its chain and ledger even when the page has not read them yet (the status bar reads them after the list)
    const known =
      ledger ??
      (await getLedgerInfo({ node, signal, apiKey: apiKeyFor(node) }).then(
        (answer) => answer.ledger,
        () => null,
      ));
    const provenance: ExportProvenance = {
      node,
      indexer,
      chainId: known?.chainId ?? null,
      ledgerVersion: known?.ledgerVersion.toString() ?? null,
      indexedVersion: indexed?.toString() ?? null,
      source:
        source.kind === 'indexer'
          ? 'indexer'
          : `scan of versions ${source.fromVersion.toString()}-${source.toVersion.toString()} (partial: only the writes in that range)`,
      handle,
      keyType: types.keyType ?? null,
      valueType: types.valueType ?? null,
      version: version.toString(),
      search: filter.kind === 'all' ? null : `${filter.kind}: ${filter.text}`,
      exportedAt: new Date().toISOString(),
      link: deepLink(version),
    };
    // each slice's pages as Blob parts, in the order read: the tab keeps the bytes, not the rows
    const slices: Blob[][] = [];
    let rows = 0;
    setProgress({ state: 'running', rows, waiting: null });
    const run: PageRunner = async (readOne) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await readOne();
        } catch (error) {
          // 429: wait as asked (or 2 s), a few times, saying so
          if (!(error instanceof IndexerError && error.kind === 'rate_limited') || attempt >= 4) throw error;
          const seconds = error.retryAfterSeconds ?? 2;
          setProgress({ state: 'running', rows, waiting: `the indexer asks to wait ${seconds} s` });
          await wait(seconds * 1000, signal);
        }
      }
    };
    try {
      await read(signal, run, (slice, entries) => {
        if (entries.length === 0) return;
        (slices[slice] ??= []).push(new Blob([exportRows(format, entries, true)]));
        rows += entries.length;
        setProgress({ state: 'running', rows, waiting: null });
      });
      // JSON: a comma between two pages' rows
      const pages = slices.flatMap((parts) => parts ?? []);
      const body = format === 'json' ? pages.flatMap((page, i) => (i === 0 ? [page] : [',', page])) : pages;
      const parts = [exportHead(format, provenance), ...body, exportTail(format)];
      const blob = new Blob(parts, { type: format === 'csv' ? 'text/csv' : 'application/json' });
      const name = `table-${handle}-v${version.toString()}.${format}`;
      setProgress({ state: 'done', rows, url: URL.createObjectURL(blob), name });
    } catch (error) {
      if (signal.aborted) setProgress({ state: 'idle' });
      else setProgress({ state: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <span className="table-export" data-testid="table-export">
      <label>
        Format{' '}
        <select
          aria-label="Export format"
          value={format}
          disabled={progress.state === 'running'}
          onChange={(event) => setFormat(event.target.value === 'json' ? 'json' : 'csv')}
        >
          <option value="csv">CSV</option>
          <option value="json">JSON</option>
        </select>
      </label>{' '}
      {progress.state === 'running' ? (
        <>
          <span role="status" aria-live="polite">
            {progress.rows.toLocaleString('en-US')} entries read{progress.waiting === null ? '…' : `; ${progress.waiting}…`}
          </span>{' '}
          <button type="button" onClick={() => abort.current?.abort()}>
            Cancel
          </button>
        </>
      ) : (
        <button type="button" onClick={() => void run()}>
          Export {filter.kind === 'all' ? 'the table' : 'the search result'} at version {version.toString()}
        </button>
      )}{' '}
      {progress.state === 'done' && (
        <a href={progress.url} download={progress.name} data-testid="table-export-download">
          Save {progress.name} ({progress.rows.toLocaleString('en-US')} entries)
        </a>
      )}
      {progress.state === 'failed' && (
        <span className="table-entry-bad" role="alert">
          The export stopped: {progress.message}. Nothing was saved.
        </span>
      )}{' '}
      <button type="button" onClick={onClose} disabled={progress.state === 'running'}>
        Close
      </button>
    </span>
  );
}
