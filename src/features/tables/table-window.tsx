import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, type RefObject } from 'react';
import { ROW_HEIGHT, TableRow, type TableListProps } from './table-row';

// The list's window, loaded once its first rows are painted: only the rows in view (and a few around)
// are in the page, so 100,000 entries scroll as 100.

export default function TableWindow({ scrollRef, ...props }: TableListProps & { scrollRef: RefObject<HTMLDivElement | null> }) {
  const { rows } = props;
  const virtualizer = useVirtualizer({
    count: rows.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  const { onRange } = rows;
  useEffect(() => onRange(first, last), [onRange, first, last]);
  return (
    <ol style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => (
        <TableRow key={item.key} index={item.index} style={{ transform: `translateY(${item.start}px)` }} {...props} />
      ))}
    </ol>
  );
}
