import { lazy, useCallback, useState, type ReactNode, type RefObject } from 'react';
import { AfterPaint } from '../after-paint-gate';

// the virtualiser (@tanstack/react-virtual, ≈ 10 kB gzip) loads once the first rows are painted
const VirtualRows = lazy(() => import('./virtual-rows'));

export interface RowWindowProps {
  /** the element that scrolls the rows */
  scrollRef: RefObject<HTMLElement | null>;
  count: number;
  /** every row's height in pixels: row `index` is drawn at `index × rowHeight` */
  rowHeight: number;
  /** the scroll box's height until it is measured: the rows painted before the virtualiser loads fill it */
  height: number;
  /** the rows from `start` up to `end` (excluded) */
  children: (start: number, end: number) => ReactNode;
  /** load the virtualiser only once this holds (the first rows' data is on screen) */
  when?: boolean;
  /** the rows drawn changed (the virtualiser's: from `start` up to `end`, excluded) */
  onRange?: (start: number, end: number) => void;
}

/**
 * Rows of one fixed height in a scroll box, only those in view (and a few around) in the page, so a value of
 * 300,000 rows scrolls as one of 30. The first screenful is drawn as it is; the virtualiser takes over for
 * scrolling after that paint.
 */
export function RowWindow(props: RowWindowProps) {
  const { count, rowHeight, height, children, when, onRange } = props;
  // the virtualiser's range once it runs; the rows stay where they are in the tree, so the switch keeps
  // their elements (and a focused row its focus) instead of mounting them again
  const [range, setRange] = useState<readonly [number, number] | null>(null);
  const [start, end] = range ?? [0, Math.ceil(height / rowHeight) + 1];
  const follow = useCallback(
    (from: number, to: number) => {
      setRange((shown) => (shown?.[0] === from && shown[1] === to ? shown : [from, to]));
      onRange?.(from, to);
    },
    [onRange],
  );
  return (
    <>
      {children(Math.min(start, count), Math.min(end, count))}
      {/* always after a paint, even once loaded: the virtualiser must mount after its box's ref is set (an
          ancestor's ref is attached after a child's layout effects, where it looks for its box) */}
      <AfterPaint when={when}>
        <VirtualRows {...props} onRange={follow} />
      </AfterPaint>
    </>
  );
}

/** How many whole rows the scroll box shows (`height` until it is laid out). */
export function rowsInView(element: HTMLElement | null, rowHeight: number, height: number): number {
  return Math.max(1, Math.floor((element?.clientHeight || height) / rowHeight));
}

/** Scrolls the box the least that shows row `index` whole; the virtualiser follows the scroll. */
export function scrollRowIntoView(element: HTMLElement | null, index: number, rowHeight: number, height: number): void {
  if (!element) return;
  const top = index * rowHeight;
  const viewport = element.clientHeight || height;
  if (top < element.scrollTop) element.scrollTop = top;
  else if (top + rowHeight > element.scrollTop + viewport) element.scrollTop = top + rowHeight - viewport;
}

/** Scrolls the page to the row `find` returns once it is drawn (the virtualiser draws it a frame or a few after the box's scroll). */
export function bringRowIntoWindow(find: () => Element | null | undefined): () => void {
  let frame = 0;
  let frames = 0;
  const bring = () => {
    const row = find();
    if (row) row.scrollIntoView({ block: 'nearest' });
    else if (frames++ < 60) frame = requestAnimationFrame(bring);
  };
  frame = requestAnimationFrame(bring);
  return () => cancelAnimationFrame(frame);
}
