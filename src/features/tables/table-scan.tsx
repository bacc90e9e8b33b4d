import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getLedgerInfo } from '../../core/api/ledger-info-read';
import type { TableEntry, TableEntrySource } from '../../core/api/table-entry';
import {
  checkScanRange,
  defaultScanRange,
  MAX_SCAN_VERSIONS,
  scanFailureMessage,
  scanTableWrites,
  tableDecoder,
  type ScanProgress,
  type ScanRange,
} from '../../core/api/table-write-scan';
import { apiKeyFor } from '../../core/settings/node-settings';
import { nodeRequest } from '../../queries/ledger-status/ledger-status';
import './table-scan.css';

export interface TableScanProps {
  node: string;
  handle: string;
  /** The page's version; null when it follows latest (the range then ends at the node's latest). */
  version: bigint | null;
  /** The scan's entries, each key's newest write in the range, with the range they cover. */
  onEntries: (entries: TableEntry[], source: TableEntrySource) => void;
  /** The table's types when the page knows them: they decode the writes the node sent undecoded. */
  keyType?: string | undefined;
  valueType?: string | undefined;
  /** Why the indexer cannot list the table, when it failed; absent when the node names no indexer. */
  indexerFailure?: string | undefined;
}

/** What the last finished scan listed: its label stays while the page shows its entries (a later scan that fails lists nothing new). */
interface Listed {
  readonly range: ScanRange;
  readonly keys: number;
  readonly deleted: number;
  readonly writes: number;
}

type ScanState =
  | { kind: 'idle' }
  | { kind: 'running'; range: ScanRange; progress: ScanProgress | null }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled'; range: ScanRange; read: bigint };

const count = (value: bigint | number) => value.toLocaleString('en-US');

/**
 * A table's entries without an indexer (issue 33 item 5): reads a range of versions' transactions and
 * keeps the writes to this handle, each key's newest. Bounded (MAX_SCAN_VERSIONS), cancellable, and
 * always labelled as partial: a key written only before the range is not in it.
 */
