import { Link } from 'react-router-dom';
import type { TreeRow } from '../json-tree/json-tree';
import { numericLeaf } from '../../core/history/value-series';
import { searchWith } from '../time-travel/time-travel-params';

/** The link that opens a numeric leaf's chart over versions (`?plot=`); nothing for another row. */
export default function PlotRowLink({ row, search }: { row: TreeRow; search: URLSearchParams }) {
  return numericLeaf(row.value) !== null ? (
    <Link className="button" to={{ search: searchWith(search, 'plot', JSON.stringify(row.path)) }}>
      Plot<span className="phone-hidden-words"> over versions</span>
    </Link>
  ) : null;
}
