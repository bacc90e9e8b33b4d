import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { offsetWidth, type ByteRange } from '../../components/hex-view/hex-rows';
import { RowWindow, rowsInView, scrollRowIntoView } from '../../components/row-window/row-window';
import { ANNOTATED_ROW_HEIGHT, AnnotatedHexRow } from './annotated-hex-row';

interface AnnotatedHexProps {
  bytes: Uint8Array;
  bytesPerRow: 8 | 16;
  /** the bytes of the field hovered or selected */
  marked: ByteRange | undefined;
  /** the byte the user chose (click or arrow keys); kept in view */
  selected: number | undefined;
  onSelect: (offset: number) => void;
  /** a decode failure's byte */
  error?: number | undefined;
  /** a byte to bring into view (a field chosen in the tree: its first byte); a new object asks again */
  reveal?: { offset: number } | undefined;
}

const VISIBLE_ROWS = 16;

/**
 * A hex dump whose bytes can be chosen: click one, or focus the dump and use the arrow keys.
 * Virtualised like the shared HexView (only the rows in view exist), so the 2.5 MB `Large` value
 * renders as fast as a small one; every rendered byte is still a target.
 */
export function AnnotatedHex({ bytes, bytesPerRow, marked, selected, onSelect, error, reveal }: AnnotatedHexProps) {
  const rowCount = Math.ceil(bytes.length / bytesPerRow);
  const viewportHeight = Math.max(1, Math.min(rowCount, VISIBLE_ROWS)) * ANNOTATED_ROW_HEIGHT;
  const viewport = useRef<HTMLDivElement>(null);
  const digits = offsetWidth(bytes.length);

  useEffect(() => {
    if (selected !== undefined)
      scrollRowIntoView(viewport.current, Math.floor(selected / bytesPerRow), ANNOTATED_ROW_HEIGHT, viewportHeight);
  }, [selected, bytesPerRow, viewportHeight]);
  useEffect(() => {
    if (reveal !== undefined)
      scrollRowIntoView(viewport.current, Math.floor(reveal.offset / bytesPerRow), ANNOTATED_ROW_HEIGHT, viewportHeight);
  }, [reveal, bytesPerRow, viewportHeight]);

  // rows in normal flow below a spacer: they give the dump its width (absolute rows would not)
  const canvas = (firstRow: number, endRow: number) => {
    const rows = [];
    for (let row = firstRow; row < endRow; row += 1) {
      const start = row * bytesPerRow;
      const end = start + bytesPerRow;
      const markStart = marked === undefined ? 0 : Math.max(start, Math.min(end, marked.start));
      const markEnd = marked === undefined ? 0 : Math.max(markStart, Math.min(end, marked.end));
      rows.push(
        <AnnotatedHexRow
          key={start}
          bytes={bytes}
          start={start}
          bytesPerRow={bytesPerRow}
          offsetDigits={digits}
          markStart={markEnd > markStart ? markStart : 0}
          markEnd={markEnd > markStart ? markEnd : 0}
          selected={selected !== undefined && selected >= start && selected < end ? selected : undefined}
          error={error !== undefined && error >= start && error < end ? error : undefined}
        />,
      );
    }
    return (
      <div className="bcs-hex-canvas" style={{ height: rowCount * ANNOTATED_ROW_HEIGHT, paddingTop: firstRow * ANNOTATED_ROW_HEIGHT }}>
        {rows}
      </div>
    );
  };

  // one listener for every byte: rows stay memoised, and no closure per byte
  const onClick = (event: MouseEvent) => {
    const offset = event.target instanceof HTMLElement ? event.target.dataset['offset'] : undefined;
    if (offset !== undefined) onSelect(Number(offset));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const page = bytesPerRow * rowsInView(viewport.current, ANNOTATED_ROW_HEIGHT, viewportHeight);
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -bytesPerRow,
      ArrowDown: bytesPerRow,
      PageUp: -page,
      PageDown: page,
      Home: -bytes.length,
      End: bytes.length,
    };
    const step = steps[event.key];
    if (step === undefined || bytes.length === 0) return;
    event.preventDefault();
    onSelect(Math.max(0, Math.min(bytes.length - 1, (selected ?? -1) + step)));
  };

  return (
    <div
      ref={viewport}
      className="bcs-hex"
      role="group"
      aria-label="Bytes (hex); arrow keys choose a byte"
      tabIndex={0}
      style={{ height: bytes.length === 0 ? undefined : viewportHeight }}
      onClick={onClick}
      onKeyDown={onKeyDown}
      data-testid="bcs-hex"
    >
      {bytes.length === 0 ? (
        <p className="muted">No bytes.</p>
      ) : (
        <RowWindow scrollRef={viewport} count={rowCount} rowHeight={ANNOTATED_ROW_HEIGHT} height={viewportHeight}>
          {canvas}
        </RowWindow>
      )}
    </div>
  );
}
