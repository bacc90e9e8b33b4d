import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect } from 'react';
import type { RowWindowProps } from './row-window';

const OVERSCAN = 8;

/** RowWindow's virtualiser, loaded after the first rows' paint: it draws nothing, it tells RowWindow which rows to draw. */
export default function VirtualRows({ scrollRef, count, rowHeight, height, onRange }: RowWindowProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: { width: 0, height },
    // the box may have been scrolled before the virtualiser loaded (to a row chosen from outside)
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
    // a box not laid out (hidden, or a DOM-less test) shows the rows it would hold at its expected height
    observeElementRect: (instance, report) => observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { ...rect, height })),
  });
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = (items[items.length - 1]?.index ?? -1) + 1;
  // before the paint: the rows drawn follow the scroll in the same frame
  useLayoutEffect(() => onRange?.(start, end), [onRange, start, end]);
  return null;
}
