import { useMemo } from 'react';
import { HexView } from '../../components/hex-view/hex-view';
import { JsonTree } from '../../components/json-tree/json-tree';
import { decodeTableValue } from './decode-table-value';

interface TableItemResultProps {
  bytes: Uint8Array;
  valueType: string | undefined;
  /** for the download's file name */
  fileName: string;
}

/** The item's bytes as a hex dump, and decoded when a value type is given (or why not). */
export function TableItemResult({ bytes, valueType, fileName }: TableItemResultProps) {
  const decoded = useMemo(() => decodeTableValue(bytes, valueType ?? ''), [bytes, valueType]);
  const highlight = decoded.kind === 'undecodable' ? { start: decoded.offset, end: Math.min(decoded.offset + 1, bytes.length) } : undefined;
  return (
    <div className="table-item-result">
      {decoded.kind === 'decoded' && (
        <section aria-label="Decoded item" className="table-item-section">
          <h2>
            Value <span className="muted mono">{decoded.type}</span>
          </h2>
          <JsonTree value={decoded.value} ariaLabel="Decoded value" initialDepth={3} />
        </section>
      )}
      {decoded.kind === 'bad_type' && (
        <p className="table-item-problem" role="alert">
          The value type is not valid: {decoded.message}
        </p>
      )}
      {decoded.kind === 'layout_unknown' && (
        // information, not an error: the bytes are fine and shown below, the registry just lacks the type
        <p className="table-item-problem table-item-info" role="status" data-problem="layout-unknown">
          <strong>Layout unknown</strong> for <span className="mono">{decoded.missing}</span>: the explorer's registry does not describe this
          type, so {decoded.missing === decoded.type ? 'the value' : <>the bytes of <span className="mono">{decoded.type}</span></>} cannot be
          decoded. The bytes are shown below as hex.
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
        <h2>BCS bytes</h2>
        <HexView bytes={bytes} highlight={highlight} fileName={fileName} ariaLabel="Item bytes (hex dump)" />
      </section>
    </div>
  );
}
