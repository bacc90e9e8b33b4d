import { useMemo } from 'react';
import { CopyButton } from '../../components/copy-button';
import { MoveValueError, encodeMoveValue } from '../../core/move/bcs-writer';
import { formatHexBytes } from '../../core/move/hex';
import type { JsonValue } from '../../core/move/json';
import type { ShapeSource } from '../../core/move/type-shape';
import type { TypeTag } from '../../core/move/type-tag';
import { fail, ok, type Result } from '../../core/result';
import { errorMessage } from '../../core/error-message';

interface EncodePanelProps {
  /** the `json` parameter (the input's initial text) */
  json: string;
  onJsonChange: (text: string) => void;
  tag: TypeTag | undefined;
  /** undefined: the registry alone; null: still loading */
  layouts: ShapeSource | undefined | null;
  onInspect: (hex: string) => void;
  /** bumped when the page rewrites the URL itself, to reset the uncontrolled input */
  generation: number;
}

function encode(json: string, tag: TypeTag | undefined, layouts: ShapeSource | undefined | null): Result<string> | undefined {
  if (json.trim() === '' || tag === undefined || layouts === null) return undefined;
  let value: JsonValue;
  try {
    value = JSON.parse(json) as JsonValue;
  } catch (error) {
    return fail(`Not JSON: ${errorMessage(error)}`);
  }
  try {
    // JSON.parse gives JSON values only; write integers above 2^53 as strings, as the API does
    return ok(formatHexBytes(encodeMoveValue(value, tag, layouts)));
  } catch (error) {
    if (error instanceof MoveValueError || error instanceof RangeError) return fail(error.message);
    throw error;
  }
}

/** The other direction: a JSON value of the type → its BCS bytes, which can then be inspected. */
export function EncodePanel({ json, onJsonChange, tag, layouts, onInspect, generation }: EncodePanelProps) {
  const encoded = useMemo(() => encode(json, tag, layouts), [json, tag, layouts]);
  return (
    <section className="bcs-section" aria-labelledby="bcs-encode-title">
      <h2 id="bcs-encode-title">Encode JSON → BCS</h2>
      <label className="bcs-field-label" htmlFor="bcs-json">
        JSON value
      </label>
      <textarea
        key={generation}
        id="bcs-json"
        className="bcs-input mono"
        rows={3}
        spellCheck={false}
        defaultValue={json}
        placeholder='{"id": "7", "label": "seven"}'
        onChange={(event) => onJsonChange(event.target.value)}
      />
      {tag === undefined && json.trim() !== '' && <p className="muted">Give a valid type above to encode.</p>}
      {layouts === null && json.trim() !== '' && <p className="muted">Reading layouts…</p>}
      {encoded?.ok === false && (
        <p className="bcs-problem" role="alert">
          {encoded.message}
        </p>
      )}
      {encoded?.ok === true && (
        <div className="bcs-encoded">
          <output className="mono" data-testid="encoded-hex" htmlFor="bcs-json bcs-type">
            {encoded.value}
          </output>
          <div className="bcs-encoded-actions">
            <CopyButton label="Copy encoded hex" text={encoded.value}>
              Copy
            </CopyButton>
            <button type="button" onClick={() => onInspect(encoded.value)}>
              Inspect these bytes
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
