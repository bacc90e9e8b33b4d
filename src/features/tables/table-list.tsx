import { useRef } from 'react';
import { RowWindow } from '../../components/row-window/row-window';
import { ROW_HEIGHT, TableRow, type TableListProps } from './table-row';

/** Rows painted before the virtualiser loads: more than a tall screen holds. */
const FIRST_ROWS = 16;

/**
 * The table's entries in a scrolled box: only the rows in view (and a few around) are in the page, so
 * 100,000 entries scroll as 100. The first rows are painted as they are; the virtualiser loads once they
 * show data, so its code is not part of what a deep link loads before its data shows.
 */
export function TableList(props: TableListProps) {
  const { rows, label } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={scrollRef} className="table-entries" role="region" aria-label={label} tabIndex={0} data-testid="table-entries">
      <ol style={{ height: rows.count * ROW_HEIGHT }}>
        <RowWindow
          scrollRef={scrollRef}
          count={rows.count}
          rowHeight={ROW_HEIGHT}
          height={(FIRST_ROWS - 1) * ROW_HEIGHT}
          when={rows.rowAt(0) !== undefined}
          onRange={rows.onRange}
        >
          {(start, end) =>
            Array.from({ length: end - start }, (_, offset) => {
              const index = start + offset;
              return <TableRow key={index} index={index} style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }} {...props} />;
            })
          }
        </RowWindow>
      </ol>
    </div>
  );
}
