import { lazy, useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { AfterData } from '../after-data';
import { bringRowIntoWindow, RowWindow, rowsInView, scrollRowIntoView } from '../row-window/row-window';
import type { JsonValue } from '../../core/move/json';
import { JsonTreeRow, ROW_HEIGHT, type LinkFor } from './json-tree-row';
import { treeKey, useCopyRow } from './tree-keys';
import type { TreePath } from './tree-path';
import type { TreeRow } from './tree-row-model';
import { useJsonTreeState, type TreePosition } from './use-json-tree-state';
import './json-tree.css';

export type { LinkContext, LinkFor } from './json-tree-row';
export type { TreeRow } from './tree-row-model';
export type { TreePosition } from './use-json-tree-state';

export interface JsonTreeProps {
  value: JsonValue;
  /** turn a string value (an address, a handle) into a link (the router's) */
  linkFor?: LinkFor;
  /** levels open at first; the root is level 1 (default 2) */
  initialDepth?: number;
  /** pixels, or 'fill' to take the parent's height; default fits up to 20 rows */
  height?: number | 'fill';
  ariaLabel?: string;
  /** extra class per row, e.g. for a diff view to mark added or changed rows */
  rowClassName?: (row: TreeRow) => string | undefined;
  /** a row's tooltip, e.g. the Move type of the value */
  rowTitle?: (row: TreeRow) => string | undefined;
  /** more tools for the selected row, after the toolbar's own (e.g. "Plot over versions") */
  activeRowTools?: (row: TreeRow | null) => ReactNode;
  /** a path to select from outside (e.g. the field owning a clicked byte); the nearest shown row is marked */
  selectedPath?: TreePath | undefined;
  /** the user selected a row (click or keyboard) */
  onSelectPath?: (path: TreePath) => void;
  /** the pointer is over a row (undefined: it left the tree) */
  onHoverPath?: (path: TreePath | undefined) => void;
  /** the search and selected row to open with (e.g. from the raw view of the same value) */
  initialPosition?: TreePosition;
  /** the search and the selected row as they change, for another view of the value to take over */
  onPosition?: (position: TreePosition) => void;
}

const DEFAULT_VISIBLE_ROWS = 20;

// the search, depth and copy controls: no part of the value's first paint (issue 34); their place is kept meanwhile
const JsonTreeToolbar = lazy(async () => ({ default: (await import('./json-tree-toolbar')).JsonTreeToolbar }));

/**
 * A 'fill' tree's size is known only after layout: until ResizeObserver reports it, render enough
 * rows for the whole screen (screen size needs no layout, unlike innerHeight or clientHeight).
 */
function fillHeightEstimate(): number {
  return typeof screen === 'undefined' || !(screen.availHeight > 0) ? 480 : screen.availHeight;
}

/**
 * A virtualised, keyboard-driven tree of a JSON value: only the rows in view exist in the
 * DOM (a 50,000-entry value renders as quickly as a small one).
 */
export function JsonTree(props: JsonTreeProps) {
  const { value, linkFor, initialDepth = 2, height, ariaLabel = 'JSON value', rowClassName, rowTitle, activeRowTools } = props;
  const { selectedPath, onSelectPath, onHoverPath, initialPosition, onPosition } = props;
  const state = useJsonTreeState(value, initialDepth, initialPosition);
  const { model, activeIndex, activeRow, toggle, pendingReveal } = state;
  const setActivePath = useSelectionWithOutside(state, selectedPath, onSelectPath, onPosition);
  const hover = useCallback((row: TreeRow) => onHoverPath?.(row.path), [onHoverPath]);
  const pixelHeight = typeof height === 'number' ? height : Math.min(model.rowCount, DEFAULT_VISIBLE_ROWS) * ROW_HEIGHT + 2;
  const expectedHeight = height === 'fill' ? fillHeightEstimate() : pixelHeight;
  const viewport = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const rowDomId = (index: number) => `${baseId}-row-${index}`;

  // bring a row chosen by keyboard or search into view once the model shows it
  useLayoutEffect(() => {
    if (pendingReveal.current === null) return;
    pendingReveal.current = null;
    scrollRowIntoView(viewport.current, activeIndex, ROW_HEIGHT, expectedHeight);
    // the tree can be taller than the window (it fills the page): once the row is rendered, bring it
    // into the window too, not only into the tree's own scroll area
    return bringRowIntoWindow(() => document.getElementById(`${baseId}-row-${activeIndex}`));
  }, [activeIndex, model, pendingReveal, expectedHeight, baseId]);

  const select = useCallback((row: TreeRow) => setActivePath(row.path), [setActivePath]);
  const { copied, copy } = useCopyRow();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pageSize = rowsInView(viewport.current, ROW_HEIGHT, expectedHeight);
    if (activeRow && treeKey(event, activeRow, { activeIndex, pageSize, model, toggle, setActivePath, copy })) event.preventDefault();
  };
  const rows = (start: number, end: number) =>
    Array.from({ length: end - start }, (_, offset) => {
      const index = start + offset;
      const row = model.rowAt(index);
      return (
        row && (
          <JsonTreeRow
            key={row.id}
            row={row}
            domId={rowDomId(index)}
            active={index === activeIndex}
            matched={state.search.matchIds.has(row.id)}
            extraClassName={rowClassName?.(row)}
            title={rowTitle?.(row)}
            linkFor={linkFor}
            onSelect={select}
            onToggle={toggle}
            onCopy={copy}
            onHover={onHoverPath === undefined ? undefined : hover}
          />
        )
      );
    });

  return (
    <div className={`json-tree${height === 'fill' ? ' json-tree-fill' : ''}`}>
      <AfterData fallback={<div className="json-tree-toolbar is-reserve" />}>
        <JsonTreeToolbar state={state} label={ariaLabel} extra={activeRowTools?.(activeRow)} />
      </AfterData>
      <div
        ref={viewport}
        className="json-tree-viewport"
        role="tree"
        aria-label={ariaLabel}
        aria-activedescendant={activeRow ? rowDomId(activeIndex) : undefined}
        tabIndex={0}
        style={height === 'fill' ? undefined : { height: pixelHeight }}
        onKeyDown={onKeyDown}
        onMouseLeave={onHoverPath === undefined ? undefined : () => onHoverPath(undefined)}
      >
        <div role="none" className="json-tree-canvas" style={{ height: model.rowCount * ROW_HEIGHT }}>
          <RowWindow scrollRef={viewport} count={model.rowCount} rowHeight={ROW_HEIGHT} height={expectedHeight}>
            {rows}
          </RowWindow>
        </div>
      </div>
      <p className="json-tree-copied" role="status">
        {copied}
      </p>
    </div>
  );
}

/**
 * The tree's selection with the page: the user's choices are reported (onSelectPath, and onPosition
 * with the search), a selection from outside is only shown. Returns the user's way to select.
 */
function useSelectionWithOutside(
  state: ReturnType<typeof useJsonTreeState>,
  selectedPath: TreePath | undefined,
  onSelectPath: ((path: TreePath) => void) | undefined,
  onPosition: ((position: TreePosition) => void) | undefined,
): (path: TreePath) => void {
  const onPositionRef = useRef(onPosition);
  useLayoutEffect(() => {
    onPositionRef.current = onPosition;
  });
  const reportedPath = state.activeRow?.path;
  useEffect(() => {
    if (reportedPath !== undefined) onPositionRef.current?.({ query: state.query, path: reportedPath });
  }, [state.query, reportedPath]);
  const setActiveState = state.setActivePath;
  const setActivePath = useCallback(
    (path: TreePath) => {
      setActiveState(path);
      onSelectPath?.(path);
    },
    [setActiveState, onSelectPath],
  );
  useEffect(() => {
    if (selectedPath !== undefined) setActiveState(selectedPath);
  }, [selectedPath, setActiveState]);
  return setActivePath;
}
