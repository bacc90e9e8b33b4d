import { lazy, Suspense, useRef, useState } from 'react';
import { AfterPaint } from '../../components/after-paint-gate';
import { ROW_HEIGHT, TableRow, type TableListProps } from './table-row';

const TableWindow = lazy(() => import('./table-window'));

/** Rows painted before the window loads: more than a tall screen holds. */
const FIRST_ROWS = 16;

/**
 * The table's entries in a scrolled box. The first rows are painted as they are; the windowed list
 * (@tanstack/react-virtual, table-window.tsx) replaces them once they are on screen, so its code is not
 * part of what a deep link loads before its data shows.
 */
export function TableList(props: TableListProps) {
  const { rows, label } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // once the first row has been shown the window stays: scrolled far away, row 0's page is no longer read
  const [started, setStarted] = useState(false);
  if (!started && rows.rowAt(0) !== undefined) setStarted(true);
  const firstRows = (
    <ol style={{ height: Math.min(rows.count, FIRST_ROWS) * ROW_HEIGHT }}>
      {Array.from({ length: Math.min(rows.count, FIRST_ROWS) }, (_, index) => (
        <TableRow key={index} index={index} style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }} {...props} />
      ))}
    </ol>
  );
  return (
    <div ref={scrollRef} className="table-entries" role="region" aria-label={label} tabIndex={0} data-testid="table-entries">
      {!started ? (
        firstRows
      ) : (
        <AfterPaint fallback={firstRows}>
          <Suspense fallback={firstRows}>
            <TableWindow scrollRef={scrollRef} {...props} />
          </Suspense>
        </AfterPaint>
      )}
    </div>
  );
}
