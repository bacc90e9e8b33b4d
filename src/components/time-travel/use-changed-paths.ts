import { useEffect, useRef, useState } from 'react';
import type { JsonValue } from '../../core/move/json';
import { childPathId, ROOT_PATH_ID } from '../json-tree/tree-path';

// The diff is no part of a page's first load: it loads at the first refresh that has something to compare.
const loadDiff = () => import('../../core/history/json-diff');

/** How long a value that changed at a refresh stays marked. */
export const CHANGE_MARK_MS = 2_500;

type Container = { [key: string]: JsonValue } | JsonValue[];

/**
 * While following latest: the tree path ids (json-tree/tree-path) of the values that changed at the
 * last refresh, and of their ancestors (so a collapsed container shows that something inside moved),
 * for a moment. A new key (another resource or item) starts over without marking anything.
 */
export function useChangedPaths(value: Container | undefined, identity: string, following: boolean): ReadonlySet<string> {
  const previous = useRef<{ identity: string; value: Container } | null>(null);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (value === undefined) return;
    const before = previous.current;
    previous.current = { identity, value };
    if (!following || before === null || before.identity !== identity || before.value === value) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void loadDiff().then(({ diffJson }) => {
      if (cancelled) return;
      const ids = new Set<string>();
      for (const change of diffJson(before.value, value).changes) {
        let id = ROOT_PATH_ID;
        for (const key of change.path) {
          id = childPathId(id, key);
          ids.add(id);
        }
      }
      if (ids.size === 0) return;
      setChanged(ids);
      timer = setTimeout(() => setChanged(new Set()), CHANGE_MARK_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value, identity, following]);
  return changed;
}
