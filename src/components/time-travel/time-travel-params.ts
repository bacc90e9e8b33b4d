import { parsePlotPath } from '../../core/history/plot-path';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';

/** The time-travel views a data page can show, from its URL (deep links reproduce them). */
export interface TimeTravelParams {
  /** `?compare=M`: the diff from M to the version on screen; a malformed one is ignored. */
  compare: bigint | null;
  /** `?plot=[…]`: a tree path (JSON) to chart over the window. */
  plot: (string | number)[] | null;
}

export function readTimeTravelParams(search: URLSearchParams): TimeTravelParams {
  const compareText = search.get('compare');
  const compare = compareText === null ? null : parseLedgerVersionParam(compareText);
  return { compare: compare?.ok === true ? compare.value : null, plot: parsePlotPath(search.get('plot')) };
}

/** The page's query with one parameter set (or, with null, removed), for links that open or close a view. */
export function searchWith(search: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return `?${next.toString()}`;
}

/**
 * The page's query once the version on screen moves from `from` to `to` (undefined: following latest).
 * An open diff (`compare`) follows a step of one and keeps its distance, so N−1 → N stays N−1 → N (it
 * compared a version with itself: issue 25 item 7); a jump, or following latest, closes it.
 */
export function searchAtVersion(search: URLSearchParams, to: bigint | undefined, from: bigint | undefined): string {
  const next = new URLSearchParams(search);
  if (to === undefined) next.delete('ledger_version');
  else next.set('ledger_version', to.toString());
  const { compare } = readTimeTravelParams(search);
  if (compare !== null) {
    const step = to === undefined || from === undefined ? null : to - from;
    const moved = step !== null && step >= -1n && step <= 1n ? compare + step : null;
    if (moved === null || moved < 0n) next.delete('compare');
    else next.set('compare', moved.toString());
  }
  const query = next.toString();
  return query === '' ? '' : `?${query}`;
}
