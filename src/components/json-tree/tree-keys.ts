import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { valueAsJsonText } from './row-text';
import { formatPath, type TreePath } from './tree-path';
import type { TreeRow, TreeRowModel } from './tree-row-model';

export type CopyRow = (row: TreeRow, what: 'value' | 'path') => void;

/** Copies a row's value or path, and says so for two seconds. */
export function useCopyRow(): { copied: string; copy: CopyRow } {
  const [copied, setCopied] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback<CopyRow>((row, what) => {
    const path = formatPath(row.path);
    clearTimeout(timer.current);
    // the clipboard's code loads on the first copy: no part of the tree's first paint
    import('../clipboard')
      .then(({ copyText }) => copyText(what === 'value' ? valueAsJsonText(row.value) : path))
      .then(
        () => setCopied(what === 'value' ? `Copied the value at ${path}` : `Copied the path ${path}`),
        () => setCopied('Copy failed'),
      );
    timer.current = setTimeout(() => setCopied(''), 2_000);
  }, []);
  return { copied, copy };
}

interface TreeKeyContext {
  activeIndex: number;
  pageSize: number;
  model: TreeRowModel;
  toggle: (row: TreeRow, open?: boolean) => void;
  setActivePath: (path: TreePath) => void;
  copy: CopyRow;
}

/** What a key pressed on the tree does to the active `row`; true when the key was the tree's. */
export function treeKey(event: KeyboardEvent, row: TreeRow, context: TreeKeyContext): boolean {
  const { activeIndex, pageSize, model, toggle, setActivePath, copy } = context;
  const moveTo = (index: number) => {
    const target = model.rowAt(Math.max(0, Math.min(model.rowCount - 1, index)));
    if (target) setActivePath(target.path);
  };
  // Ctrl+C / Cmd+C on the tree copies the selected row's value, unless text is selected on the page
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'c' && !event.shiftKey && !event.altKey) {
    if (window.getSelection()?.isCollapsed === false) return false;
    copy(row, 'value');
    return true;
  }
  switch (event.key) {
    case 'ArrowDown':
      moveTo(activeIndex + 1);
      return true;
    case 'ArrowUp':
      moveTo(activeIndex - 1);
      return true;
    case 'PageDown':
      moveTo(activeIndex + pageSize);
      return true;
    case 'PageUp':
      moveTo(activeIndex - pageSize);
      return true;
    case 'Home':
      moveTo(0);
      return true;
    case 'End':
      moveTo(model.rowCount - 1);
      return true;
    case 'ArrowRight':
      if (row.expandable && !row.expanded) toggle(row, true);
      else if (row.expanded) moveTo(activeIndex + 1);
      return true;
    case 'ArrowLeft':
      if (row.expanded) toggle(row, false);
      else if (row.level > 0) setActivePath(row.path.slice(0, -1));
      return true;
    case 'Enter':
    case ' ':
      toggle(row);
      return true;
    default:
      return false;
  }
}
