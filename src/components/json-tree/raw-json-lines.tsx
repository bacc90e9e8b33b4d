import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { bringRowIntoWindow, RowWindow, scrollRowIntoView } from '../row-window/row-window';
import { MatchSearch } from './match-search';
import './json-tree.css';

const LINE_HEIGHT = 20;
/** Up to this many lines the text is one <pre> (selectable as a whole); past it, lines are virtualised. */
const WHOLE_UP_TO_LINES = 5_000;
const DEFAULT_VISIBLE_LINES = 30;

interface RawJsonLinesProps {
  text: string;
  label: string;
  fill?: boolean;
  /** the search to open with (the tree's, when switching views) */
  initialQuery?: string;
  /** the line to open at (where the tree's selected row starts) */
  initialLine?: number;
  /** the query and the line in focus (the current match, else the opening line), for the tree to take over */
  onPosition?: (query: string, line: number) => void;
}

/** The lines holding `query` (case-insensitive, as the tree's search), in order. */
function matchingLines(lines: readonly string[], query: string): number[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const found: number[] = [];
  for (let index = 0; index < lines.length; index += 1) if (lines[index]?.toLowerCase().includes(needle)) found.push(index);
  return found;
}

/**
 * Pretty-printed JSON with the tree's search: matching lines are marked, ↑/↓ (Enter, Shift+Enter) step
 * through them. Past a few thousand lines only the lines in view exist in the DOM, so the 4 MB `Large`
 * (over 600,000 lines) stays responsive where one <pre> froze the tab for seconds; there selection works
 * line by line and the page's Copy button copies the whole text.
 */
export function RawJsonLines({ text, label, fill = false, initialQuery = '', initialLine = 0, onPosition }: RawJsonLinesProps) {
  const lines = useMemo(() => text.split('\n'), [text]);
  const [query, setQuery] = useState(initialQuery);
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => matchingLines(lines, deferredQuery), [lines, deferredQuery]);
  // the first match at or after the line opened at; a new query starts at its first match
  const [matchIndex, setMatchIndex] = useState(() =>
    Math.max(
      0,
      matches.findIndex((line) => line >= initialLine),
    ),
  );
  const searchedQuery = useRef(deferredQuery);
  const [focusLine, setFocusLine] = useState(initialLine);
  useEffect(() => {
    if (searchedQuery.current === deferredQuery) return;
    searchedQuery.current = deferredQuery;
    setMatchIndex(0);
    if (matches[0] !== undefined) setFocusLine(matches[0]);
  }, [deferredQuery, matches]);
  const step = (direction: 1 | -1) => {
    if (matches.length === 0) return;
    const next = (matchIndex + direction + matches.length) % matches.length;
    setMatchIndex(next);
    setFocusLine(matches[next] ?? 0);
  };
  const current = deferredQuery.trim() === '' ? undefined : matches[matchIndex];
  const onPositionRef = useRef(onPosition);
  useLayoutEffect(() => {
    onPositionRef.current = onPosition;
  });
  useEffect(() => {
    onPositionRef.current?.(query, current ?? focusLine);
  }, [query, current, focusLine]);
  const marked = useMemo(() => new Set(matches), [matches]);
  const lineClass = (index: number) =>
    index === current ? 'raw-json-line-text is-current-match' : marked.has(index) ? 'raw-json-line-text is-match' : undefined;

  return (
    <div className="raw-json-view">
      <div className="json-tree-toolbar" role="toolbar" aria-label={`${label} tools`}>
        <MatchSearch
          label={label}
          query={query}
          searchedQuery={deferredQuery}
          onQueryChange={setQuery}
          count={matches.length}
          index={matchIndex}
          onStep={step}
        />
      </div>
      {lines.length <= WHOLE_UP_TO_LINES ? (
        <WholeLines lines={lines} label={label} lineClass={lineClass} focusLine={focusLine} />
      ) : (
        <VirtualLines lines={lines} label={label} fill={fill} lineClass={lineClass} focusLine={focusLine} />
      )}
    </div>
  );
}

interface LinesProps {
  lines: readonly string[];
  label: string;
  lineClass: (index: number) => string | undefined;
  /** brought into view whenever it changes */
  focusLine: number;
}

function WholeLines({ lines, label, lineClass, focusLine }: LinesProps) {
  const pre = useRef<HTMLPreElement>(null);
  useLayoutEffect(() => {
    if (focusLine > 0) pre.current?.querySelector(`[data-line="${focusLine.toString()}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [focusLine]);
  return (
    <pre ref={pre} className="json" aria-label={label}>
      {lines.map((line, index) => (
        <span key={index} data-line={index} className={lineClass(index)}>
          {index === 0 ? line : `\n${line}`}
        </span>
      ))}
    </pre>
  );
}

function VirtualLines({ lines, label, fill, lineClass, focusLine }: LinesProps & { fill: boolean }) {
  const height = Math.min(lines.length, DEFAULT_VISIBLE_LINES) * LINE_HEIGHT + 2;
  const expectedHeight = fill ? 800 : height;
  const viewport = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (focusLine <= 0) return;
    scrollRowIntoView(viewport.current, focusLine, LINE_HEIGHT, expectedHeight);
    // the view can be taller than the window: once the line is rendered, into the window too
    return bringRowIntoWindow(() => viewport.current?.querySelector(`[data-line="${focusLine.toString()}"]`));
  }, [focusLine, expectedHeight]);
  const rows = (start: number, end: number) =>
    Array.from({ length: end - start }, (_, offset) => {
      const index = start + offset;
      const marked = lineClass(index);
      return (
        <div
          key={index}
          data-line={index}
          className={marked === undefined ? 'raw-json-line' : `raw-json-line ${marked}`}
          style={{ top: index * LINE_HEIGHT, height: LINE_HEIGHT }}
        >
          {lines[index]}
        </div>
      );
    });
  return (
    <div ref={viewport} className="raw-json" role="region" aria-label={label} tabIndex={0} style={fill ? undefined : { height }}>
      <div className="raw-json-canvas" style={{ height: lines.length * LINE_HEIGHT }}>
        <RowWindow scrollRef={viewport} count={lines.length} rowHeight={LINE_HEIGHT} height={expectedHeight}>
          {rows}
        </RowWindow>
      </div>
    </div>
  );
}
