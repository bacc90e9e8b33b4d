// A whole table (or a search's result) at a version, read for an export: keyset pages (each slice's next
// rows after its last key, `key: {_gt: last}`), so a page costs its rows wherever it is, where an offset
// costs every row before it (and is re-walked by each page). The key order is cut into SLICES slices at
// keys of the latest table; the next pages of half the slices go in one request (aliased fields), two
// requests in flight: 100,000 entries in ~130 requests of 800 rows, not 1,000 of 100.
import { longAddress, parseAddress } from '../move/address';
import { checkedRows, IndexerError, queryIndexer, type IndexerRead } from './indexer-client';
import type { TableEntry } from './table-entry';
import { array, object, orElse, string } from './wire-shape';
import { NEWEST_PER_KEY, TABLE_PAGE, WRITE_FIELDS, filterWhere, historyRow, newestAtOnly, rowEntry, type TableFilter } from './table-reads';

/** Slices of the key order read at once, and how many requests carry them. */
const SLICES = 16;
const IN_FLIGHT = 2;

interface TableReadRequest extends IndexerRead {
  handle: string;
  at: bigint;
  filter: TableFilter;
}

/** Runs one page's read; the caller's place to retry it (a 429) or say it waits. */
export type PageRunner = <T>(read: () => Promise<T>) => Promise<T>;

/** Rows of slice `slice`, in key order; slice i's rows all come before slice i + 1's. */
export type OnPage = (slice: number, entries: readonly TableEntry[]) => void;

interface Slice {
  index: number;
  /** The slice's first key (inclusive), null for the first slice. */
  from: string | null;
  /** The next slice's first key (exclusive), null for the last. */
  below: string | null;
  /** The last key read (a deleted key too), null before the first page. */
  after: string | null;
  done: boolean;
}

/** Keys that cut the latest table (unfiltered) into about `count / SLICES` keys each; none for a small table. */
async function sliceKeys(request: TableReadRequest, run: PageRunner): Promise<string[]> {
  const handle = longAddress(parseAddress(request.handle));
  const live = { table_handle: { _eq: handle }, is_deleted: { _eq: false } };
  const counted = await run(() =>
    queryIndexer({
      ...request,
      query: `query($where: current_table_items_bool_exp) { current_table_items_aggregate(where: $where) { aggregate { count } } }`,
      variables: { where: live },
    }),
  );
  const count = Number(
    orElse(object({ current_table_items_aggregate: object({ aggregate: object({ count: string }) }) }), null)(counted, 'count')
      ?.current_table_items_aggregate.aggregate.count ?? 0,
  );
  if (count < 2 * SLICES * TABLE_PAGE) return [];
  const fields = Array.from(
    { length: SLICES - 1 },
    (_, i) =>
      `b${i}: current_table_items(where: $where, order_by: [{key: asc}], offset: ${Math.floor(((i + 1) * count) / SLICES)}, limit: 1) { key }`,
  );
  const data = await run(() =>
    queryIndexer({ ...request, query: `query($where: current_table_items_bool_exp) { ${fields.join(' ')} }`, variables: { where: live } }),
  );
  const keys = Object.values(data).flatMap((rows) => {
    const parsed = orElse(array(object({ key: string })), null)(rows, 'cut');
    return parsed === null ? [] : parsed.map((row) => row.key);
  });
  // cuts in key order, each once: a table that shrank since the count gives fewer
  return [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The next page of each of these slices, in one request: each key's newest write at or below `at`. */
async function nextPages(request: TableReadRequest, slices: readonly Slice[]): Promise<Map<Slice, TableEntry[]>> {
  const handle = longAddress(parseAddress(request.handle));
  const base = { table_handle: { _eq: handle }, transaction_version: { _lte: request.at.toString() } };
  const filter = filterWhere(request.filter);
  const variables: Record<string, unknown> = {};
  const fields = slices.map((slice, i) => {
    const range: Record<string, string> = {};
    if (slice.after !== null) range._gt = slice.after;
    else if (slice.from !== null) range._gte = slice.from;
    if (slice.below !== null) range._lt = slice.below;
    variables[`w${i}`] = { ...base, _and: [filter, { key: range }] };
    return `s${i}: table_items(where: $w${i}, ${NEWEST_PER_KEY}, limit: ${TABLE_PAGE}) { ${WRITE_FIELDS} }`;
  });
  const declared = slices.map((_, i) => `$w${i}: table_items_bool_exp`).join(', ');
  const data = await queryIndexer({ ...request, query: `query(${declared}) { ${fields.join(' ')} }`, variables });
  const pages = new Map<Slice, TableEntry[]>();
  for (const [i, slice] of slices.entries()) {
    const rows = checkedRows(array(historyRow), data[`s${i}`], 'table entries');
    if (rows.length > TABLE_PAGE) throw new IndexerError('malformed', `the indexer sent ${rows.length} rows for a page of ${TABLE_PAGE}`);
    const last = rows.at(-1)?.key ?? null;
    // keyset: each page's keys after the last one read; a key at or before it is an indexer out of order
    if (rows.some((row, j) => (j === 0 ? slice.after !== null && row.key <= slice.after : row.key <= (rows[j - 1]?.key ?? ''))))
      throw new IndexerError('malformed', 'the indexer’s table entries are not in key order');
    slice.after = last ?? slice.after;
    slice.done = rows.length < TABLE_PAGE;
    pages.set(
      slice,
      rows.filter((row) => !row.is_deleted).map((row) => rowEntry(row, row.transaction_version)),
    );
  }
  return pages;
}

/**
 * Every entry of the table at `request.at` (deleted keys left out), or the search's result, page after page
 * through `onPage`: at most SLICES pages of rows are held at once, whatever the table's size.
 */
export async function readTableAt(request: TableReadRequest, run: PageRunner, onPage: OnPage): Promise<void> {
  // one request failing stops the other: no page is delivered after the read has failed
  const stopped = new AbortController();
  const stop = () => stopped.abort(request.signal?.reason);
  request.signal?.addEventListener('abort', stop, { once: true });
  const scoped = { ...request, signal: stopped.signal };
  try {
    const cuts = await sliceKeys(scoped, run);
    const slices: Slice[] = [null, ...cuts].map((from, index) => ({ index, from, below: cuts[index] ?? null, after: null, done: false }));
    const groups = Array.from({ length: IN_FLIGHT }, (_, g) => slices.filter((slice) => slice.index % IN_FLIGHT === g));
    await Promise.all(
      groups.map(async (group) => {
        try {
          for (;;) {
            const open = group.filter((slice) => !slice.done);
            if (open.length === 0) return;
            const pages = await run(() => nextPages(scoped, open));
            for (const [slice, entries] of pages) {
              const kept = scoped.filter.kind === 'value_text' ? await run(() => newestAtOnly(scoped, entries)) : entries;
              if (stopped.signal.aborted) return;
              onPage(slice.index, kept);
            }
          }
        } catch (error) {
          stopped.abort(error);
          throw error;
        }
      }),
    );
  } finally {
    request.signal?.removeEventListener('abort', stop);
  }
}
