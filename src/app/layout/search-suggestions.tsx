import { useSavedPlaces } from '../../components/explorer/saved-places';

/** What opens a starred or recent place again (starred first, each text once), the options of the search box's list. */
export default function SearchSuggestions() {
  const starred = useSavedPlaces('starred');
  const recent = useSavedPlaces('recent');
  const suggestions = [...new Set([...starred, ...recent].map((place) => place.search).filter((text) => text !== ''))];
  return (
    <>
      {suggestions.map((text) => (
        <option key={text} value={text} />
      ))}
    </>
  );
}
