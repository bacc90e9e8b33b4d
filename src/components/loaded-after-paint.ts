import { useEffect, useState } from 'react';
import { useAfterPaint } from './after-paint-gate';

// a module of its own: pages without a part loaded this way do not carry it in their first load
const loadedBy = new WeakMap<() => Promise<unknown>, unknown>();

/** What `load` (a module-level dynamic import) gives once this commit is painted (useAfterPaint), null until then; kept for later mounts. */
export function useLoadedAfterPaint<T>(load: () => Promise<T>, when = true): T | null {
  const painted = useAfterPaint(when);
  const [loaded, setLoaded] = useState<T | null>(() => (loadedBy.get(load) as T | undefined) ?? null);
  useEffect(() => {
    if (!painted || loaded !== null) return undefined;
    let live = true;
    void load().then((value) => {
      loadedBy.set(load, value);
      if (live) setLoaded(() => value);
    });
    return () => {
      live = false;
    };
  }, [painted, loaded, load]);
  return loaded;
}
