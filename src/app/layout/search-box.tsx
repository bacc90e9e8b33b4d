import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { servingNode } from '../../components/node-choice/node-choice';
import { SHORTCUTS } from '../../components/keyboard/shortcuts';
import { useKeyShortcut } from '../../components/keyboard/use-key-shortcut';
import { explorerHref } from '../../core/search/explorer-location';
import type { SearchError, SearchTarget } from '../../core/search/parse-search';

// The parser (and the type-tag grammar behind it) loads on first use: a deep link never needs it. Nor the
// starred and recent places, which it remembers and the suggestions offer (their reader is no first-load JS).
const loadParser = () => import('../../core/search/parse-search');
const loadPlaces = () => import('../../components/explorer/saved-places');
const SearchSuggestions = lazy(() => import('./search-suggestions'));

/** The search box: `/` focuses it from anywhere; bad input shows the core parser's reason and position. */
export function SearchBox() {
  const navigate = useNavigate();
  const context = useExplorerParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<SearchError | null>(null);
  // the suggestions' list is there once the box is first focused
  const [suggesting, setSuggesting] = useState(false);

  useKeyShortcut(SHORTCUTS.search, () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  });

  const open = async (choice: SearchTarget) => {
    const { placeOf, rememberPlace } = await loadPlaces();
    rememberPlace('recent', placeOf(choice.target, choice.params));
    // Plain input keeps the page's node and version; a pasted URL brings its own.
    const params = choice.params.node !== undefined || choice.params.ledgerVersion !== undefined ? choice.params : context.params;
    navigate(explorerHref(choice.target, params));
    leaveForPage();
  };

  // After a search the page has the keyboard: its shortcuts must not be typed into the box.
  const leaveForPage = () => {
    inputRef.current?.blur();
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { parseSearch } = await loadParser();
    const result = parseSearch(text, { servingNode: servingNode() });
    if (!result.ok) {
      setError(result);
      return;
    }
    setError(null);
    // a full 32-byte value could also be a table handle: an account is by far the likelier meaning,
    // and an account page without resources offers the table (account-page.tsx)
    const [first] = result.value;
    if (first) await open(first);
  };

  return (
    <div className="search-box" role="search">
      <form onSubmit={(event) => void submit(event)}>
        <input
          ref={inputRef}
          aria-label="Search"
          aria-keyshortcuts={SHORTCUTS.search.key}
          aria-invalid={error !== null}
          aria-describedby={error ? 'search-error' : undefined}
          placeholder="Address, type, handle, URL or bcs 0x…"
          title="An address, an address and a type, a struct tag, a table handle, a node API URL, or bytes for the BCS inspector: bcs [type] 0x… (hex longer than an address, or a type then hex, opens it too)"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => {
            void loadParser();
            setSuggesting(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') leaveForPage();
          }}
          spellCheck={false}
          autoComplete="off"
          list="search-suggestions"
        />
        <datalist id="search-suggestions">
          {suggesting && (
            <Suspense>
              <SearchSuggestions />
            </Suspense>
          )}
        </datalist>
        <button type="submit">Open</button>
        <span className="kbd" title="Press / to search from anywhere">
          /
        </span>
      </form>
      {error && (
        <div id="search-error" className="search-error" role="alert">
          {error.position !== undefined && (
            <div className="caret" aria-hidden="true">
              {text.slice(0, error.position).replace(/./g, ' ')}
              <span className="caret-mark">^</span>
            </div>
          )}
          <span className="error-text">{error.message}</span>
        </div>
      )}
    </div>
  );
}
