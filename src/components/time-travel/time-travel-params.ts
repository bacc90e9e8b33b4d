import { parsePlotPath } from '../../core/history/value-series';
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
  return { compare: compare?.ok === true ? compare.version : null, plot: parsePlotPath(search.get('plot')) };
}

/** The page's query with one parameter set (or, with null, removed), for links that open or close a view. */
export function searchWith(search: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return `?${next.toString()}`;
}
