import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { afterNextPaint } from '../../components/after-paint';
import { DeferredCopyButton } from '../../components/deferred-copy-button';
import { downloadFile } from '../../components/download-file';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { JsonTree, type JsonTreeProps, type TreePosition, type TreeRow } from '../../components/json-tree/json-tree';
import type { MoveResource } from '../../core/api/schemas';
import type { ResourceTreeExtras } from './resource-abi-links';
import type { ExplorerParams } from '../../core/search/explorer-location';
import './resource-view.css';

// the raw view loads when it is first asked for: no first-load JS of a page that shows the tree
const RawJsonLines = lazy(async () => ({ default: (await import('../../components/json-tree/raw-json-lines')).RawJsonLines }));

interface ResourceViewProps {
  resource: MoveResource;
  params: ExplorerParams;
  /** For the download's file name. */
  address: string;
  version: bigint | undefined;
  /** More tools for the selected row of the tree. */
  activeRowTools?: JsonTreeProps['activeRowTools'];
  /** Tree path ids to mark as just changed (following latest). */
  changedPaths?: ReadonlySet<string>;
  /** Pixels; 'fit' sizes the tree to its rows (up to 20); 'fill' takes the height its parent gives (resource-page.css); default 560. */
  height?: number | 'fill' | 'fit';
}

type RawPosition = { query: string; line: number };
type ShownView = { raw: false; at: TreePosition } | { raw: true; at: RawPosition };

function safeFileName(text: string): string {
  return text.replace(/[^A-Za-z0-9_.-]+/g, '_').slice(0, 120);
}

/**
 * Links and field types need the registry's layouts (or, for a type it lacks, the node's module ABIs at `version`),
 * which a deep link does not need to show data: they load after the first paint (keeps the
 * first-load JS within budget) and the tree gains its links then.
 */
function useResourceLinks(resource: MoveResource, params: ExplorerParams, version: bigint | undefined): ResourceTreeExtras | undefined {
  const queryClient = useQueryClient();
  const { node } = useExplorerParams();
  const [extras, setExtras] = useState<{ of: MoveResource; extras: ResourceTreeExtras }>();
  useEffect(() => {
    let live = true;
    // after the frame that shows the data is painted: a sync commit runs this effect before that paint
    const cancel = afterNextPaint(() => {
      void import('./resource-abi-links')
        .then(({ resourceTreeExtras }) => resourceTreeExtras(queryClient, node, resource, params, version))
        .then((found) => {
          if (live) setExtras({ of: resource, extras: found });
        });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [resource, params, queryClient, node, version]);
  return extras?.of === resource ? extras.extras : undefined;
}

/** One resource as a JSON tree (exact u64 strings, linked addresses and handles), or raw JSON. */
export function ResourceView({ resource, params, address, version, height, changedPaths, activeRowTools }: ResourceViewProps) {
  // the view shown and where it opens: the other view's search and place, handed over when switching
  const [shown, setShown] = useState<ShownView>({ raw: false, at: { query: '', path: [] } });
  const raw = shown.raw;
  const position = useRef<TreePosition | RawPosition>(shown.at);
  // the line ↔ path mapping loads on the first switch: no part of the value's first paint
  const switchView = async () => {
    const at = position.current;
    const { lineOfPath, pathAtLine } = await import('../../components/json-tree/json-lines');
    if ('line' in at) {
      // raw JSON is the whole `{type, data}`; the tree shows `data`
      const path = pathAtLine(resource, at.line);
      setShown({ raw: false, at: { query: at.query, path: path[0] === 'data' ? path.slice(1) : [] } });
    } else {
      setShown({ raw: true, at: { query: at.query, line: lineOfPath(resource, ['data', ...at.path]) ?? 0 } });
    }
  };
  const extras = useResourceLinks(resource, params, version);
  const typeAt = extras?.typeAt;
  const rowTitle = useMemo(() => (typeAt === undefined ? undefined : (row: TreeRow) => typeAt(row.path)), [typeAt]);
  const rawText = () => JSON.stringify(resource, null, 2);
  // made once per value while the raw view is open (4 MB for Large)
  const rawJson = useMemo(() => (raw ? JSON.stringify(resource, null, 2) : ''), [raw, resource]);
  const fileName = `${safeFileName(`${address}-${resource.type}`)}-${version?.toString() ?? 'latest'}.json`;

  return (
    <section aria-label="Resource" className={height === 'fill' ? 'resource-view-fill' : undefined}>
      <div className="toolbar resource-view-tools">
        <button type="button" aria-pressed={raw} onClick={() => void switchView()}>
          {raw ? 'Tree view' : 'Raw JSON'}
        </button>
        <DeferredCopyButton text={rawText} label="Copy JSON" />
        <button type="button" onClick={() => downloadFile(rawText(), fileName, 'application/json')}>
          Download<span className="phone-hidden-words"> JSON</span>
        </button>
        {/* pinned to the version on screen: the bytes must be the ones shown here */}
        <ExplorerLink
          to={{ kind: 'bcs', resource: { address, resourceType: resource.type } }}
          params={{ ...params, ledgerVersion: version?.toString() ?? params.ledgerVersion }}
          title="Each field beside its bytes, in the BCS inspector"
        >
          <span className="phone-hidden-words">Inspect the </span>BCS
        </ExplorerLink>
      </div>
      {raw ? (
        <Suspense fallback={<p className="muted">Loading the raw JSON…</p>}>
          <RawJsonLines
            text={rawJson}
            label="Raw JSON"
            fill={height === 'fill'}
            initialQuery={shown.at.query}
            initialLine={shown.at.line}
            onPosition={(query, line) => {
              position.current = { query, line };
            }}
          />
        </Suspense>
      ) : (
        <JsonTree
          value={resource.data}
          linkFor={extras?.linkFor}
          rowTitle={rowTitle}
          height={height === 'fit' ? undefined : (height ?? 560)}
          ariaLabel={`Resource ${resource.type}`}
          activeRowTools={activeRowTools}
          initialPosition={shown.at}
          onPosition={(at) => {
            position.current = at;
          }}
          rowClassName={
            changedPaths === undefined || changedPaths.size === 0
              ? undefined
              : (row) => (changedPaths.has(row.id) ? 'is-changed' : undefined)
          }
        />
      )}
    </section>
  );
}
