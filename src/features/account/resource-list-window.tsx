import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { useFoundRow } from './found-row';
import type { ListedResource } from './resource-list-read';
import { ROW_ESTIMATE, type RenderRow } from './resource-list-row';

// The resource list's window (resource-list.tsx), loaded once its first rows are painted.

const NONE: readonly ListedResource[] = [];

interface ResourceListWindowProps {
  shown: readonly ListedResource[];
  scrollElement: HTMLDivElement;
  renderRow: RenderRow;
}

/** The rows in view (and a few around), and every row's type as find-in-page text (FindIndex). */
export default function ResourceListWindow({ shown, scrollElement, renderRow }: ResourceListWindowProps) {
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => shown[index]?.type ?? index,
  });
  // the find index comes a frame after the rows (and after each filter keystroke's rows): it is for Ctrl+F, not for the first paint
  const findable = useDeferredValue(shown, NONE);
  const items = virtualizer.getVirtualItems();
  const innerRef = useRef<HTMLDivElement>(null);
  const [found, markFound] = useFoundRow();
  useEffect(() => {
    const inner = innerRef.current;
    if (inner === null) return;
    // the browser's find matched a row out of the window: it reveals that text and scrolls to it, and the
    // row itself is put there (scrolled to exactly, so a measured row's offset cannot leave it off screen)
    const onBeforeMatch = (event: Event) => {
      const index = Number(event.target instanceof HTMLElement ? event.target.dataset.findIndex : undefined);
      const row = Number.isInteger(index) ? findable[index] : undefined;
      if (row === undefined) return;
      virtualizer.scrollToIndex(index, { align: 'center' });
      markFound(row.type);
    };
    inner.addEventListener('beforematch', onBeforeMatch);
    return () => inner.removeEventListener('beforematch', onBeforeMatch);
  }, [virtualizer, findable, markFound]);

  return (
    <div ref={innerRef} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      <FindIndex rows={findable} measurements={virtualizer.measurementsCache} />
      {items.map((item) => {
        const resource = shown[item.index];
        if (resource === undefined) return null;
        return renderRow(resource, {
          key: item.key,
          index: item.index,
          start: item.start,
          measure: virtualizer.measureElement,
          found: resource.type === found,
        });
      })}
    </div>
  );
}

const FIND_CHUNK = 100;

interface FindIndexProps {
  rows: readonly ListedResource[];
  /** The virtualizer's row offsets: each entry sits where its row is. */
  measurements: readonly VirtualItem[];
}

/**
 * Every row's type as `hidden="until-found"` text: not painted, not in the accessibility tree, no links or
 * roles, but searched by the browser's find-in-page. A match fires `beforematch` (the list scrolls to that
 * row) and the entry, placed where its row is, is scrolled to. The entries do not depend on the virtual
 * window, so scrolling rebuilds none of them (a row in view is found twice: its entry and its link).
 * Chunks of 100, each rebuilt only when its rows or their offsets change.
 */
function FindIndex({ rows, measurements }: FindIndexProps) {
  const chunks = [];
  for (let first = 0; first < rows.length; first += FIND_CHUNK) {
    const last = Math.min(first + FIND_CHUNK, rows.length) - 1;
    const top = measurements[first]?.start ?? 0;
    const span = (measurements[last]?.end ?? 0) - top;
    chunks.push(
      <div key={first} className="find-chunk" style={{ transform: `translateY(${top}px)` }}>
        <FindChunk rows={rows} first={first} last={last} span={span} measurements={measurements} />
      </div>,
    );
  }
  return (
    <div className="find-index" aria-hidden="true">
      {chunks}
    </div>
  );
}

interface FindChunkProps {
  rows: readonly ListedResource[];
  first: number;
  last: number;
  /** The chunk's height: it changes when one of its rows is measured, which is when its offsets change. */
  span: number;
  measurements: readonly VirtualItem[];
}

const FindChunk = memo(
  function FindChunk({ rows, first, last, measurements }: FindChunkProps) {
    const ref = useRef<HTMLDivElement>(null);
    // built with the DOM, not React: React 19 writes `hidden` as hidden="" (not "until-found"), and 10,000
    // React elements took about twice the main-thread time; one chunk per task, so bringing back 10,000
    // entries is many short tasks and typing and scrolling go on meanwhile
    useEffect(() => {
      const build = setTimeout(() => {
        const top = measurements[first]?.start ?? 0;
        const entries = [];
        for (let index = first; index <= last; index++) {
          const row = rows[index];
          const at = measurements[index];
          if (row === undefined || at === undefined) continue;
          const entry = document.createElement('div');
          entry.setAttribute('hidden', 'until-found');
          entry.dataset.findIndex = String(index);
          entry.style.top = `${at.start - top}px`;
          entry.style.height = `${at.size}px`;
          entry.textContent = row.type;
          entries.push(entry);
        }
        ref.current?.replaceChildren(...entries);
      });
      return () => clearTimeout(build);
    }, [rows, first, last, measurements]);
    return <div ref={ref} />;
  },
  // the offsets are the chunk's own (relative to its first row): they change only with its span
  (before, after) => before.rows === after.rows && before.first === after.first && before.last === after.last && before.span === after.span,
);
