import { useEffect, useState } from 'react';
import { afterNextPaint } from '../after-paint';
import type { searchTree } from './tree-search';

type SearchTree = typeof searchTree;
let loaded: SearchTree | null = null;

/** The tree's search (tree-search.ts), loaded once the tree is painted (no first-load JS): null until then. */
export function useSearchTree(): SearchTree | null {
  const [search, setSearch] = useState(() => loaded);
  useEffect(() => {
    if (search !== null) return;
    let live = true;
    const cancel = afterNextPaint(() => {
      void import('./tree-search').then((module) => {
        loaded = module.searchTree;
        if (live) setSearch(() => module.searchTree);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [search]);
  return search;
}
