import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { useFoundRow } from './found-row';
import { ListedResourceView } from './listed-resource-view';
import type { ListedResource } from './resource-list-read';

interface ResourceListProps {
  node: string;
  address: string;
  resources: readonly ListedResource[];
  params: ExplorerParams;
  version: bigint | undefined;
  /** The list may go on past what was read (a cursor hidden from the page): the count is a floor. */
  atLeast?: boolean;
}

// a closed row's height as drawn: when the estimate is right, measuring a row moves neither the rows nor
// the find index's entries after it (a wrong one rebuilt an entry chunk on every scrolled frame)
const ROW_ESTIMATE = 42;
const NATURAL = new Intl.Collator('en', { numeric: true });
const NONE: readonly ListedResource[] = [];

/**
 * Virtualised, filterable list: only rows in view exist as rows, and a tree is built only when its row is
 * opened. Every other row's type is in the page as find-in-page text (see FindIndex), so the browser's
 * find reaches the whole list.
 */
export function ResourceList({ node, address, resources, params, version, atLeast = false }: ResourceListProps) {
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const scrollRef = useRef<HTMLDivElement>(null);
  // natural order: crowd_2 before crowd_10
  const sorted = useMemo(() => [...resources].sort((a, b) => NATURAL.compare(a.type, b.type)), [resources]);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle === '' ? sorted : sorted.filter((resource) => resource.type.toLowerCase().includes(needle));
  }, [sorted, filter]);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => shown[index]?.type ?? index,
  });
  const toggle = (type: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
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
    <section aria-label="Resources">
      <div className="toolbar">
        <label>
          Filter by type{' '}
          <input className="mono" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="coin or crowd_7::" />
        </label>
        <span className="muted" aria-live="polite">
          {shown.length === resources.length
            ? `${atLeast ? 'at least ' : ''}${resources.length} resources`
            : `${shown.length} of ${atLeast ? 'at least ' : ''}${resources.length} resources`}
        </span>
      </div>
      {shown.length === 0 && (
        <p className="muted" role="status">
          No resource matches “{filter.trim()}”.
        </p>
      )}
      <div ref={scrollRef} className="resource-list" role="list" hidden={shown.length === 0}>
        <div ref={innerRef} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          <FindIndex rows={findable} measurements={virtualizer.measurementsCache} />
          {items.map((item) => {
            const resource = shown[item.index];
            if (resource === undefined) return null;
            const isOpen = open.has(resource.type);
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                role="listitem"
                className={resource.type === found ? 'resource-row found' : 'resource-row'}
                style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
              >
                <div className="row-head">
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-label={`${isOpen ? 'Close' : 'Open'} ${resource.type}`}
                    onClick={() => toggle(resource.type)}
                  >
                    {isOpen ? '▾' : '▸'}
                  </button>
                  <ExplorerLink to={{ kind: 'resource', address, resourceType: resource.type }}>{resource.type}</ExplorerLink>
                </div>
                {isOpen && <ListedResourceView node={node} listed={resource} params={params} address={address} version={version} />}
              </div>
            );
          })}
        </div>
      </div>
    </section>
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
