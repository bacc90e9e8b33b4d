import { ExplorerLink } from '../explorer/explorer-link';
import type { ExplorerTarget } from '../../core/search/explorer-location';

/** A block or transaction past the node's newest one: not an error of the node, a link to its newest. */
export function BeyondLatest({
  what,
  requested,
  newestLabel,
  newest,
  to,
  openLabel,
}: {
  /** "Block" or "Transaction", as the heading names it */
  what: string;
  requested: bigint;
  /** e.g. "newest block", "latest version" */
  newestLabel: string;
  newest: bigint;
  to: ExplorerTarget;
  openLabel: string;
}) {
  return (
    <div className="error-view" data-error-kind="beyond-latest">
      <h2 role="alert">
        {what} {requested.toLocaleString('en')} does not exist yet
      </h2>
      <p>
        The node’s {newestLabel} is <span className="mono">{newest.toLocaleString('en')}</span>.
      </p>
      <div className="actions">
        <ExplorerLink className="button" to={to}>
          {openLabel}
        </ExplorerLink>
      </div>
    </div>
  );
}
