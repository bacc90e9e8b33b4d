// The table page's first page of rows at the indexer's latest, and the search and order its link asks,
// written once for the page (table-reads.ts, table-page-params.ts) and the boot script, which sends the
// first page before any module loads (src/core/search/page-reads.ts; the rest of the rule in
// indexer-documents.ts). No reader or row check is imported: the boot script bundles this file.
import type { IndexerDocument } from './indexer-documents';

/** Rows per page: the indexer's own bound on a list (docs/api.md#the-indexer). */
export const TABLE_PAGE = 100;

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

/** The search a table page's link asks (`q`, `q_by`). */
export function tableFilterOf(search: URLSearchParams): TableFilter {
  const text = search.get('q');
  if (text === null || text === '') return { kind: 'all' };
  const by = search.get('q_by');
  return by === 'value' ? { kind: 'value_text', text } : by === 'key_prefix' ? { kind: 'key_prefix', text } : { kind: 'key', text };
}

/** The order a table page's link asks (`sort`). */
export const tableSortOf = (search: URLSearchParams): TableSort => (search.get('sort') === 'last_change' ? 'last_change' : 'key');

/** `%`, `_` and `\` taken literally in an `_ilike` pattern. */
function likeLiteral(text: string): string {
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

/** A page of the table's live entries at the indexer's latest (current_table_items); `handle` in its long form. */
export function latestTablePage(handle: string, filter: TableFilter, sort: TableSort, offset: number): IndexerDocument {
  return {
    query: `query($where: current_table_items_bool_exp, $order: [current_table_items_order_by!], $limit: Int, $offset: Int) { current_table_items(where: $where, order_by: $order, limit: $limit, offset: $offset) { key decoded_key decoded_value is_deleted last_transaction_version } }`,
    variables: {
      where: { table_handle: { _eq: handle }, is_deleted: { _eq: false }, ...filterWhere(filter) },
      order: sort === 'key' ? [{ key: 'asc' }] : [{ last_transaction_version: 'desc' }, { key: 'asc' }],
      limit: TABLE_PAGE,
      offset,
    },
  };
}
