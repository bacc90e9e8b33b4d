import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect } from 'react';
import type { RowWindowProps } from './row-window';

const OVERSCAN = 8;

/** RowWindow's virtualiser, loaded after the first rows' paint. */
export default function VirtualRows({ scrollRef, count, rowHeight, height, children, onRange }: RowWindowProps) {
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
  useEffect(() => onRange?.(start, end), [onRange, start, end]);
  return <>{children(start, end)}</>;
}
