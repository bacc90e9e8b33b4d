import type { TableEntry } from '../../core/api/table-entry';
import { TABLE_PAGE, type TableFilter, type TablePage, type TableSort } from '../../core/api/table-reads';
import { jsonText } from './entry-text';

// Entries found without the indexer (a scan of a range of transactions' writes, table-scan.tsx): searched,
// sorted and paged here by the same rules the indexer applies to its rows, so they feed the same list and export.

/** The live entries that match, as the indexer's `_eq` / `_ilike` would match them (case ignored for prefix and text). */
export function filterEntries(entries: readonly TableEntry[], filter: TableFilter): TableEntry[] {
  const live = entries.filter((entry) => !entry.deleted);
  switch (filter.kind) {
    case 'all':
      return live;
    case 'key':
      return live.filter((entry) => jsonText(entry.decodedKey) === filter.text || entry.keyHex === filter.text.toLowerCase());
    case 'key_prefix': {
      const prefix = filter.text.toLowerCase();
      return live.filter((entry) => typeof entry.decodedKey === 'string' && entry.decodedKey.toLowerCase().startsWith(prefix));
    }
    case 'value_text': {
      const text = filter.text.toLowerCase();
      return live.filter((entry) => entry.decodedValue !== null && JSON.stringify(entry.decodedValue).toLowerCase().includes(text));
    }
  }
}

/** By the key's bytes (the indexer's `key` order), or newest change first. */
export function sortEntries(entries: readonly TableEntry[], sort: TableSort): TableEntry[] {
  const byKey = (a: TableEntry, b: TableEntry) => (a.keyHex < b.keyHex ? -1 : a.keyHex > b.keyHex ? 1 : 0);
  return [...entries].sort(
    sort === 'key' ? byKey : (a, b) => (a.lastVersion === b.lastVersion ? byKey(a, b) : a.lastVersion > b.lastVersion ? -1 : 1),
  );
}

/** A page of an in-memory list, as tablePage answers one. */
export function pageOf(entries: readonly TableEntry[], offset: number): TablePage {
  const end = offset + TABLE_PAGE;
  return { entries: entries.slice(offset, end), next: end < entries.length ? end : null };
}
