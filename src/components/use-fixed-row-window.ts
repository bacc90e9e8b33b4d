import type { UIEvent } from 'react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface FixedRowWindow {
  /** attach to the scrolling element */
  viewportRef: (element: HTMLElement | null) => void;
  onScroll: (event: UIEvent<HTMLElement>) => void;
  /** first and one-past-last row index to render (overscan included) */
  start: number;
  end: number;
  /** how many rows fit in the viewport */
  pageSize: number;
  /** scroll the least amount that shows row `index` whole */
  scrollIntoView: (index: number) => void;
}

const OVERSCAN = 8;

/**
 * Virtualisation for rows of one fixed height: only rows that intersect the viewport
 * (plus a few) are rendered, so the DOM size is independent of the row count.
 * `fallbackHeight` is used until the element has a measured size (and in DOM-less tests).
 */
export function useFixedRowWindow(rowCount: number, rowHeight: number, fallbackHeight: number): FixedRowWindow {
  const element = useRef<HTMLElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(fallbackHeight);
  const observer = useRef<ResizeObserver | null>(null);

  const viewportRef = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      element.current = node;
      if (!node) return;
      const measure = () => setHeight(node.clientHeight || fallbackHeight);
      measure();
      if (typeof ResizeObserver !== 'undefined') {
        observer.current = new ResizeObserver(measure);
        observer.current.observe(node);
      }
    },
    [fallbackHeight],
  );

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop), []);

  // a shorter value (a refetch, a collapse) can leave the scroll position past the end
  useLayoutEffect(() => {
    const node = element.current;
    if (node && node.scrollTop !== scrollTop) setScrollTop(node.scrollTop);
  }, [rowCount, scrollTop]);

  const scrollIntoView = useCallback(
    (index: number) => {
      const node = element.current;
      if (!node) return;
      const top = index * rowHeight;
      const viewport = node.clientHeight || height;
      let next = node.scrollTop;
      if (top < next) next = top;
      else if (top + rowHeight > next + viewport) next = top + rowHeight - viewport;
      if (next !== node.scrollTop) {
        node.scrollTop = next;
        setScrollTop(next);
      }
    },
    [rowHeight, height],
  );

  const pageSize = Math.max(1, Math.floor(height / rowHeight));
  const first = Math.floor(scrollTop / rowHeight);
  const start = Math.max(0, Math.min(first, rowCount) - OVERSCAN);
  const end = Math.min(rowCount, first + pageSize + 1 + OVERSCAN);
  return { viewportRef, onScroll, start, end, pageSize, scrollIntoView };
}
