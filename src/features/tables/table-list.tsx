import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { TableEntry } from '../../core/api/table-entry';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { entryHref, jsonText, keyShown, valueJson, type EntryLinkTypes } from './entry-text';
import type { TableRows } from './use-table-rows';

/** Every row is two lines (key; value and last change), the same height at every width: no measuring while scrolling. */
export const ROW_HEIGHT = 58;

interface TableListProps {
  handle: string;
  rows: TableRows;
  types: EntryLinkTypes;
  params: ExplorerParams;
  label: string;
}

/** The table's entries, windowed: only the rows in view (and a few around) are in the page, so 100,000 scroll as 100. */
export function TableList({ handle, rows, types, params, label }: TableListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  const { onRange } = rows;
  useEffect(() => onRange(first, last), [onRange, first, last]);
  return (
    <div ref={scrollRef} className="table-entries" role="region" aria-label={label} tabIndex={0} data-testid="table-entries">
      <ol style={{ height: virtualizer.getTotalSize() }} aria-rowcount={rows.total}>
        {items.map((item) => {
          const entry = rows.rowAt(item.index);
          return (
            <li
              key={item.key}
              className="table-entry"
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
              aria-posinset={item.index + 1}
              aria-setsize={rows.total ?? -1}
              data-testid={entry === undefined ? 'table-entry-pending' : 'table-entry'}
            >
              {entry === undefined ? (
                <span className="muted">Reading entry {(item.index + 1).toLocaleString('en-US')}…</span>
              ) : (
                <Row handle={handle} entry={entry} types={types} params={params} />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Row({ handle, entry, types, params }: { handle: string; entry: TableEntry; types: EntryLinkTypes; params: ExplorerParams }) {
  const key = keyShown(entry, types.keyType);
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
