import { useId, useState, type ReactNode } from 'react';
import './page-tools.css';

interface PageToolsProps {
  /** The version in the link (undefined: following latest). */
  pinned: bigint | undefined;
  /** The version on screen. */
  shown: bigint | undefined;
  /** Following latest with refreshing paused. */
  paused?: boolean;
  /** The version control, request tools, history and forms that come before the page's data. */
  children: ReactNode;
}

/**
 * The controls above a page's data. On phones (≤ 640 px, page-tools.css) they fold behind one button
 * beside a one-line summary of the version on screen, so the data gets the first screen; on wider
 * screens they are shown as they are and the button is not. Folded, they stay mounted (only not
 * displayed): their keyboard shortcuts keep working.
 */
export function PageTools({ pinned, shown, paused = false, children }: PageToolsProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={open ? 'page-tools is-open' : 'page-tools'}>
      <div className="page-tools-bar">
        <span className="page-tools-summary">
          {pinned !== undefined ? (
            <>
              Pinned at <strong className="mono">{pinned.toString()}</strong>
            </>
          ) : (
            <>
              {paused ? 'Paused on latest' : 'Following latest'}
              {shown !== undefined && (
                <>
                  : <strong className="mono">{shown.toString()}</strong>
                </>
              )}
            </>
          )}
        </span>
        <button type="button" className="page-tools-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)}>
          Version &amp; tools <span aria-hidden="true" className="page-tools-caret" />
        </button>
      </div>
      <div id={id} className="page-tools-body">
        {children}
      </div>
    </div>
  );
}

/**
 * The box of the change navigator (and the timeline), and the place it holds while they load after the page's
 * first paint (`reserve`): both take the same least height (page-tools.css), so the value below does not move
 * when they appear. A pinned page keeps one line more: its "This value changed at … call …". The reserve says
 * what is coming, so that its room does not read as a gap in the page.
 */
export function HistoryTools({
  timeline,
  pinned,
  reserve = false,
  children,
}: {
  timeline: boolean;
  pinned: boolean;
  reserve?: boolean;
  children?: ReactNode;
}) {
  const className = `history-tools${timeline ? ' with-timeline' : ''}${pinned ? ' is-pinned' : ''}`;
  return reserve ? (
    <div className={`${className} is-reserve`}>
      <p className="muted">Loading the change tools…</p>
    </div>
  ) : (
    <div className={className}>{children}</div>
  );
}
