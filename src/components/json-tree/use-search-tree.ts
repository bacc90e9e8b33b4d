import { useEffect, useState } from 'react';
import { afterNextPaint } from '../after-paint';
import type { searchTree } from './tree-search';

let loaded: typeof searchTree | null = null;

/** The tree's search (tree-search.ts), loaded once the tree is painted (no first-load JS): null until then. */
export function useSearchTree(): typeof searchTree | null {
  const [search, setSearch] = useState(() => loaded);
  useEffect(() => {
    if (search !== null) return undefined;
    return afterNextPaint(() => {
      void import('./tree-search').then((module) => {
        loaded = module.searchTree;
        setSearch(() => module.searchTree);
      });
    });
  }, [search]);
  return search;
}
