import { useLoadedAfterPaint } from '../after-paint-gate';

const loadSearch = async () => (await import('./tree-search')).searchTree;

/** The tree's search (tree-search.ts), loaded once the tree is painted (no first-load JS): null until then. */
export function useSearchTree() {
  return useLoadedAfterPaint(loadSearch);
}
