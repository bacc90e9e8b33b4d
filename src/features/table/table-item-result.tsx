import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { AfterPaint, useAfterPaint } from '../../components/after-paint-gate';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { formatHexBytes } from '../../core/move/hex';
import { JsonTree, type LinkFor } from '../../components/json-tree/json-tree';
import { useMoveLayouts } from '../../queries/move-layouts/use-move-layouts';
import { decodeTableValue, type DecodedTableValue } from './decode-table-value';

// the hex dump, below the decoded value, loads once that value is painted (1.6 kB gzip of first-load JS)
const HexView = lazy(async () => ({ default: (await import('../../components/hex-view/hex-view')).HexView }));

type ValueLinks = (typeof import('./value-links-of'))['tableValueLinks'];

/** The value's link reader once the decoded value is painted: the same text, its addresses and handles made links then. */
function useValueLinks(shown: boolean): ValueLinks | null {
  const painted = useAfterPaint(shown);
  const [links, setLinks] = useState<ValueLinks | null>(null);
  useEffect(() => {
    if (!painted || links !== null) return;
    let live = true;
    void import('./value-links-of').then(({ tableValueLinks }) => {
      if (live) setLinks(() => tableValueLinks);
    });
    return () => {
      live = false;
    };
  }, [painted, links]);
  return links;
}

interface TableItemResultProps {
  bytes: Uint8Array;
  valueType: string | undefined;
  /** where a layout the registry lacks is read from: the node's module ABIs at the version on screen */
  node: string;
  version: bigint | undefined;
  /** for the download's file name */
  fileName: string;
}

/** The item's bytes as a hex dump, and decoded when a value type is given (or why not). */
export function TableItemResult({ bytes, valueType, node, version, fileName }: TableItemResultProps) {
  const layouts = useMoveLayouts(node, valueType, version);
  const decoded = useMemo((): DecodedTableValue | { kind: 'loading' } | { kind: 'failed'; message: string } => {
    if (layouts.status === 'loading') return { kind: 'loading' };
    if (layouts.status === 'failed') return { kind: 'failed', message: layouts.message };
    return decodeTableValue(bytes, valueType ?? '', layouts.status === 'ready' ? layouts.layouts : undefined);
  }, [bytes, valueType, layouts]);
  const { params } = useExplorerParams();
  const links = useValueLinks(decoded.kind === 'decoded');
  // addresses and table handles inside the value link as they do in a resource
  const linkFor = useMemo((): LinkFor | undefined => {
    if (decoded.kind !== 'decoded' || links === null) return undefined;
    return links(decoded.type, decoded.value, params, layouts.status === 'ready' ? layouts.layouts : undefined);
  }, [decoded, params, layouts, links]);
  const highlight = decoded.kind === 'undecodable' ? { start: decoded.offset, end: Math.min(decoded.offset + 1, bytes.length) } : undefined;
  return (
    <div className="table-item-result">
      {decoded.kind === 'decoded' && (
        <section aria-label="Decoded item" className="table-item-section">
          <h2>
            Value <span className="muted mono">{decoded.type}</span>
          </h2>
          <JsonTree value={decoded.value} linkFor={linkFor} ariaLabel="Decoded value" initialDepth={3} />
        </section>
      )}
      {decoded.kind === 'bad_type' && (
        <p className="table-item-problem" role="alert">
          The value type is not valid: {decoded.message}
        </p>
      )}
      {decoded.kind === 'loading' && (
        <p className="muted" role="status" aria-live="polite">
          Reading the layout of <span className="mono">{valueType}</span> from the node's module ABIs…
        </p>
      )}
      {(decoded.kind === 'layout_unknown' || decoded.kind === 'failed') && (
        // information, not an error: the bytes are fine and shown below, no layout source describes the type
        <p className="table-item-problem table-item-info" role="status" data-problem="layout-unknown">
          <strong>Layout unknown:</strong>{' '}
          {decoded.kind === 'failed' ? <>the node's module ABIs could not be read ({decoded.message})</> : decoded.reason}.{' '}
          {decoded.kind === 'layout_unknown' && (
            <>
              Neither the explorer's registry nor the node's module ABIs describe <span className="mono">{decoded.missing}</span>, so{' '}
              {decoded.missing === decoded.type ? (
                'the value'
              ) : (
                <>
                  the bytes of <span className="mono">{decoded.type}</span>
                </>
              )}{' '}
              cannot be decoded.{' '}
            </>
          )}
          The bytes are shown below as hex.
        </p>
      )}
      {decoded.kind === 'undecodable' && (
        <p className="table-item-problem" role="alert" data-problem="undecodable">
          <strong>Cannot decode as {decoded.type}</strong> — at byte {decoded.offset}: {decoded.reason}
          {decoded.path !== '' && (
            <>
              {' '}
              (reading <span className="mono">{decoded.path}</span>)
            </>
          )}
          . The byte is marked in the hex below.
        </p>
      )}
      <section aria-label="Item bytes" className="table-item-section">
        <div className="table-item-bytes-head">
          <h2>BCS bytes</h2>
          <ExplorerLink to={{ kind: 'bcs', ...(valueType === undefined ? {} : { type: valueType }), hex: formatHexBytes(bytes) }}>
            Inspect these bytes
          </ExplorerLink>
        </div>
        <AfterPaint>
          <Suspense fallback={null}>
            <HexView bytes={bytes} highlight={highlight} fileName={fileName} ariaLabel="Item bytes (hex dump)" />
          </Suspense>
        </AfterPaint>
      </section>
    </div>
  );
}
