import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ExplorerParams } from '../../core/search/explorer-location';
import type { IndexerSource } from '../../queries/indexer-status-queries';
import { tableQueries } from '../../queries/table-queries';
import { entryHref, jsonText, keyShown, valueJson, type EntryLinkTypes } from './entry-text';
import { classifyChange, type TableChange } from './table-change';

// Loaded when a diff is asked for (`?compare=A`): the list's first load does not carry it.

interface TableDiffProps {
  source: IndexerSource;
  handle: string;
  from: bigint;
  to: bigint;
  types: EntryLinkTypes;
  params: ExplorerParams;
}

const LABEL: Record<TableChange['kind'], string> = { added: 'added', removed: 'removed', changed: 'changed' };

/** The keys written between two versions, as added, removed or changed, each linking to its item's diff. */
export default function TableDiff({ source, handle, from, to, types, params }: TableDiffProps) {
  const [low, high] = from <= to ? [from, to] : [to, from];
  const writes = useInfiniteQuery(tableQueries.writes(source, handle, low, high));
  if (writes.error !== null)
    return (
      <div className="error-view" role="alert">
        <h2>The changes could not be read</h2>
        <p>{writes.error.message}. No change is shown.</p>
      </div>
    );
  if (writes.data === undefined) return <p className="muted">Reading the changes…</p>;
  const changes: TableChange[] = [];
  for (const page of writes.data.pages) {
    for (const after of page.rows) {
      const change = classifyChange(page.before.get(after.keyHex), after);
      if (change !== null) changes.push(change);
    }
  }
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const change of changes) counts[change.kind]++;
  return (
    <section className="table-diff" aria-labelledby="table-diff-title" data-testid="table-diff">
      <h2 id="table-diff-title">
        Changes from version {low.toString()} to {high.toString()}
      </h2>
      <p className="muted" role="status">
        {counts.added} added, {counts.removed} removed, {counts.changed} changed
        {writes.hasNextPage ? ' so far' : ''}.
      </p>
      <ul className="table-diff-list">
        {changes.map((change) => {
          const key = keyShown(change.after, types.decode);
          return (
            <li key={change.after.keyHex} data-change={change.kind} data-testid="table-diff-row">
              <strong className={`table-diff-kind is-${change.kind}`}>{LABEL[change.kind]}</strong>{' '}
              <Link className="mono" to={entryHref(handle, change.after, types, { ...params, ledgerVersion: high.toString() }, low)}>
                {key.ok ? key.text : change.after.keyHex}
              </Link>
              <span className="table-diff-values mono">
                {change.before !== undefined && !change.before.deleted && <del>{jsonText(valueJson(change.before))}</del>}{' '}
                {!change.after.deleted && <ins>{jsonText(valueJson(change.after))}</ins>}
              </span>
            </li>
          );
        })}
      </ul>
      {writes.hasNextPage && (
        <button type="button" disabled={writes.isFetchingNextPage} onClick={() => void writes.fetchNextPage()}>
          {writes.isFetchingNextPage ? 'Reading…' : 'More changes'}
        </button>
      )}
    </section>
  );
}