export function TableScan({ node, handle, version, onEntries, keyType, valueType, indexerFailure }: TableScanProps) {
  const id = useId();
  const client = useQueryClient();
  const [range, setRange] = useState<{ from: string; to: string } | null>(version === null ? null : rangeText(defaultScanRange(version)));
  const [latest, setLatest] = useState<bigint | null>(null);
  const [state, setState] = useState<ScanState>({ kind: 'idle' });
  const [listed, setListed] = useState<Listed | null>(null);
  const running = useRef<AbortController | null>(null);

  // following latest: the range ends at the node's latest version, read once (and its window's start)
  useEffect(() => {
    const controller = new AbortController();
    getLedgerInfo({ node, signal: controller.signal, apiKey: apiKeyFor(node) })
      .then(({ data }) => {
        const newest = BigInt(data.ledger_version);
        setLatest(newest);
        setRange((held) => held ?? rangeText(defaultScanRange(version ?? newest, BigInt(data.oldest_ledger_version))));
      })
      .catch(() => {
        // the range stays typed by hand; the scan itself says what the node answers
        setRange((held) => held ?? { from: '', to: '' });
      });
    return () => controller.abort();
  }, [node, version]);
  // leaving the page (or another table) cancels the scan under way
  useEffect(() => () => running.current?.abort(), [node, handle]);

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (range === null) return;
    const checked = checkScanRange(range.from, range.to, version ?? latest, version === null ? undefined : 'the version on screen');
    if (!checked.ok) {
      setState({ kind: 'failed', message: checked.message });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const scanned = checked.value;
    setState({ kind: 'running', range: scanned, progress: null });
    scanTableWrites({
      ...nodeRequest(client, node, controller.signal),
      handle,
      ...scanned,
      decoder: tableDecoder(keyType, valueType),
      onProgress: (progress) => {
        if (!controller.signal.aborted) setState({ kind: 'running', range: scanned, progress });
      },
    }).then(
      (result) => {
        if (controller.signal.aborted) return;
        const deleted = result.entries.filter((entry) => entry.deleted).length;
        setState({ kind: 'idle' });
        setListed({ range: scanned, keys: result.entries.length, deleted, writes: result.writes });
        onEntries(result.entries, result.source);
      },
      (error: unknown) => {
        if (running.current !== controller) return;
        setState((held) =>
          controller.signal.aborted
            ? { kind: 'cancelled', range: scanned, read: held.kind === 'running' ? (held.progress?.read ?? 0n) : 0n }
            : { kind: 'failed', message: scanFailureMessage(error, scanned) },
        );
      },
    );
  };

  const cancel = () => running.current?.abort();
  const busy = state.kind === 'running';

  return (
    <section className="table-scan form-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Entries written in a range of versions</h2>
      <p>
        {indexerFailure === undefined ? (
          <>This node names no indexer, so the table cannot be listed whole.</>
        ) : (
          <>The indexer could not list this table ({indexerFailure}).</>
        )}{' '}
        The explorer can read a range of versions’ transactions through the node API and keep the writes to this table: each key’s newest
        write in the range. Keys written only before the range are not found this way.
      </p>
      <form className="table-scan-form form-fields" onSubmit={start} aria-label="Versions to scan">
        <label>
          From version
          <input
            className="mono"
            inputMode="numeric"
            value={range?.from ?? ''}
            disabled={busy || range === null}
            onChange={(event) => setRange({ from: event.target.value, to: range?.to ?? '' })}
          />
        </label>
        <label>
          To version
          <input
            className="mono"
            inputMode="numeric"
            value={range?.to ?? ''}
            disabled={busy || range === null}
            onChange={(event) => setRange({ from: range?.from ?? '', to: event.target.value })}
          />
        </label>
        {busy ? (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        ) : (
          <button type="submit" className="primary" disabled={range === null}>
            Read entries written
          </button>
        )}
        <p className="muted table-scan-bound">At most {count(MAX_SCAN_VERSIONS)} versions a scan.</p>
      </form>
      <ScanStatus state={state} />
      {listed !== null && <ListedLabel listed={listed} />}
    </section>
  );
}

function rangeText({ fromVersion, toVersion }: ScanRange) {
  return { from: fromVersion.toString(), to: toVersion.toString() };
}

function ScanStatus({ state }: { state: ScanState }) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'running': {
      const total = state.range.toVersion - state.range.fromVersion + 1n;
      const read = state.progress?.read ?? 0n;
      return (
        <div className="table-scan-progress">
          <progress max={Number(total)} value={Number(read)} aria-label="Versions read" />
          <p className="muted" aria-live="polite">
            Read {count(read)} of {count(total)} versions ({range(state.range)}) · {count(state.progress?.keys ?? 0)} keys written so far
          </p>
        </div>
      );
    }
    case 'cancelled':
      return (
        <p className="muted" role="status">
          Scan of versions {range(state.range)} cancelled after {count(state.read)} versions: nothing new listed.
        </p>
      );
    case 'failed':
      return (
        <div className="error-view" role="alert">
          <p>{state.message}</p>
        </div>
      );
  }
}

function ListedLabel({ listed }: { listed: Listed }) {
  return (
    <p className="table-scan-result" role="status" data-testid="table-scan-result">
      <strong>Entries written in versions {range(listed.range)} only:</strong> {count(listed.keys)} {listed.keys === 1 ? 'key' : 'keys'}
      {listed.deleted > 0 ? ` (${count(listed.deleted)} deleted)` : ''}, from {count(listed.writes)}{' '}
      {listed.writes === 1 ? 'write' : 'writes'}. A partial list: keys not written in this range are not shown.
    </p>
  );
}

function range({ fromVersion, toVersion }: ScanRange): string {
  return `${fromVersion.toString()}–${toVersion.toString()}`;
}
