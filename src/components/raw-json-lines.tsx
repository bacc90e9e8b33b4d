import { useMemo } from 'react';
import { useFixedRowWindow } from './use-fixed-row-window';

const LINE_HEIGHT = 20;
/** Up to this many lines the text is one <pre> (selectable as a whole); past it, lines are virtualised. */
const WHOLE_UP_TO_LINES = 5_000;
const DEFAULT_VISIBLE_LINES = 30;

/**
 * Pretty-printed JSON as a virtualised list of lines: only the lines in view exist in the DOM, so the
 * 4 MB `Large` (over 600,000 lines) stays responsive where one <pre> froze the tab for seconds.
 * Selection works line by line; the page's Copy button copies the whole text.
 */
export function RawJsonLines({ text, label, fill = false }: { text: string; label: string; fill?: boolean }) {
  const lines = useMemo(() => text.split('\n'), [text]);
  if (lines.length <= WHOLE_UP_TO_LINES) {
    return (
      <pre className="json" aria-label={label}>
        {text}
      </pre>
    );
  }
  return <VirtualLines lines={lines} label={label} fill={fill} />;
}

function VirtualLines({ lines, label, fill }: { lines: string[]; label: string; fill: boolean }) {
  const height = Math.min(lines.length, DEFAULT_VISIBLE_LINES) * LINE_HEIGHT + 2;
  const view = useFixedRowWindow(lines.length, LINE_HEIGHT, fill ? 800 : height);
  const rows = [];
  for (let index = view.start; index < view.end; index++) {
    rows.push(
      <div key={index} className="raw-json-line" style={{ top: index * LINE_HEIGHT, height: LINE_HEIGHT }}>
        {lines[index]}
      </div>,
    );
  }
  return (
    <div
      ref={view.viewportRef}
      className="raw-json"
      role="region"
      aria-label={label}
      tabIndex={0}
      style={fill ? undefined : { height }}
      onScroll={view.onScroll}
    >
      <div className="raw-json-canvas" style={{ height: lines.length * LINE_HEIGHT }}>
        {rows}
      </div>
    </div>
  );
}
