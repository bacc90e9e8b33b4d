// What the table page asks the indexer about one Move table (the Aptos indexer's current_table_items,
// table_items and table_metadatas): its types, its entries at latest or at a version, a page at a time,
// found by key or by value text. Rows are checked against these shapes, so a wrong type is a clear error.
import { longAddress, parseAddress } from '../move/address';
import { checkedRows, IndexerError, queryIndexer, type IndexerRead } from './indexer-client';
import type { TableEntry } from './table-entry';
import { array, boolean, digits, matching, object, string, type Reader } from './wire-shape';

const hex = matching(/^0x[0-9a-f]*$/, 'not lowercase hex');
/** A decoded column: any JSON, read as the table's types say later. */
const decoded: Reader<unknown> = (value) => value;

/** Rows per page: the indexer's own bound on a list (docs/api.md#the-indexer). */
export const TABLE_PAGE = 100;

export interface TableTypes {
  keyType: string;
  valueType: string;
}

/** The key and value types the indexer records for a table, or null when it records none. */
export async function tableMetadata(request: IndexerRead & { handle: string }): Promise<TableTypes | null> {
  const data = await queryIndexer({
    ...request,
    query: `query($h: String) { table_metadatas(where: {handle: {_eq: $h}}, limit: 1) { key_type value_type } }`,
    variables: { h: longAddress(parseAddress(request.handle)) },
  });
  const rows = checkedRows(
    object({ table_metadatas: array(object({ key_type: string, value_type: string })) }),
    data,
    'table types',
  ).table_metadatas;
  const row = rows[0];
  return row === undefined ? null : { keyType: row.key_type, valueType: row.value_type };
}

/** What the user looks for: a key (its BCS hex, or a prefix of a string or an address) or text in the value. */
export type TableFilter =
  | { kind: 'all' }
  /** exactly this key: its JSON text as the indexer decoded it (`42`, `alpha`, `0x…` long), or its BCS hex */
  | { kind: 'key'; text: string }
  /** keys that start with this, case ignored (a String key `al…`, a long address `0x00ab…`) */
  | { kind: 'key_prefix'; text: string }
  /** values whose JSON text holds this, case ignored */
  | { kind: 'value_text'; text: string };

export type TableSort = 'key' | 'last_change';

/** `%`, `_` and `\` taken literally in an `_ilike` pattern. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The `where` of a filter, beside the handle's and the version's. */
export function filterWhere(filter: TableFilter): Record<string, unknown> {
  switch (filter.kind) {
    case 'all':
      return {};
    case 'key': {
      const decoded = { decoded_key: { _eq: filter.text } };
      return /^0x[0-9a-fA-F]*$/.test(filter.text) ? { _or: [decoded, { key: { _eq: filter.text.toLowerCase() } }] } : decoded;
    }
    case 'key_prefix':
      // a key of a string, an address or an integer is a JSON string: its text starts with the quote
      return { decoded_key: { _cast: { String: { _ilike: `"${likeLiteral(filter.text)}%` } } } };
    case 'value_text':
      return { decoded_value: { _cast: { String: { _ilike: `%${likeLiteral(filter.text)}%` } } } };
  }
}

const written = { key: hex, decoded_key: decoded, decoded_value: decoded, is_deleted: boolean };
const currentRow = object({ ...written, last_transaction_version: digits });
export const historyRow = object({ ...written, transaction_version: digits });

/** The rows of a table_items read of each key's newest write (one row per key by `distinct_on`), in key order. */
export const WRITE_FIELDS = 'key decoded_key decoded_value is_deleted transaction_version';
export const NEWEST_PER_KEY = 'distinct_on: [key], order_by: [{key: asc}, {transaction_version: desc}, {write_set_change_index: desc}]';

/** The table's rows of `handle` (its long form, as the indexer stores it). */
const ofTable = (handle: string) => ({ table_handle: { _eq: longAddress(parseAddress(handle)) } });

/** Each key's newest write among the rows `where` selects: TABLE_PAGE of them from `offset`. */
async function newestWrites(request: IndexerRead, where: Record<string, unknown>, offset: number, what: string) {
  const data = await queryIndexer({
    ...request,
    query: `query($where: table_items_bool_exp, $limit: Int, $offset: Int) { table_items(where: $where, ${NEWEST_PER_KEY}, limit: $limit, offset: $offset) { ${WRITE_FIELDS} } }`,
    variables: { where, limit: TABLE_PAGE, offset },
  });
  return checkedRows(object({ table_items: array(historyRow) }), data, what).table_items;
}

export interface TablePage {
  /** The page's entries; at a version, keys deleted by then are left out. */
  entries: TableEntry[];
  /** The offset of the next page, or null at the end. */
  next: number | null;
}

/** A row as the shape every source shares (table-entry.ts). */
export function rowEntry(
  row: { key: string; decoded_key?: unknown; decoded_value?: unknown; is_deleted: boolean },
  version: string,
): TableEntry {
  return {
    keyHex: row.key,
    decodedKey: row.decoded_key ?? null,
    decodedValue: row.is_deleted ? null : (row.decoded_value ?? null),
    lastVersion: BigInt(version),
    deleted: row.is_deleted,
  };
}

export interface TablePageRequest extends IndexerRead {
  handle: string;
  /** undefined: the indexer's latest (current_table_items); else the table at this version (table_items). */
  at: bigint | undefined;
  filter: TableFilter;
  sort: TableSort;
  offset: number;
}

