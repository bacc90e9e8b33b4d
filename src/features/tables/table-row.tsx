import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { TableEntry } from '../../core/api/table-entry';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { entryHref, jsonText, keyShown, valueJson, type EntryLinkTypes } from './entry-text';
import type { TableRows } from './use-table-rows';

/** Every row is two lines (key; value and last change), the same height at every width: no measuring while scrolling. */
export const ROW_HEIGHT = 58;

export interface TableListProps {
  handle: string;
  rows: TableRows;
  types: EntryLinkTypes;
  params: ExplorerParams;
  label: string;
}

export function TableRow({ index, style, handle, rows, types, params }: TableListProps & { index: number; style: CSSProperties }) {
  const entry = rows.rowAt(index);
  return (
    <li
      className="table-entry"
      style={{ ...style, height: ROW_HEIGHT }}
      aria-posinset={index + 1}
      aria-setsize={rows.total ?? -1}
      data-testid={entry === undefined ? 'table-entry-pending' : 'table-entry'}
    >
      {entry === undefined ? (
        <span className="muted">Reading entry {(index + 1).toLocaleString('en-US')}…</span>
      ) : (
        <Row handle={handle} entry={entry} types={types} params={params} />
      )}
    </li>
  );
}

function Row({ handle, entry, types, params }: Pick<TableListProps, 'handle' | 'types' | 'params'> & { entry: TableEntry }) {
  const key = keyShown(entry, types.decode);
  const value = valueJson(entry);
  return (
    <>
      <Link className="table-entry-key mono" to={entryHref(handle, entry, types, params)} title={`Open key ${entry.keyHex}`}>
        {key.ok ? key.text : <span className="table-entry-bad">{entry.keyHex}</span>}
      </Link>
      <span className="table-entry-value">
        {!key.ok ? (
          <span className="table-entry-bad" role="note">
            {key.message}
          </span>
        ) : value === null ? (
          <span className="muted">
            value not decoded by the indexer{types.valueType === undefined ? ' (no value type known)' : ''}: open the entry to read its
            bytes
          </span>
        ) : (
          <span className="mono">{jsonText(value)}</span>
        )}
        <span className="table-entry-version muted">v{entry.lastVersion.toString()}</span>
      </span>
    </>
  );
}
