import type { TableEntry } from '../../core/api/table-entry';
import { decodeMoveValue } from '../../core/move/bcs-reader';
import { parseHexBytes } from '../../core/move/hex';
import type { JsonValue } from '../../core/move/json';
import { parseTypeTag } from '../../core/move/type-tag';
import { withExplorerParams, type ExplorerParams } from '../../core/search/explorer-location';

/** A key or value as the list shows it: its text, or why it cannot be shown (the bytes stay in the row). */
export type Shown = { ok: true; text: string } | { ok: false; message: string };

/** JSON as one line, a string as itself: u64..u256 are strings in Move JSON, so nothing is rounded. */
export function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The key read as `keyType` from its own bytes when a type is known (the field's, or the table's
 * metadata), so a key of the wrong type is said and never shown as another; else as the indexer decoded it.
 */
export function keyShown(entry: TableEntry, keyType: string | undefined): Shown {
  if (keyType === undefined) return { ok: true, text: jsonText(entry.decodedKey) };
  try {
    return { ok: true, text: jsonText(decodeMoveValue(parseHexBytes(entry.keyHex), parseTypeTag(keyType)).value) };
  } catch (error) {
    return { ok: false, message: `the key's bytes are not a ${keyType}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The key as the key builder's value box takes it: a string as itself, anything else as JSON. */
export function keyValueText(entry: TableEntry, keyType: string | undefined): string | undefined {
  const shown = keyShown(entry, keyType);
  return shown.ok ? shown.text : undefined;
}

/** The value as the indexer decoded it; null when the indexer could not (its type's layout unknown to it). */
export function valueJson(entry: TableEntry): JsonValue | null {
  return entry.decodedValue === null || entry.decodedValue === undefined ? null : (entry.decodedValue as JsonValue);
}

export interface EntryLinkTypes {
  keyType: string | undefined;
  valueType: string | undefined;
}

/**
 * The table item page of this entry at `version` (the version on screen): its key sent as hex, and, when
 * the key type is known, the key builder filled with type and value; `compare` opens its diff from there.
 */
export function entryHref(handle: string, entry: TableEntry, types: EntryLinkTypes, params: ExplorerParams, compare?: bigint): string {
  const extra: [string, string][] = [['key', entry.keyHex]];
  const keyValue = types.keyType === undefined ? undefined : keyValueText(entry, types.keyType);
  if (types.keyType !== undefined && keyValue !== undefined) extra.push(['key_type', types.keyType], ['key_value', keyValue]);
  if (types.valueType !== undefined) extra.push(['value_type', types.valueType]);
  if (compare !== undefined) extra.push(['compare', compare.toString()]);
  return withExplorerParams(`/tables/${handle}/raw_item`, params, extra);
}
