import type { TableEntry } from '../../core/api/table-entry';

/** One key's change between two versions: its newest write at or below each. */
export type TableChange =
  | { kind: 'added'; before: TableEntry | undefined; after: TableEntry }
  | { kind: 'removed'; before: TableEntry; after: TableEntry }
  | { kind: 'changed'; before: TableEntry; after: TableEntry };

/**
 * What a key written between two versions became: added (absent or deleted before, live after), removed
 * (live before, deleted after), changed (live both times, another value), or null (deleted both times, or
 * written back to the same value). A value the indexer did not decode is compared as changed: it was written.
 */
export function classifyChange(before: TableEntry | undefined, after: TableEntry): TableChange | null {
  const wasLive = before !== undefined && !before.deleted;
  if (!wasLive) return after.deleted ? null : { kind: 'added', before, after };
  if (after.deleted) return { kind: 'removed', before, after };
  const undecoded = before.decodedValue === null || after.decodedValue === null;
  if (!undecoded && JSON.stringify(before.decodedValue) === JSON.stringify(after.decodedValue)) return null;
  return { kind: 'changed', before, after };
}
