import { samePath } from '../../core/move/byte-fields';
import type { ValueAnnotation } from '../../core/move/bcs-reader';
import type { JsonValue } from '../../core/move/json';
import { formatTypeTag } from '../../core/move/type-tag';

type Path = (string | number)[];

interface FieldTreeProps {
  value: JsonValue;
  annotations: readonly ValueAnnotation[];
  /** the field whose bytes are chosen (clicked here, or owning the clicked byte) */
  selected: Path | undefined;
  onSelect: (path: Path) => void;
  /** hover or focus: show this field's bytes (undefined: back to the selection) */
  onPreview: (path: Path | undefined) => void;
}

// More rows would be unusable anyway; the hex dump still maps every byte.
const MAX_ROWS = 2000;

function valueAt(value: JsonValue, path: Path): JsonValue | undefined {
  let current: JsonValue | undefined = value;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Array.isArray(current) ? current[Number(segment)] : current[String(segment)];
  }
  return current;
}

function preview(value: JsonValue | undefined): string {
  if (Array.isArray(value)) return `[${value.length}]`;
  if (typeof value === 'object' && value !== null) return typeof value.__variant__ === 'string' ? value.__variant__ : '{…}';
  return JSON.stringify(value) ?? '';
}

function label(path: Path): string {
  const last = path[path.length - 1];
  if (last === undefined) return 'value';
  return typeof last === 'number' ? `[${last}]` : last;
}

const byteText = (annotation: ValueAnnotation) =>
  annotation.end === annotation.start ? 'no bytes' : annotation.end - annotation.start === 1 ? `byte ${annotation.start}` : `bytes ${annotation.start}–${annotation.end - 1}`;

/** The decoded value as a tree of fields (one row per value the reader read), each with its byte range. */
export function FieldTree({ value, annotations, selected, onSelect, onPreview }: FieldTreeProps) {
  const shown = annotations.slice(0, MAX_ROWS);
  return (
    <div className="bcs-tree" onMouseLeave={() => onPreview(undefined)}>
      <ul aria-label="Decoded fields">
        {shown.map((annotation) => {
          const isSelected = selected !== undefined && samePath(selected, annotation.path);
          const path = annotation.path;
          return (
            <li key={path.join('\u0000')} style={{ paddingInlineStart: `${path.length * 1.1}rem` }}>
              <button
                type="button"
                className={isSelected ? 'bcs-field bcs-field-selected' : 'bcs-field'}
                aria-pressed={isSelected}
                data-path={path.join('.')}
                onClick={() => onSelect(path)}
                onMouseEnter={() => onPreview(path)}
                onFocus={() => onPreview(path)}
                onBlur={() => onPreview(undefined)}
              >
                <span className="bcs-field-name">{label(path)}</span> <span className="bcs-field-value">{preview(valueAt(value, path))}</span>{' '}
                <span className="bcs-field-type muted">{formatTypeTag(annotation.type)}</span> <span className="bcs-field-bytes muted">{byteText(annotation)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {annotations.length > MAX_ROWS && <p className="muted">First {MAX_ROWS.toLocaleString('en-US')} of {annotations.length.toLocaleString('en-US')} values shown.</p>}
    </div>
  );
}
