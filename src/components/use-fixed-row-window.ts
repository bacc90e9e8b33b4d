import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { afterNextPaint } from './after-paint';

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
  const latestHeight = useRef(fallbackHeight);
  const renderedHeight = useRef(height);
  renderedHeight.current = height;

  // No size read on mount: reading clientHeight in the commit forces a synchronous layout of the whole
  // page before its first paint. ResizeObserver reports the size once the browser has laid it out anyway.
  const viewportRef = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      element.current = node;
      if (!node || typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver((entries) => {
        const measured = entries[entries.length - 1]?.contentRect.height ?? 0;
        latestHeight.current = measured > 0 ? measured : fallbackHeight;
        // taller shows rows that would be missing: at once; shorter only drops rows out of view, which
        // can wait until the frame being drawn (often the first with data) is painted
        if (latestHeight.current >= renderedHeight.current) setHeight(latestHeight.current);
        else afterNextPaint(() => setHeight(latestHeight.current));
      });
      observer.current.observe(node);
    },
    [fallbackHeight],
  );

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop), []);

  // a shorter value (a refetch, a collapse) can leave the scroll position past the end; a new
  // element starts at the top, so the first run reads nothing (scrollTop would force a layout)
  const seenRowCount = useRef(rowCount);
  useLayoutEffect(() => {
    if (seenRowCount.current === rowCount) return;
    seenRowCount.current = rowCount;
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
