import { Link } from 'react-router-dom';
import type { TreeRow } from '../json-tree/json-tree';
import { numericLeaf } from '../../core/history/value-series';
import { searchWith } from './time-travel-params';

/** The tree's selected-row tool that opens a numeric leaf's chart over versions (`?plot=`). */
export function plotRowTool(search: URLSearchParams) {
  return (row: TreeRow | null) =>
    row !== null && row.path.length > 0 && numericLeaf(row.value) !== null ? (
      <Link className="button" to={{ search: searchWith(search, 'plot', JSON.stringify(row.path)) }}>
        Plot<span className="phone-hidden-words"> over versions</span>
      </Link>
    ) : null;
}
