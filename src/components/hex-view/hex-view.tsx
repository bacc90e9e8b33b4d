import { useEffect, useRef, useState } from 'react';
import { formatHexBytes } from '../../core/move/hex';
import { CopyButton } from '../copy-button';
import { RowWindow, scrollRowIntoView } from '../row-window/row-window';
import { offsetWidth, rowCountFor, type ByteRange, type BytesPerRow } from './hex-rows';
import { downloadFile } from '../download-file';
import { HEX_ROW_HEIGHT, HexViewRow } from './hex-view-row';
import './hex-view.css';

export type { ByteRange, BytesPerRow } from './hex-rows';

export interface HexViewProps {
  bytes: Uint8Array;
  /** bytes to mark, e.g. the byte a decode failed at; scrolled into view */
  highlight?: ByteRange;
  /** name for "Download .bcs" */
  fileName?: string;
  /** viewport height in pixels; default fits up to 16 rows */
  height?: number;
  ariaLabel?: string;
}

const DEFAULT_VISIBLE_ROWS = 16;

/** A virtualised hex dump (offsets, grouped bytes, ASCII) with copy and download. */
export function HexView({ bytes, highlight, fileName = 'value.bcs', height, ariaLabel = 'Bytes' }: HexViewProps) {
  // 16 bytes per row, or 8 on a phone-width screen, at first: the user can switch
  const [bytesPerRow, setBytesPerRow] = useState<BytesPerRow>(() => (window.matchMedia?.('(max-width: 40rem)').matches ? 8 : 16));
  const rowCount = rowCountFor(bytes.length, bytesPerRow);
  const pixelHeight = height ?? Math.max(1, Math.min(rowCount, DEFAULT_VISIBLE_ROWS)) * HEX_ROW_HEIGHT + 2;
  const viewport = useRef<HTMLDivElement>(null);
  const offsetDigits = offsetWidth(bytes.length);

  const highlightStart = highlight?.start;
  useEffect(() => {
    if (highlightStart !== undefined)
      scrollRowIntoView(viewport.current, Math.floor(highlightStart / bytesPerRow), HEX_ROW_HEIGHT, pixelHeight);
  }, [highlightStart, bytesPerRow, pixelHeight]);

  const rows = (start: number, end: number) =>
    Array.from({ length: end - start }, (_, offset) => (
      <HexViewRow
        key={start + offset}
        bytes={bytes}
        row={start + offset}
        bytesPerRow={bytesPerRow}
        offsetDigits={offsetDigits}
        highlight={highlight}
      />
    ));

  return (
    <div className="hex-view">
      <div className="hex-view-toolbar">
        <span className="hex-view-size">
          {bytes.length.toLocaleString('en-US')} {bytes.length === 1 ? 'byte' : 'bytes'}
        </span>
        <label>
          Bytes per row{' '}
          <select value={bytesPerRow} onChange={(event) => setBytesPerRow(event.target.value === '8' ? 8 : 16)}>
            <option value={16}>16</option>
            <option value={8}>8</option>
          </select>
        </label>
        <CopyButton label="Copy hex" text={() => formatHexBytes(bytes)} />
        <button type="button" className="hex-view-download" onClick={() => downloadFile(bytes, fileName, 'application/x-bcs')}>
          Download .bcs
        </button>
      </div>
      <div ref={viewport} className="hex-view-viewport" role="region" aria-label={ariaLabel} tabIndex={0} style={{ height: pixelHeight }}>
        {bytes.length === 0 ? (
          <p className="hex-view-empty">No bytes (empty value).</p>
        ) : (
          <div className="hex-view-canvas" style={{ height: rowCount * HEX_ROW_HEIGHT }}>
            <RowWindow scrollRef={viewport} count={rowCount} rowHeight={HEX_ROW_HEIGHT} height={pixelHeight}>
              {rows}
            </RowWindow>
          </div>
        )}
      </div>
    </div>
  );
}
