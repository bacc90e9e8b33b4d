import type { TableFilter, TableSort } from '../../core/api/table-reads';
import { paramValue } from '../../core/search/explorer-location';

/**
 * The table page's own search parameters, beside `node`, `network` and `ledger_version`: the types the
 * user came with (`key_type`, `value_type`, from the resource field holding the handle), the search
 * (`q`, `q_by`), the order (`sort`) and the diff's other version (`compare`). A link holds them all, so
 * re-opening it (an export's header) shows the same rows.
 */
export interface TablePageParams {
  keyType: string | undefined;
  valueType: string | undefined;
  filter: TableFilter;
  sort: TableSort;
}

export type SearchBy = 'key' | 'key_prefix' | 'value';

const OWN = ['key_type', 'value_type', 'q', 'q_by', 'sort'] as const;

export function readTablePageParams(search: URLSearchParams): TablePageParams {
  const q = paramValue(search, 'q');
  const by = search.get('q_by');
  let filter: TableFilter = { kind: 'all' };
  if (q !== undefined) {
    if (by === 'value') filter = { kind: 'value_text', text: q };
    else if (by === 'key_prefix') filter = { kind: 'key_prefix', text: q };
    else filter = { kind: 'key', text: q };
  }
  return {
    keyType: paramValue(search, 'key_type'),
    valueType: paramValue(search, 'value_type'),
    filter,
    sort: search.get('sort') === 'last_change' ? 'last_change' : 'key',
  };
}

/** The search string for new parameters, keeping every other one (`node`, `ledger_version`, `compare`). */
export function writeTablePageParams(current: URLSearchParams, next: TablePageParams): URLSearchParams {
  const search = new URLSearchParams();
  if (next.keyType !== undefined) search.set('key_type', next.keyType);
  if (next.valueType !== undefined) search.set('value_type', next.valueType);
  if (next.filter.kind !== 'all') {
    search.set('q', next.filter.text);
    search.set('q_by', next.filter.kind === 'value_text' ? 'value' : next.filter.kind);
  }
  if (next.sort !== 'key') search.set('sort', next.sort);
  for (const [name, value] of current) if (!(OWN as readonly string[]).includes(name)) search.append(name, value);
  return search;
}

export function searchByOf(filter: TableFilter): SearchBy {
  return filter.kind === 'value_text' ? 'value' : filter.kind === 'key_prefix' ? 'key_prefix' : 'key';
}

export function filterOf(by: SearchBy, text: string): TableFilter {
  if (text === '') return { kind: 'all' };
  return by === 'value' ? { kind: 'value_text', text } : by === 'key_prefix' ? { kind: 'key_prefix', text } : { kind: 'key', text };
}
