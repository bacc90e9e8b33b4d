import type { TableEntry } from '../../core/api/table-entry';
import type { JsonValue } from '../../core/move/json';
import { explorerPath, withExplorerParams, type ExplorerParams } from '../../core/search/explorer-location';

/** A key or value as the list shows it: its text, or why it cannot be shown (the bytes stay in the row). */
export type Shown = { ok: true; text: string } | { ok: false; message: string };

/** JSON as one line, a string as itself: u64..u256 are strings in Move JSON, so nothing is rounded. */
export function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Reads a key by the link's key type (key-decode.ts, loaded when the link names one). */
export type KeyDecoder = (entry: TableEntry) => Shown;

/** The key by the link's type when there is one (a key of another type is said, never shown as another), else as the indexer decoded it. */
export function keyShown(entry: TableEntry, decode: KeyDecoder | undefined): Shown {
  return decode === undefined ? { ok: true, text: jsonText(entry.decodedKey) } : decode(entry);
}

/** The key as the key builder's value box takes it: a string as itself, anything else as JSON. */
export function keyValueText(entry: TableEntry, decode: KeyDecoder | undefined): string | undefined {
  const shown = keyShown(entry, decode);
  return shown.ok ? shown.text : undefined;
}

/** The value as the indexer decoded it; null when the indexer could not (its type's layout unknown to it). */
export function valueJson(entry: TableEntry): JsonValue | null {
  return entry.decodedValue === null || entry.decodedValue === undefined ? null : (entry.decodedValue as JsonValue);
}

export interface EntryLinkTypes {
  keyType: string | undefined;
  valueType: string | undefined;
  /** The key read by the link's type, when the link names one. */
  decode?: KeyDecoder | undefined;
}

/**
 * The table item page of this entry at `version` (the version on screen): its key sent as hex, and, when
 * the key type is known, the key builder filled with type and value; `compare` opens its diff from there.
 */
export function entryHref(handle: string, entry: TableEntry, types: EntryLinkTypes, params: ExplorerParams, compare?: bigint): string {
  const extra: [string, string][] = [['key', entry.keyHex]];
  const keyValue = types.keyType === undefined ? undefined : keyValueText(entry, types.decode);
  if (types.keyType !== undefined && keyValue !== undefined) extra.push(['key_type', types.keyType], ['key_value', keyValue]);
  if (types.valueType !== undefined) extra.push(['value_type', types.valueType]);
  if (compare !== undefined) extra.push(['compare', compare.toString()]);
  return withExplorerParams(explorerPath({ kind: 'table', handle }), params, extra);
}
