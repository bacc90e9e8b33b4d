import { lazy, Suspense, useMemo, useState, type CSSProperties } from 'react';
import { AfterPaint } from '../../components/after-paint-gate';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import type { ExplorerParams } from '../../core/search/explorer-location';
import type { ListedResource } from './resource-list-read';
import { ROW_ESTIMATE, type RenderRow } from './resource-list-row';
import { ResourceSkeleton } from './resource-skeleton';

// the virtualiser (≈ 9 kB gzip) and the find index load once the first rows are painted
const ResourceListWindow = lazy(() => import('./resource-list-window'));
// an opened row's value (its tree view), loaded when a row is first opened: every row is closed at first
const ListedResourceView = lazy(async () => ({ default: (await import('./resource-parts')).ListedResourceView }));

interface ResourceListProps {
  node: string;
  address: string;
  resources: readonly ListedResource[];
  params: ExplorerParams;
  version: bigint | undefined;
  /** The list may go on past what was read (a cursor hidden from the page): the count is a floor. */
  atLeast?: boolean;
}

/** Rows drawn before the virtualiser has loaded: more than the list's box shows. */
const FIRST_ROWS = 30;
const NATURAL = new Intl.Collator('en', { numeric: true });

/**
 * Virtualised, filterable list: only rows in view exist as rows, and a tree is built only when its row is
 * opened. Every other row's type is in the page as find-in-page text (resource-list-window.tsx), so the
 * browser's find reaches the whole list. The first rows are drawn where the virtualiser puts them, before it loads.
 */
export function ResourceList({ node, address, resources, params, version, atLeast = false }: ResourceListProps) {
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  // natural order: crowd_2 before crowd_10
  const sorted = useMemo(() => [...resources].sort((a, b) => NATURAL.compare(a.type, b.type)), [resources]);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle === '' ? sorted : sorted.filter((resource) => resource.type.toLowerCase().includes(needle));
  }, [sorted, filter]);
  const toggle = (type: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });
  const renderRow: RenderRow = (resource, { key, index, start, measure, found = false }) => {
    const isOpen = open.has(resource.type);
    const style: CSSProperties = { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${start}px)` };
    return (
      <div
        key={String(key)}
        ref={measure}
        data-index={index}
        role="listitem"
        className={found ? 'resource-row found' : 'resource-row'}
        style={style}
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
        {isOpen && (
          <Suspense fallback={<ResourceSkeleton rows={4} />}>
            <ListedResourceView node={node} listed={resource} params={params} address={address} version={version} />
          </Suspense>
        )}
      </div>
    );
  };
  const firstRows = (
    <div style={{ height: shown.length * ROW_ESTIMATE, position: 'relative' }}>
      {shown.slice(0, FIRST_ROWS).map((resource, index) => renderRow(resource, { key: resource.type, index, start: index * ROW_ESTIMATE }))}
    </div>
  );

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
      <div ref={setScrollElement} className="resource-list" role="list" hidden={shown.length === 0}>
        <AfterPaint fallback={firstRows}>
          <Suspense fallback={firstRows}>
            {scrollElement !== null && <ResourceListWindow shown={shown} scrollElement={scrollElement} renderRow={renderRow} />}
          </Suspense>
        </AfterPaint>
      </div>
    </section>
  );
}
