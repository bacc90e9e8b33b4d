import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { formatHexBytes } from '../../core/move/hex';
import { keyValueKind, parseKeyType, type BytesFormat } from '../../core/move/value-text';
import { normalizeKeyHex, type TableItemParams } from './table-params';
import { useTypedKeyEncoder } from './use-typed-key-encoder';

// The key builder's state, by concern: what the user typed (one reducer), the key's bytes from it,
// and Enter pressed while the encoder loads.

export type KeyMode = 'typed' | 'hex';

/** The builder's inputs, as typed. */
export interface KeyFields {
  mode: KeyMode;
  keyType: string;
  keyValue: string;
  format: BytesFormat;
  keyHex: string;
  valueType: string;
}

const fieldsOf = (initial: TableItemParams): KeyFields => ({
  mode: initial.keyType !== undefined || initial.keyHex === undefined ? 'typed' : 'hex',
  keyType: initial.keyType ?? '',
  keyValue: initial.keyValue ?? '',
  format: initial.keyFormat,
  keyHex: initial.keyHex ?? '',
  valueType: initial.valueType ?? '',
});

/** The inputs and one setter for any of them. */
export function useKeyFields(initial: TableItemParams) {
  return useReducer((fields: KeyFields, change: Partial<KeyFields>) => ({ ...fields, ...change }), initial, fieldsOf);
}

/** The key's bytes from the inputs (null while there are none), why there are none, and the params to submit. */
export function useKeyBytes(fields: KeyFields, initial: TableItemParams) {
  const { mode, keyType, keyValue, format, keyHex, valueType } = fields;
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
  const typing = mode === 'typed' && linkKey === null;
  const encoder = useTypedKeyEncoder(typing && parsedType.ok);
  const typed = useMemo(
    () => (typing && encoder.status === 'ready' ? encoder.encode(keyType, keyValue, format) : null),
    [typing, encoder, keyType, keyValue, format],
  );
  const hex = useMemo(
    () => (mode === 'hex' ? normalizeKeyHex(keyHex) : linkKey !== null ? normalizeKeyHex(linkKey) : null),
    [mode, keyHex, linkKey],
  );
  const bytesHex = typed?.ok ? formatHexBytes(typed.value.bytes) : hex?.ok ? hex.value : null;
  const byteCount = typed?.ok ? typed.value.bytes.length : hex?.ok ? (hex.value.length - 2) / 2 : 0;
  const typeProblem = typing && !parsedType.ok ? parsedType.message : null;
  const encoderProblem = typing && encoder.status === 'failed' ? encoder.message : null;
  const problem = typeProblem ?? encoderProblem ?? (typed && !typed.ok ? typed.message : hex && !hex.ok ? hex.message : null);

  const params = useCallback((): TableItemParams | null => {
    if (bytesHex === null) return null;
    const trimmedValueType = valueType.trim() === '' ? undefined : valueType.trim();
    if (typed?.ok) {
      const keyFormat = kind === 'bytes' ? format : 'hex';
      return { keyHex: bytesHex, keyType: typed.value.type, keyValue, keyFormat, valueType: trimmedValueType };
    }
    if (linkKey !== null) return { keyHex: bytesHex, keyType, keyValue, keyFormat: format, valueType: trimmedValueType };
    return { keyHex: bytesHex, keyType: undefined, keyValue: undefined, keyFormat: 'hex', valueType: trimmedValueType };
  }, [bytesHex, valueType, typed, keyValue, kind, format, linkKey, keyType]);
  return {
    kind,
    typed,
    bytesHex,
    byteCount,
    problem,
    params,
    /** The encoder loads: Enter waits for it. */
    encoding: typing && parsedType.ok && encoder.status === 'loading',
  };
}

/** Submits `params` now, or once the encoder has loaded; `submitted` once the user tried. */
export function useSubmitWhenEncoded(encoding: boolean, params: () => TableItemParams | null, onSubmit: (next: TableItemParams) => void) {
  const [submitted, setSubmitted] = useState(false);
  const [sendWhenEncoded, setSendWhenEncoded] = useState(false);
  const send = useCallback(() => {
    const next = params();
    if (next !== null) onSubmit(next);
  }, [params, onSubmit]);
  useEffect(() => {
    if (!sendWhenEncoded || encoding) return;
    setSendWhenEncoded(false);
    send();
  }, [sendWhenEncoded, encoding, send]);
  const submit = () => {
    setSubmitted(true);
    if (encoding) setSendWhenEncoded(true);
    else send();
  };
  return { submitted, submit };
}
