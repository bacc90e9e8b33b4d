import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { annotationAtByte, annotationAtPath } from '../../core/move/byte-fields';
import { INLINE_STRUCT_TAG } from '../../core/move/inline-struct';
import type { ShapeSource } from '../../core/move/type-shape';
import type { TypeTag } from '../../core/move/type-tag';
import { formatTypeTag } from '../../core/move/type-tag';
import { JsonTree } from '../../components/json-tree/json-tree';
import { AnnotatedHex } from './annotated-hex';
import { inspectBytes } from './decode-inspected';

type Path = readonly (string | number)[];

interface InspectionResultProps {
  bytes: Uint8Array;
  tag: TypeTag;
  layouts: ShapeSource | undefined;
}

// the synthetic tag of a struct written inline means nothing to the user
const typeText = (tag: TypeTag) => (formatTypeTag(tag) === formatTypeTag(INLINE_STRUCT_TAG) ? 'the inline struct' : formatTypeTag(tag));

const pathText = (path: Path) => (path.length === 0 ? 'the whole value' : path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${segment}`)).join(''));

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

/** The decoded fields beside the hex dump: a field shows its bytes, a byte shows its field. */
export function InspectionResult({ bytes, tag, layouts }: InspectionResultProps) {
  const inspected = useMemo(() => inspectBytes(bytes, tag, layouts), [bytes, tag, layouts]);
  const [selectedPath, setSelectedPath] = useState<Path | undefined>(undefined);
  const [selectedByte, setSelectedByte] = useState<number | undefined>(undefined);
  const [previewPath, setPreviewPath] = useState<Path | undefined>(undefined);
  const bytesPerRow = useBytesPerRow();
  const annotations = inspected.kind === 'decoded' ? inspected.annotations : [];
  const selected = selectedPath === undefined ? undefined : annotationAtPath(annotations, selectedPath);
  const marked = (previewPath === undefined ? undefined : annotationAtPath(annotations, previewPath)) ?? selected;

  const chooseByte = (offset: number) => {
    setSelectedByte(offset);
    setSelectedPath(annotationAtByte(annotations, offset)?.path);
  };
  const chooseField = useCallback((path: Path) => {
    setSelectedPath(path);
    setSelectedByte(undefined);
  }, []);

  const errorOffset = inspected.kind === 'invalid' ? inspected.offset : undefined;
  return (
    <div className="bcs-result">
      <div className="bcs-result-tree">
        <h3>Decoded</h3>
        {inspected.kind === 'decoded' && (
          <JsonTree
            value={inspected.value}
            ariaLabel="Decoded value"
            initialDepth={8}
            selectedPath={selectedPath}
            onSelectPath={chooseField}
            onHoverPath={setPreviewPath}
          />
        )}
        {inspected.kind === 'invalid' && (
          <p className="bcs-problem" role="alert" data-testid="bcs-error">
            <strong>Byte {inspected.offset}:</strong> {inspected.message}
          </p>
        )}
        {inspected.kind === 'layout_unknown' && (
          <p className="bcs-problem" role="status">
            {inspected.message}
          </p>
        )}
      </div>
      <div className="bcs-result-hex">
        <h3>Bytes ({bytes.length.toLocaleString('en-US')})</h3>
        <AnnotatedHex bytes={bytes} bytesPerRow={bytesPerRow} marked={marked} selected={selectedByte} onSelect={chooseByte} error={errorOffset} />
        <p className="bcs-selection muted" role="status" aria-live="polite" data-testid="bcs-selection">
          {selectedByte !== undefined && selectedPath === undefined && inspected.kind === 'decoded' && `Byte ${selectedByte} belongs to no value.`}
          {selected !== undefined &&
            `${selectedByte !== undefined ? `Byte ${selectedByte} belongs to ` : ''}${pathText(selected.path)} (${typeText(selected.type)}), bytes ${selected.start}–${Math.max(selected.start, selected.end - 1)}.`}
        </p>
      </div>
    </div>
  );
}
