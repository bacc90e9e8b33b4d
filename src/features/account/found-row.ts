import { useCallback, useEffect, useState } from 'react';

/** How long a found row stays marked; the `.found` animation in app.css lasts as long. */
export const FOUND_MARK_MS = 5_000;

/**
 * The row a find landed on, marked for a few seconds like the browser's own find
 * highlight, then no longer; a new find moves the mark and restarts its time.
 */
export function useFoundRow(): [found: string | null, markFound: (type: string) => void] {
  // an object, not the type: finding the same row again is a new mark with its own time
  const [mark, setMark] = useState<{ type: string } | null>(null);
  useEffect(() => {
    if (mark === null) return;
    const clear = setTimeout(() => setMark(null), FOUND_MARK_MS);
    return () => clearTimeout(clear);
  }, [mark]);
  const markFound = useCallback((type: string) => setMark({ type }), []);
  return [mark?.type ?? null, markFound];
}
