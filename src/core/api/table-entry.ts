// One entry of a Move table as the table page lists, searches and exports it, whichever source found it:
// the indexer (`current_table_items` / `table_items`) or a scan of a range of transactions' writes.

/** Where a table's entries came from, so that the page never shows a partial list as complete. */
export type TableEntrySource =
  | { readonly kind: 'indexer'; readonly indexedVersion: bigint }
  | { readonly kind: 'scan'; readonly fromVersion: bigint; readonly toVersion: bigint };

export interface TableEntry {
  /** The key's BCS bytes, 0x-prefixed lower-case hex (the indexer's `key` column). */
  readonly keyHex: string;
  /** The key as JSON, as the node renders a value of the key type (u64 as a decimal string). */
  readonly decodedKey: unknown;
  /** The value as JSON; null when the newest write at the version asked deleted the key. */
  readonly decodedValue: unknown;
  /**
   * The value's BCS bytes, 0x-prefixed hex, when the source has them (a scan reads each write's bytes; null
   * for a delete); absent from the indexer's rows. A scan whose node sent no decoded `data` and whose types
   * are unknown leaves `decodedKey`/`decodedValue` undefined: these bytes and `keyHex` are then all it has.
   */
  readonly valueHex?: string | null;
  /** The version of the newest write to this key at or below the version asked. */
  readonly lastVersion: bigint;
  readonly deleted: boolean;
}