/**
 * One page of the table's live entries. At latest: current_table_items without the deleted keys. At a
 * version N: each key's newest write at or below N (table_items, one row per key by `distinct_on`), of
 * which the deletions are dropped here, so a page may hold fewer than TABLE_PAGE entries; `next` counts
 * the rows read. At a version the order is the key's (distinct_on orders by the key first).
 */
export async function tablePage(request: TablePageRequest): Promise<TablePage> {
  const where = { ...ofTable(request.handle), ...filterWhere(request.filter) };
  if (request.at === undefined) {
    const data = await queryIndexer({
      ...request,
      query: `query($where: current_table_items_bool_exp, $order: [current_table_items_order_by!], $limit: Int, $offset: Int) { current_table_items(where: $where, order_by: $order, limit: $limit, offset: $offset) { key decoded_key decoded_value is_deleted last_transaction_version } }`,
      variables: {
        where: { ...where, is_deleted: { _eq: false } },
        order: request.sort === 'key' ? [{ key: 'asc' }] : [{ last_transaction_version: 'desc' }, { key: 'asc' }],
        limit: TABLE_PAGE,
        offset: request.offset,
      },
    });
    const rows = checkedRows(object({ current_table_items: array(currentRow) }), data, 'table entries').current_table_items;
    return pageOf(request.offset, rows, (row) => row.last_transaction_version);
  }
  const at = { ...where, transaction_version: { _lte: request.at.toString() } };
  const page = pageOf(request.offset, await newestWrites(request, at, request.offset, 'table entries'), (row) => row.transaction_version);
  if (request.filter.kind === 'value_text') page.entries = await newestAtOnly({ ...request, at: request.at }, page.entries);
  return page;
}

/** A page of rows, its deletions dropped: more rows than a page is the indexer at fault. */
function pageOf<Row extends ReturnType<typeof currentRow> | ReturnType<typeof historyRow>>(
  offset: number,
  rows: Row[],
  versionOf: (row: Row) => string,
): TablePage {
  if (rows.length > TABLE_PAGE) throw new IndexerError('malformed', `the indexer sent ${rows.length} rows for a page of ${TABLE_PAGE}`);
  return {
    entries: rows.filter((row) => !row.is_deleted).map((row) => rowEntry(row, versionOf(row))),
    next: rows.length < TABLE_PAGE ? null : offset + rows.length,
  };
}

/**
 * A value search at a version picks each key's newest *matching* write: only a key whose newest write at
 * `at` is that one is in the result.
 */
export async function newestAtOnly(request: IndexerRead & { handle: string; at: bigint }, entries: TableEntry[]): Promise<TableEntry[]> {
  const newest = await tableEntriesAt({ ...request, keys: entries.map((entry) => entry.keyHex) });
  return entries.filter((entry) => {
    const now = newest.get(entry.keyHex);
    return now !== undefined && !now.deleted && now.lastVersion === entry.lastVersion;
  });
}

/**
 * The version of the oldest table write the indexer holds (any table), or null when it holds none. An
 * indexer started at a later version (its processors' `starting_version`) holds nothing before it, and
 * processor_status does not say so: at a version below this one it cannot list a table.
 */
export async function tableHistoryStart(request: IndexerRead): Promise<bigint | null> {
  const data = await queryIndexer({
    ...request,
    query: `query { table_items(order_by: [{transaction_version: asc}], limit: 1) { transaction_version } }`,
  });
  const rows = checkedRows(object({ table_items: array(object({ transaction_version: digits })) }), data, 'oldest table write').table_items;
  const first = rows[0];
  return first === undefined ? null : BigInt(first.transaction_version);
}

/** How many live entries the table (or the search) has at the indexer's latest. */
export async function tableCount(request: IndexerRead & { handle: string; filter: TableFilter }): Promise<number> {
  const data = await queryIndexer({
    ...request,
    query: `query($where: current_table_items_bool_exp) { current_table_items_aggregate(where: $where) { aggregate { count } } }`,
    variables: {
      where: { ...ofTable(request.handle), is_deleted: { _eq: false }, ...filterWhere(request.filter) },
    },
  });
  const parsed = checkedRows(
    object({ current_table_items_aggregate: object({ aggregate: object({ count: digits }) }) }),
    data,
    'entry count',
  );
  return Number(parsed.current_table_items_aggregate.aggregate.count);
}

/** The writes to a table in versions (from, to], oldest first: a page of what changed between two versions. */
export async function tableWrites(
  request: IndexerRead & { handle: string; from: bigint; to: bigint; offset: number },
): Promise<{ rows: TableEntry[]; next: number | null }> {
  const versions = { _gt: request.from.toString(), _lte: request.to.toString() };
  const rows = await newestWrites(request, { ...ofTable(request.handle), transaction_version: versions }, request.offset, 'table writes');
  return {
    rows: rows.map((row) => rowEntry(row, row.transaction_version)),
    next: rows.length < TABLE_PAGE ? null : request.offset + rows.length,
  };
}

/** Each key's newest write at or below `at` (deleted or not), for these keys: the "before" side of a diff. */
export async function tableEntriesAt(
  request: IndexerRead & { handle: string; at: bigint; keys: readonly string[] },
): Promise<Map<string, TableEntry>> {
  if (request.keys.length === 0) return new Map();
  const where = { ...ofTable(request.handle), transaction_version: { _lte: request.at.toString() }, key: { _in: request.keys } };
  const rows = await newestWrites(request, where, 0, 'table entries');
  return new Map(rows.map((row) => [row.key, rowEntry(row, row.transaction_version)]));
}
