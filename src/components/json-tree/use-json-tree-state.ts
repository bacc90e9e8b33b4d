import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { expandToDepth, initialExpansion, setExpanded, withOpened, type ExpansionState } from './expansion';
import type { JsonValue } from '../../core/move/json';
import { ancestorsOf, pathId, type TreePath } from './tree-path';
import { TreeRowModel, type TreeRow } from './tree-row-model';
import type { SearchResult } from './tree-search';
import { useSearchTree } from './use-search-tree';

/** Where a tree opens: its search text and the selected row (e.g. taken over from the raw view). */
export interface TreePosition {
  query: string;
  path: TreePath;
}

const NO_POSITION: TreePosition = { query: '', path: [] };
/** Before the search has loaded (it loads after the first paint) nothing is searched. */
const NOT_SEARCHED: SearchResult = { query: '', matches: [], matchIds: new Set() };

/**
 * Expansion, selection and search of one tree, all keyed by path, so that a new `value`
 * of the same shape (a refetch) keeps them; the view keeps its scroll element, so the
 * scroll position stays too.
 */
export function useJsonTreeState(value: JsonValue, initialDepth: number, initial: TreePosition = NO_POSITION) {
  const [expansion, setExpansion] = useState<ExpansionState>(() => withOpened(initialExpansion(initialDepth), ancestorsOf(initial.path)));
  const [activePath, setActivePathState] = useState<TreePath>(initial.path);
  const [query, setQuery] = useState(initial.query);
  const pendingReveal = useRef<TreePath | null>(initial.path.length > 0 ? initial.path : null);

  const model = useMemo(() => new TreeRowModel(value, expansion), [value, expansion]);
  const deferredQuery = useDeferredValue(query);
  const searchTree = useSearchTree();
  const search = useMemo(() => (searchTree === null ? NOT_SEARCHED : searchTree(value, deferredQuery)), [searchTree, value, deferredQuery]);
  const [matchIndex, setMatchIndex] = useState(0);

  const activeIndex = useMemo(() => nearestVisibleIndex(model, activePath), [model, activePath]);
  const activeRow = model.rowAt(activeIndex);

  const setActivePath = useCallback((path: TreePath) => {
    setActivePathState(path);
    pendingReveal.current = path;
  }, []);

  const toggle = useCallback((row: TreeRow, open?: boolean) => {
    if (!row.expandable) return;
    setExpansion((state) => setExpanded(state, row.id, row.level, open ?? !row.expanded));
  }, []);

  const expandTo = useCallback((depth: number) => setExpansion(expandToDepth(depth)), []);

  const reveal = useCallback(
    (index: number) => {
      const match = search.matches[index];
      if (!match) return;
      setMatchIndex(index);
      setExpansion((state) => withOpened(state, ancestorsOf(match.path)));
      setActivePath(match.path);
    },
    [search, setActivePath],
  );

  // a new query jumps to its first match; a refetch with the same query stays where it is; opened with a
  // search and a position (from the raw view), the first search starts at the match there, if it is one
  const revealedQuery = useRef(initial.query);
  const openedAt = useRef<string | null>(pathId(initial.path));
  useEffect(() => {
    if (searchTree === null) return;
    const at = openedAt.current;
    openedAt.current = null;
    if (search.query === revealedQuery.current) {
      const opened = at === null ? -1 : search.matches.findIndex((match) => match.id === at);
      setMatchIndex((index) => (opened >= 0 ? opened : Math.min(index, Math.max(0, search.matches.length - 1))));
      return;
    }
    revealedQuery.current = search.query;
    setMatchIndex(0);
    reveal(0);
  }, [searchTree, search, reveal]);

  const goToMatch = useCallback(
    (step: 1 | -1) => {
      const count = search.matches.length;
      if (count === 0) return;
      reveal((matchIndex + step + count) % count);
    },
    [search, matchIndex, reveal],
  );

  return {
    model,
    activeRow,
    /** index of the active row; when it is hidden under a closed ancestor, that ancestor */
    activeIndex,
    setActivePath,
    toggle,
    expandTo,
    depth: expansion.depth,
    query,
    setQuery,
    search,
    matchIndex,
    goToMatch,
    /** set when a navigation wants a row brought into view; cleared by the view */
    pendingReveal,
  };
}

function nearestVisibleIndex(model: TreeRowModel, path: TreePath): number {
  for (let length = path.length; length >= 0; length -= 1) {
    const index = model.indexOfPath(path.slice(0, length));
    if (index !== null) return index;
  }
  return 0;
}
