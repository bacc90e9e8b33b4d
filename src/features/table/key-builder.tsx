import { type FormEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { formatHexBytes } from '../../core/move/hex';
import { normalizeKeyHex, type TableItemParams } from './table-params';
import { typeSuggestions } from './key-type-suggestions';
import { keyValueHint, keyValueKind, parseKeyType, type BytesFormat } from '../../core/move/value-text';
import { useTypedKeyEncoder } from './use-typed-key-encoder';

/** The key as typed so far: its bytes, not valid yet, or waiting for the encoder to load. */
export type KeyDraft = { keyHex: string } | 'invalid' | 'pending';

interface KeyBuilderProps {
  initial: TableItemParams;
  onSubmit: (next: TableItemParams) => void;
  /** Told of every change of the typed key, so the page can tell when its result is for another key. */
  onDraftChange?: (draft: KeyDraft) => void;
}

type KeyMode = 'typed' | 'hex';

/** Move types and hex: no spelling marks, no autofill. */
const CODE_INPUT = { className: 'mono', spellCheck: false, autoComplete: 'off' } as const;

/**
 * The key, either as hex or as a Move value of a key type; its BCS bytes are shown live,
 * computed by the core's encoder as the user types.
 */
export function KeyBuilder({ initial, onSubmit, onDraftChange }: KeyBuilderProps) {
  const id = useId();
  const [mode, setMode] = useState<KeyMode>(initial.keyType !== undefined || initial.keyHex === undefined ? 'typed' : 'hex');
  const [keyType, setKeyType] = useState(initial.keyType ?? '');
  const [keyValue, setKeyValue] = useState(initial.keyValue ?? '');
  const [format, setFormat] = useState<BytesFormat>(initial.keyFormat);
  const [keyHex, setKeyHex] = useState(initial.keyHex ?? '');
  const [valueType, setValueType] = useState(initial.valueType ?? '');
  const [submitted, setSubmitted] = useState(false);
  // Enter pressed while the typed-key encoder loads: the key is sent once it can be encoded
  const [sendWhenEncoded, setSendWhenEncoded] = useState(false);
  const suggestions = useMemo(typeSuggestions, []);

  const parsedType = parseKeyType(keyType);
  const kind = parsedType.ok ? keyValueKind(parsedType.value) : null;
  // A link's typed key as it came (links the app builds carry its bytes in `key`): shown from `key`,
  // so the encoder (and the BCS writer) loads only once the user changes the typed key.
  const linkKey =
    mode === 'typed' &&
    initial.keyHex !== undefined &&
    initial.keyType !== undefined &&
    keyType === initial.keyType &&
    keyValue === (initial.keyValue ?? '') &&
    format === initial.keyFormat
      ? initial.keyHex
      : null;
  const encoder = useTypedKeyEncoder(mode === 'typed' && linkKey === null && parsedType.ok);
  const typed = useMemo(
    () => (mode === 'typed' && linkKey === null && encoder.status === 'ready' ? encoder.encode(keyType, keyValue, format) : null),
    [mode, linkKey, encoder, keyType, keyValue, format],
  );
  const hex = useMemo(
    () => (mode === 'hex' ? normalizeKeyHex(keyHex) : linkKey !== null ? normalizeKeyHex(linkKey) : null),
    [mode, keyHex, linkKey],
  );
  const bytesHex = typed?.ok ? formatHexBytes(typed.value.bytes) : hex?.ok ? hex.value : null;
  const byteCount = typed?.ok ? typed.value.bytes.length : hex?.ok ? (hex.value.length - 2) / 2 : 0;
  const typeProblem = mode === 'typed' && linkKey === null && !parsedType.ok ? parsedType.message : null;
  const encoderProblem = mode === 'typed' && linkKey === null && encoder.status === 'failed' ? encoder.message : null;
  const problem = typeProblem ?? encoderProblem ?? (typed && !typed.ok ? typed.message : hex && !hex.ok ? hex.message : null);
  useEffect(
    () => onDraftChange?.(bytesHex !== null ? { keyHex: bytesHex } : problem !== null ? 'invalid' : 'pending'),
    [bytesHex, problem, onDraftChange],
  );

  const send = useCallback(() => {
    if (bytesHex === null) return;
    const trimmedValueType = valueType.trim() === '' ? undefined : valueType.trim();
    if (typed?.ok) {
      onSubmit({
        keyHex: bytesHex,
        keyType: typed.value.type,
        keyValue,
        keyFormat: kind === 'bytes' ? format : 'hex',
        valueType: trimmedValueType,
      });
    } else if (linkKey !== null) {
      onSubmit({ keyHex: bytesHex, keyType, keyValue, keyFormat: format, valueType: trimmedValueType });
    } else {
      onSubmit({ keyHex: bytesHex, keyType: undefined, keyValue: undefined, keyFormat: 'hex', valueType: trimmedValueType });
    }
  }, [bytesHex, valueType, typed, onSubmit, keyValue, kind, format, linkKey, keyType]);
  const encoding = mode === 'typed' && linkKey === null && parsedType.ok && encoder.status === 'loading';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (encoding) setSendWhenEncoded(true);
    else send();
  };
  useEffect(() => {
    if (!sendWhenEncoded || encoding) return;
    setSendWhenEncoded(false);
    send();
  }, [sendWhenEncoded, encoding, send]);

  return (
    <form className="key-builder" onSubmit={submit} aria-label="Table key">
      <fieldset className="key-builder-mode">
        <legend>Key</legend>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'typed'} onChange={() => setMode('typed')} /> Typed value
        </label>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'hex'} onChange={() => setMode('hex')} /> BCS hex
        </label>
      </fieldset>
      {mode === 'typed' ? (
        <div className="key-builder-fields">
          <label>
            Key type
            <input
              {...CODE_INPUT}
              value={keyType}
              list={`${id}-types`}
              onChange={(event) => setKeyType(event.target.value)}
              placeholder="u64"
            />
          </label>
          <label className="key-builder-value">
            Key value
            <input
              {...CODE_INPUT}
              value={keyValue}
              onChange={(event) => setKeyValue(event.target.value)}
              placeholder={kind ? keyValueHint(kind, format) : ''}
              aria-invalid={typed !== null && !typed.ok && typed.field === 'value' && (submitted || keyValue !== '')}
            />
          </label>
          {kind === 'bytes' && (
            <label>
              Bytes typed as
              <select value={format} onChange={(event) => setFormat(event.target.value === 'utf8' ? 'utf8' : 'hex')}>
                <option value="hex">hex</option>
                <option value="utf8">UTF-8 text</option>
              </select>
            </label>
          )}
        </div>
      ) : (
        <div className="key-builder-fields">
          <label className="key-builder-value">
            Key (BCS hex)
            <input {...CODE_INPUT} value={keyHex} onChange={(event) => setKeyHex(event.target.value)} placeholder="0x0500000000000000" />
          </label>
        </div>
      )}
      <div className="key-builder-fields">
        <label className="key-builder-value">
          Value type (optional, decodes the item)
          <input
            {...CODE_INPUT}
            value={valueType}
            list={`${id}-types`}
            onChange={(event) => setValueType(event.target.value)}
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
