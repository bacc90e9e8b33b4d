import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { ListedResourceView } from './listed-resource-view';
import type { ListedResource } from './resource-list-read';

interface ResourceListProps {
  node: string;
  address: string;
  resources: readonly ListedResource[];
  params: ExplorerParams;
  version: bigint | undefined;
}

const ROW_ESTIMATE = 34;
const NATURAL = new Intl.Collator('en', { numeric: true });

/** Virtualised, filterable list: only rows in view exist, and a tree is built only when its row is opened. */
export function ResourceList({ node, address, resources, params, version }: ResourceListProps) {
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

  return (
    <section aria-label="Resources">
      <div className="toolbar">
        <label>
          Filter by type{' '}
          <input className="mono" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="coin or crowd_7::" />
        </label>
        <span className="muted" aria-live="polite">
          {shown.length === resources.length ? `${resources.length} resources` : `${shown.length} of ${resources.length} resources`}
        </span>
      </div>
      {shown.length === 0 && (
        <p className="muted" role="status">
          No resource matches “{filter.trim()}”.
        </p>
      )}
      <div ref={scrollRef} className="resource-list" role="list" hidden={shown.length === 0}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const resource = shown[item.index];
            if (resource === undefined) return null;
            const isOpen = open.has(resource.type);
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                role="listitem"
                className="resource-row"
                style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
              >
                <div className="row-head">
                  <button type="button" aria-expanded={isOpen} aria-label={`${isOpen ? 'Close' : 'Open'} ${resource.type}`} onClick={() => toggle(resource.type)}>
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
