import { memo } from 'react';
import { Link } from 'react-router-dom';
import { isContainer } from '../../core/move/json';
import { containerSummary, primitiveKind, primitiveText } from './row-text';
import type { TreeRow } from './tree-row-model';

export interface LinkContext {
  path: readonly (string | number)[];
  key: string | number | null;
  value: string;
}
export type LinkFor = (context: LinkContext) => { href: string; title?: string } | null;

export const ROW_HEIGHT = 24;

interface JsonTreeRowProps {
  row: TreeRow;
  domId: string;
  active: boolean;
  matched: boolean;
  extraClassName: string | undefined;
  /** The tooltip (a field's Move type). */
  title: string | undefined;
  linkFor: LinkFor | undefined;
  onSelect: (row: TreeRow) => void;
  onToggle: (row: TreeRow) => void;
  /** One click copies the row's value or path (mouse; keyboard users have Ctrl+C and the toolbar). */
  onCopy: (row: TreeRow, what: 'value' | 'path') => void;
  onHover?: ((row: TreeRow) => void) | undefined;
}

/** One absolutely positioned line. Node-supplied text is only ever a React text child. */
export const JsonTreeRow = memo(function JsonTreeRow(props: JsonTreeRowProps) {
  const { row, domId, active, matched, extraClassName, title, linkFor, onSelect, onToggle, onCopy, onHover } = props;
  const className = ['json-tree-row', active && 'is-active', matched && 'is-match', extraClassName].filter(Boolean).join(' ');
  return (
    <div
      role="treeitem"
      id={domId}
      aria-level={row.level + 1}
      aria-expanded={row.expandable ? row.expanded : undefined}
      aria-selected={active}
      aria-setsize={row.siblingCount}
      aria-posinset={row.position}
      className={className}
      style={{ transform: `translateY(${row.index * ROW_HEIGHT}px)`, paddingLeft: `${row.level * 1.25 + 0.25}em` }}
      onClick={() => onSelect(row)}
      onMouseEnter={onHover === undefined ? undefined : () => onHover(row)}
      data-path-id={row.id}
      title={title}
    >
      <span
        className="json-tree-toggle"
        aria-hidden="true"
        onClick={(event) => {
          event.stopPropagation();
          onSelect(row);
          onToggle(row);
        }}
      >
        {row.expandable ? (row.expanded ? '▾' : '▸') : ''}
      </span>
      {row.key !== null && (
        <>
          <span className={typeof row.key === 'number' ? 'json-tree-index' : 'json-tree-key'}>{String(row.key)}</span>
          <span className="json-tree-colon">: </span>
        </>
      )}
      <RowValue row={row} linkFor={linkFor} onToggle={onToggle} />
      <span className="json-tree-row-copy" aria-hidden="true">
        {/* labels drawn by CSS: the row's text (selection, find, tests) stays the value alone */}
        <button type="button" tabIndex={-1} title="Copy this value" data-label="value" onClick={() => onCopy(row, 'value')} />
        <button type="button" tabIndex={-1} title="Copy this path" data-label="path" onClick={() => onCopy(row, 'path')} />
      </span>
    </div>
  );
});

function RowValue({ row, linkFor, onToggle }: Pick<JsonTreeRowProps, 'row' | 'linkFor' | 'onToggle'>) {
  const { value } = row;
  if (isContainer(value)) {
    return (
      <span className="json-tree-summary" onClick={() => onToggle(row)}>
        {containerSummary(value, row.childCount)}
      </span>
    );
  }
  const text = <span className={`json-tree-value is-${primitiveKind(value)}`}>{primitiveText(value)}</span>;
  if (typeof value !== 'string' || !linkFor) return text;
  const link = linkFor({ path: row.path, key: row.key, value });
  if (!link) return text;
  return (
    <span className="json-tree-link" title={link.title}>
      <Link to={link.href}>{text}</Link>
    </span>
  );
}
