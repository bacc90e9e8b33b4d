import { useEffect, useId, useMemo } from 'react';
import { keyValueHint, type KeyValueKind } from '../../core/move/value-text';
import type { TableItemParams } from './table-params';
import { typeSuggestions } from './key-type-suggestions';
import { useKeyBytes, useKeyFields, useSubmitWhenEncoded, type KeyFields } from './use-key-draft';

/** The key as typed so far: its bytes, not valid yet, or waiting for the encoder to load. */
export type KeyDraft = { keyHex: string } | 'invalid' | 'pending';

interface KeyBuilderProps {
  initial: TableItemParams;
  onSubmit: (next: TableItemParams) => void;
  /** Told of every change of the typed key, so the page can tell when its result is for another key. */
  onDraftChange?: (draft: KeyDraft) => void;
}

/** Move types and hex: no spelling marks, no autofill. */
const CODE_INPUT = { className: 'mono', spellCheck: false, autoComplete: 'off' } as const;

/**
 * The key, either as hex or as a Move value of a key type; its BCS bytes are shown live,
 * computed by the core's encoder as the user types.
 */
export function KeyBuilder({ initial, onSubmit, onDraftChange }: KeyBuilderProps) {
  const id = useId();
  const [fields, set] = useKeyFields(initial);
  const { mode, keyValue, keyHex, valueType } = fields;
  const suggestions = useMemo(typeSuggestions, []);
  const { kind, typed, bytesHex, byteCount, problem, params, encoding } = useKeyBytes(fields, initial);
  useEffect(
    () => onDraftChange?.(bytesHex !== null ? { keyHex: bytesHex } : problem !== null ? 'invalid' : 'pending'),
    [bytesHex, problem, onDraftChange],
  );
  const { submitted, submit } = useSubmitWhenEncoded(encoding, params, onSubmit);
  const invalidValue = typed !== null && !typed.ok && typed.field === 'value' && (submitted || keyValue !== '');

  return (
    <form
      className="key-builder form-panel"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label="Table key"
    >
      <fieldset className="key-builder-mode">
        <legend>Key</legend>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'typed'} onChange={() => set({ mode: 'typed' })} /> Typed value
        </label>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'hex'} onChange={() => set({ mode: 'hex' })} /> BCS hex
        </label>
      </fieldset>
      <KeyInputs fields={fields} set={set} typesList={`${id}-types`} kind={kind} invalidValue={invalidValue} />
      <div className="key-builder-fields form-fields">
        <label className="key-builder-value">
          Value type (optional, decodes the item)
          <input
            {...CODE_INPUT}
            value={valueType}
            list={`${id}-types`}
            onChange={(event) => set({ valueType: event.target.value })}
            placeholder="0x1::string::String"
          />
        </label>
        <button type="submit" className="primary">
          Look up
        </button>
      </div>
      <datalist id={`${id}-types`}>
        {suggestions.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <p className="key-builder-bytes" aria-live="polite">
        {bytesHex !== null ? (
          <>
            <span className="muted">
              Key bytes ({byteCount} {byteCount === 1 ? 'byte' : 'bytes'}):
            </span>{' '}
            <output className="mono" data-testid="key-bytes">
              {bytesHex}
            </output>
          </>
        ) : (
          <span className={submitted || (mode === 'typed' ? keyValue !== '' : keyHex !== '') ? 'error-text' : 'muted'}>{problem}</span>
        )}
      </p>
    </form>
  );
}

interface KeyInputsProps {
  fields: KeyFields;
  set: (change: Partial<KeyFields>) => void;
  /** The datalist of type suggestions. */
  typesList: string;
  kind: KeyValueKind | null;
  invalidValue: boolean;
}

/** The key's own inputs: a key type and its value, or the BCS hex. */
function KeyInputs({ fields, set, typesList, kind, invalidValue }: KeyInputsProps) {
  const { mode, keyType, keyValue, format, keyHex } = fields;
  return mode === 'typed' ? (
    <div className="key-builder-fields form-fields">
      <label>
        Key type
        <input
          {...CODE_INPUT}
          value={keyType}
          list={typesList}
          onChange={(event) => set({ keyType: event.target.value })}
          placeholder="u64"
        />
      </label>
      <label className="key-builder-value">
        Key value
        <input
          {...CODE_INPUT}
          value={keyValue}
          onChange={(event) => set({ keyValue: event.target.value })}
          placeholder={kind ? keyValueHint(kind, format) : ''}
          aria-invalid={invalidValue}
        />
      </label>
      {kind === 'bytes' && (
        <label>
          Bytes typed as
          <select value={format} onChange={(event) => set({ format: event.target.value === 'utf8' ? 'utf8' : 'hex' })}>
            <option value="hex">hex</option>
            <option value="utf8">UTF-8 text</option>
          </select>
        </label>
      )}
    </div>
  ) : (
    <div className="key-builder-fields form-fields">
      <label className="key-builder-value">
        Key (BCS hex)
        <input {...CODE_INPUT} value={keyHex} onChange={(event) => set({ keyHex: event.target.value })} placeholder="0x0500000000000000" />
      </label>
    </div>
  );
}
