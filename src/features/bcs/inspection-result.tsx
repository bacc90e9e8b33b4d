import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { afterNextPaint } from '../../components/after-paint';
import { annotationAtByte, annotationAtPath } from '../../core/move/byte-fields';
import { INLINE_STRUCT_TAG } from '../../core/move/inline-struct';
import type { ShapeSource } from '../../core/move/type-shape';
import type { ValueAnnotation } from '../../core/move/value-annotation';
import { formatTypeTag, type TypeTag } from '../../core/move/type-tag';
import { JsonTree } from '../../components/json-tree/json-tree';
import { AnnotatedHex } from './annotated-hex';
import { inspectBytes, type Inspected } from './decode-inspected';

type Path = readonly (string | number)[];

interface InspectionResultProps {
  bytes: Uint8Array;
  tag: TypeTag;
  layouts: ShapeSource | undefined;
}

// the synthetic tag of a struct written inline means nothing to the user
const typeText = (tag: TypeTag) => (formatTypeTag(tag) === formatTypeTag(INLINE_STRUCT_TAG) ? 'the inline struct' : formatTypeTag(tag));

const pathText = (path: Path) =>
  path.length === 0 ? 'the whole value' : path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${segment}`)).join('');

const NO_ANNOTATIONS: readonly ValueAnnotation[] = [];

const NARROW = '(max-width: 40rem)';

/** 8 bytes per row on a phone-width screen (as the shared hex view), following rotation and resizing. */
function useBytesPerRow(): 8 | 16 {
  const narrow = useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
  );
  return narrow ? 8 : 16;
}

// Above this, the decode waits for the hex dump's paint, and the tree opens two levels: each open
// row is counted before the first shows (Large at 8 levels: 350,002 rows, 0.8–1.8 s in Node on a loaded
// machine, twice its decode; at 2 levels: 50,002 rows, 45–140 ms)
const DEFER_ABOVE_BYTES = 64 * 1024;

/**
 * The annotated decode. A large value's (Large: hundreds of thousands of byte ranges, bench:app's
 * inspector row) waits until the hex dump, which needs only the bytes, is painted; a small one is
 * decoded at once, so it never flashes "Decoding…".
 */
function useInspected(bytes: Uint8Array, tag: TypeTag, layouts: ShapeSource | undefined): Inspected | undefined {
  const small = bytes.length <= DEFER_ABOVE_BYTES;
  const now = useMemo(() => (small ? inspectBytes(bytes, tag, layouts) : undefined), [small, bytes, tag, layouts]);
  const [later, setLater] = useState<{ bytes: Uint8Array; inspected: Inspected } | undefined>(undefined);
  useEffect(() => {
    if (small) return undefined;
    // a task after the paint's own: what else waited for that frame (input, a timing) goes first
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterNextPaint(() => {
      timer = setTimeout(() => setLater({ bytes, inspected: inspectBytes(bytes, tag, layouts) }));
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [small, bytes, tag, layouts]);
  return now ?? (later?.bytes === bytes ? later.inspected : undefined);
}

/** The decoded fields beside the hex dump: a field shows its bytes, a byte shows its field. */
export function InspectionResult({ bytes, tag, layouts }: InspectionResultProps) {
  const inspected = useInspected(bytes, tag, layouts);
  // the chosen field with its byte range, looked up once when chosen: a lookup by path scans every range
  // (Large: ≈ 300,000), too slow to repeat on each render while arrow keys move through the bytes
  const [selection, setSelection] = useState<{ path: Path; range: ValueAnnotation | undefined } | undefined>(undefined);
  const [selectedByte, setSelectedByte] = useState<number | undefined>(undefined);
  const [previewPath, setPreviewPath] = useState<Path | undefined>(undefined);
  // a field chosen in the tree brings its first byte into view (a byte chosen in the dump is in view already)
  const [reveal, setReveal] = useState<{ offset: number } | undefined>(undefined);
  const bytesPerRow = useBytesPerRow();
  const annotations = inspected?.kind === 'decoded' ? inspected.annotations : NO_ANNOTATIONS;
  const selectedPath = selection?.path;
  const selected = selection?.range;
  const preview = useMemo(
    () => (previewPath === undefined ? undefined : annotationAtPath(annotations, previewPath)),
    [annotations, previewPath],
  );
  const marked = preview ?? selected;

  const chooseByte = (offset: number) => {
    setSelectedByte(offset);
    const range = annotationAtByte(annotations, offset);
    setSelection(range === undefined ? undefined : { path: range.path, range });
  };
  const chooseField = useCallback(
    (path: Path) => {
      const range = annotationAtPath(annotations, path);
      setSelection({ path, range });
      setSelectedByte(undefined);
      setReveal(range === undefined ? undefined : { offset: range.start });
    },
    [annotations],
  );

  const errorOffset = inspected?.kind === 'invalid' ? inspected.offset : undefined;
  return (
    <div className="bcs-result">
      <div className="bcs-result-tree">
        <h3>Decoded</h3>
        {inspected === undefined && (
          <p className="muted" role="status" data-testid="bcs-decoding">
            Decoding {bytes.length.toLocaleString('en-US')} bytes…
          </p>
        )}
        {inspected?.kind === 'decoded' && (
          <JsonTree
            value={inspected.value}
            ariaLabel="Decoded value"
            initialDepth={bytes.length <= DEFER_ABOVE_BYTES ? 8 : 2}
            selectedPath={selectedPath}
            onSelectPath={chooseField}
            onHoverPath={setPreviewPath}
          />
        )}
        {inspected?.kind === 'invalid' && (
          <p className="bcs-problem" role="alert" data-testid="bcs-error">
            <strong>Byte {inspected.offset}:</strong> {inspected.message}
          </p>
        )}
        {inspected?.kind === 'layout_unknown' && (
          <p className="bcs-problem" role="status">
            {inspected.message}
          </p>
        )}
      </div>
      <div className="bcs-result-hex">
        <h3>Bytes ({bytes.length.toLocaleString('en-US')})</h3>
        <AnnotatedHex
          bytes={bytes}
          bytesPerRow={bytesPerRow}
          marked={marked}
          selected={selectedByte}
          onSelect={chooseByte}
          error={errorOffset}
          reveal={reveal}
        />
        <p className="bcs-selection muted" role="status" aria-live="polite" data-testid="bcs-selection">
          {selectedByte !== undefined &&
            selectedPath === undefined &&
            inspected?.kind === 'decoded' &&
            `Byte ${selectedByte} belongs to no value.`}
          {selected !== undefined &&
            `${selectedByte !== undefined ? `Byte ${selectedByte} belongs to ` : ''}${pathText(selected.path)} (${typeText(selected.type)}), bytes ${selected.start}–${Math.max(selected.start, selected.end - 1)}.`}
        </p>
      </div>
    </div>
  );
}
