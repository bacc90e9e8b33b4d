import { tryParse } from '../../core/move/errors';
import { formatHexBytes, parseHexBytes } from '../../core/move/hex';
import { fail, ok, type Result } from '../../core/result';
import type { BytesFormat } from '../../core/move/value-text';
import type { EncodeTypedKey } from './use-typed-key-encoder';
import { paramValue } from '../../core/search/explorer-location';

/**
 * The table page's own search parameters. `key` is what is sent; `key_type` + `key_value`
 * (+ `key_format=utf8` for a vector<u8> typed as text) say how it was built, so a shared link
 * shows the typed key again; `value_type` decodes the result.
 */
export interface TableItemParams {
  keyHex: string | undefined;
  keyType: string | undefined;
  keyValue: string | undefined;
  keyFormat: BytesFormat;
  valueType: string | undefined;
}

const PARAM_NAMES = ['key', 'key_type', 'key_value', 'key_format', 'value_type'] as const;

export function readTableItemParams(search: URLSearchParams): TableItemParams {
  return {
    keyHex: paramValue(search, 'key'),
    keyType: paramValue(search, 'key_type'),
    keyValue: search.get('key_value') ?? undefined, // an empty String is a real key
    keyFormat: search.get('key_format') === 'utf8' ? 'utf8' : 'hex',
    valueType: paramValue(search, 'value_type'),
  };
}

/**
 * The search string for new table parameters, keeping every other parameter (`node`,
 * `ledger_version`) as it was.
 */
export function writeTableItemParams(current: URLSearchParams, next: TableItemParams): URLSearchParams {
  const search = new URLSearchParams();
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined) search.set(name, value);
  };
  set('key', next.keyHex);
  set('key_type', next.keyType);
  if (next.keyType !== undefined) set('key_value', next.keyValue);
  if (next.keyType !== undefined && next.keyFormat === 'utf8') set('key_format', 'utf8');
  set('value_type', next.valueType);
  for (const [name, value] of current) {
    if (!(PARAM_NAMES as readonly string[]).includes(name)) search.append(name, value);
  }
  return search;
}

/** The `key` parameter as normalised hex, or the reason it is not hex bytes. */
export function normalizeKeyHex(text: string): Result<string> {
  return tryParse(() => formatHexBytes(parseHexBytes(text.trim())));
}

/** What a link's key parameters give: a key (hex), the reason they give none, or the need of the encoder (a third state, not a failure). */
export type LinkKey = Result<string> | { ok: 'needs-encoder' };

/**
 * The key a link asks for: `key` when present (it is what is sent, and needs no encoder); otherwise
 * the bytes of `key_type` + `key_value`, so a hand-written link such as `?key_type=u64&key_value=42`
 * looks the item up too, once `encode` is there; undefined when the link names no key.
 */
export function keyFromParams(params: TableItemParams, encode: EncodeTypedKey | undefined): LinkKey | undefined {
  if (params.keyHex !== undefined) {
    const key = normalizeKeyHex(params.keyHex);
    return key.ok ? key : fail(`key is not hex bytes: ${key.message}`);
  }
  if (params.keyType === undefined || params.keyValue === undefined) return undefined;
  if (encode === undefined) return { ok: 'needs-encoder' };
  const typed = encode(params.keyType, params.keyValue, params.keyFormat);
  return typed.ok ? ok(formatHexBytes(typed.value.bytes)) : fail(`key_type and key_value give no key: ${typed.message}`);
}

/** A link's key needs the encoder only when it carries key_type + key_value without `key`. */
export function linkNeedsEncoder(params: TableItemParams): boolean {
  return params.keyHex === undefined && params.keyType !== undefined && params.keyValue !== undefined;
}
