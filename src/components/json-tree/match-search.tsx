interface MatchSearchProps {
  /** what is searched, for the field's accessible name */
  label: string;
  query: string;
  /** the query the count is for (a deferred search may lag the field) */
  searchedQuery: string;
  onQueryChange: (query: string) => void;
  count: number;
  /** the current match, from 0 */
  index: number;
  onStep: (step: 1 | -1) => void;
}

/** A search field with its match count and previous/next buttons: Enter steps on, Shift+Enter back, Escape clears. */
export function MatchSearch({ label, query, searchedQuery, onQueryChange, count, index, onStep }: MatchSearchProps) {
  const searching = searchedQuery.trim() !== '';
  const status = !searching ? '' : count === 0 ? 'No matches' : `${index + 1} of ${count}`;
  return (
    <>
      <input
        type="search"
        className="json-tree-search"
        aria-label={`Search in ${label}`}
        placeholder="Search keys and values"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onStep(event.shiftKey ? -1 : 1);
          } else if (event.key === 'Escape') {
            onQueryChange('');
          }
        }}
      />
      <span className="json-tree-match-count" aria-live="polite">
        {status}
      </span>
      <button type="button" aria-label="Previous match" disabled={count === 0} onClick={() => onStep(-1)}>
        ↑
      </button>
      <button type="button" aria-label="Next match" disabled={count === 0} onClick={() => onStep(1)}>
        ↓
      </button>
    </>
  );
}
