import type { ReactNode } from 'react';
import { CopyButton } from '../copy-button';
import { MatchSearch } from './match-search';
import { formatPath } from './tree-path';
import { valueAsJsonText } from './row-text';
import type { useJsonTreeState } from './use-json-tree-state';

const DEPTHS = [1, 2, 3, 4, 5, 6, 8, 12];

/** Search, expand/collapse and copy controls; every control has an accessible name. */
export function JsonTreeToolbar({ state, label, extra }: { state: ReturnType<typeof useJsonTreeState>; label: string; extra?: ReactNode }) {
  const { search, matchIndex, query, activeRow } = state;
  const activePath = activeRow?.path ?? [];
  return (
    <div className="json-tree-toolbar" role="toolbar" aria-label={`${label} tools`}>
      <MatchSearch
        label={label}
        query={query}
        searchedQuery={search.query}
        onQueryChange={state.setQuery}
        count={search.matches.length}
        index={matchIndex}
        onStep={state.goToMatch}
      />
      <label className="json-tree-depth">
        <span className="phone-hidden-words">Expand to </span>depth{' '}
        <select value={DEPTHS.includes(state.depth) ? state.depth : ''} onChange={(event) => state.expandTo(Number(event.target.value))}>
          {!DEPTHS.includes(state.depth) && <option value="">–</option>}
          {DEPTHS.map((depth) => (
            <option key={depth} value={depth}>
              {depth}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => state.expandTo(1)}>
        Collapse<span className="phone-hidden-words"> all</span>
      </button>
      <CopyButton label="Copy value" text={() => (activeRow ? valueAsJsonText(activeRow.value) : '')} />
      <CopyButton label="Copy path" text={() => formatPath(activePath)} />
      {extra}
      {/* The root's path is a bare "." that reads as a stray dot: show the path for a nested row only. */}
      {activePath.length > 0 && (
        <span className="json-tree-active-path">
          Path: <code title={formatPath(activePath)}>{formatPath(activePath)}</code>
        </span>
      )}
    </div>
  );
}
