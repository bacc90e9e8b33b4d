import type { ExplorerTarget } from '../../core/search/explorer-location';
import { forgetPlace, placeOf, rememberPlace, useSavedPlaces } from './saved-places';
import { useExplorerParams } from './use-explorer-params';

/** Stars this page (its node and pinned version included) for the home page and the search box. */
export function StarButton({ target }: { target: ExplorerTarget }) {
  const { params } = useExplorerParams();
  const place = placeOf(target, params);
  const starred = useSavedPlaces('starred').some((item) => item.href === place.href);
  return (
    <button
      type="button"
      className="star-button"
      aria-pressed={starred}
      title={
        starred ? 'Remove from the starred places' : 'Keep this page (with its node and version) on the home page and in the search box'
      }
      onClick={() => (starred ? forgetPlace('starred', place.href) : rememberPlace('starred', place))}
    >
      {starred ? '★ Starred' : '☆ Star'}
    </button>
  );
}
