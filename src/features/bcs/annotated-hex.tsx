import type { KeyboardEvent } from 'react';
import { HEX_BYTE } from '../../core/move/hex-digits';
import { formatOffset, offsetWidth } from '../../components/hex-view/hex-rows';
import type { ByteRange } from '../../components/hex-view/hex-rows';

interface AnnotatedHexProps {
  bytes: Uint8Array;
  bytesPerRow: 8 | 16;
  /** the bytes of the field hovered or selected */
  marked: ByteRange | undefined;
  /** the byte the user chose (click or arrow keys) */
  selected: number | undefined;
  onSelect: (offset: number) => void;
  /** a decode failure's byte */
  error?: number | undefined;
}

/**
 * A hex dump whose bytes can be chosen: click one, or focus the dump and use the arrow keys. Not
 * virtualised (the shared HexView is): an inspected value is small, and every byte must be a target.
 */
export function AnnotatedHex({ bytes, bytesPerRow, marked, selected, onSelect, error }: AnnotatedHexProps) {
  const digits = offsetWidth(bytes.length);
  const rows = [];
  for (let start = 0; start < bytes.length; start += bytesPerRow) {
    const cells = [];
    for (let offset = start; offset < Math.min(bytes.length, start + bytesPerRow); offset++) {
      const classes = ['bcs-byte'];
      if (marked !== undefined && offset >= marked.start && offset < marked.end) classes.push('bcs-byte-marked');
      if (offset === selected) classes.push('bcs-byte-selected');
      if (offset === error) classes.push('bcs-byte-error');
      cells.push(
        <span key={offset} className={classes.join(' ')} data-offset={offset} data-marked={classes.length > 1 ? 'true' : undefined} onClick={() => onSelect(offset)}>
          {HEX_BYTE[bytes[offset] ?? 0]}
        </span>,
      );
    }
    rows.push(
      <div key={start} className="bcs-hex-row">
        <span className="bcs-hex-offset">{formatOffset(start, digits)}</span>
        <span className="bcs-hex-bytes">{cells}</span>
      </div>,
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -bytesPerRow, ArrowDown: bytesPerRow, Home: -bytes.length, End: bytes.length };
    const step = steps[event.key];
    if (step === undefined || bytes.length === 0) return;
    event.preventDefault();
    onSelect(Math.max(0, Math.min(bytes.length - 1, (selected ?? -1) + step)));
  };

  return (
    <div className="bcs-hex" role="group" aria-label="Bytes (hex); arrow keys choose a byte" tabIndex={0} onKeyDown={onKeyDown} data-testid="bcs-hex">
      {bytes.length === 0 ? <p className="muted">No bytes.</p> : rows}
    </div>
  );
}
