import { memo } from 'react';
import { HEX_BYTE } from '../../core/move/hex-digits';
import { formatOffset } from '../../components/hex-view/hex-rows';

/** Fixed, so the dump can be virtualised by row index (the CSS sets the same height). */
export const ANNOTATED_ROW_HEIGHT = 22;

interface AnnotatedHexRowProps {
  bytes: Uint8Array;
  start: number;
  bytesPerRow: number;
  offsetDigits: number;
  /** the marked bytes within this row, [markStart, markEnd); equal when none: numbers, so rows the mark does not touch skip rendering */
  markStart: number;
  markEnd: number;
  /** undefined when not in this row (same reason) */
  selected: number | undefined;
  error: number | undefined;
}

/** One line of the annotated dump: its offset and one clickable span per byte (`data-offset` says which). */
export const AnnotatedHexRow = memo(function AnnotatedHexRow({
  bytes,
  start,
  bytesPerRow,
  offsetDigits,
  markStart,
  markEnd,
  selected,
  error,
}: AnnotatedHexRowProps) {
  const cells = [];
  for (let offset = start; offset < Math.min(bytes.length, start + bytesPerRow); offset++) {
    const classes = ['bcs-byte'];
    if (offset >= markStart && offset < markEnd) classes.push('bcs-byte-marked');
    if (offset === selected) classes.push('bcs-byte-selected');
    if (offset === error) classes.push('bcs-byte-error');
    cells.push(
      <span key={offset} className={classes.join(' ')} data-offset={offset} data-marked={classes.length > 1 ? 'true' : undefined}>
        {HEX_BYTE[bytes[offset] ?? 0]}
      </span>,
    );
  }
  return (
    <div className="bcs-hex-row">
      <span className="bcs-hex-offset">{formatOffset(start, offsetDigits)}</span>
      <span className="bcs-hex-bytes">{cells}</span>
    </div>
  );
});
