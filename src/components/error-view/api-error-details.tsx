import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '../../core/api/errors';
import { errorMessage } from '../../core/error-message';
import { searchWith } from '../time-travel/time-travel-params';

export interface ApiErrorViewProps {
  error: unknown;
  /** The version the page asked for (pinned), to phrase pruned / future messages. */
  requestedVersion?: bigint | undefined;
  onRetry?: () => void;
  /**
   * The oldest version of the window as the page knows it now (the newest ledger seen): the error's own
   * went stale while the window moved on. The newer of the two is named.
   */
  oldest?: bigint | undefined;
  /** Opens the oldest version by reading it first (a live window moves on): replaces the plain link on a pruned page. */
  onOpenOldest?: ((oldest: bigint) => void) | undefined;
}

/** One place that says what a failed read means to the user; node messages are rendered as text. */
export function ApiErrorView({ error, requestedVersion, onRetry, oldest: knownOldest, onOpenOldest }: ApiErrorViewProps) {
  const search = new URLSearchParams(useLocation().search);
  if (!(error instanceof ApiError)) {
    return (
      <div className="error-view">
        <div role="alert">
          <h2>Something went wrong</h2>
          <p>{errorMessage(error)}</p>
        </div>
        {onRetry && (
          <div className="actions">
            <RetryButton error={error} onRetry={onRetry} />
          </div>
        )}
      </div>
    );
  }
  const answered = error.ledger?.oldestLedgerVersion;
  const oldest = knownOldest !== undefined && (answered === undefined || knownOldest > answered) ? knownOldest : answered;
  const latest = error.ledger?.ledgerVersion;
  const version = requestedVersion?.toString() ?? 'requested';
  const { title, retry } = describe(error, version, latest);
  return (
    <div className="error-view" data-error-kind={error.kind}>
      {/* the fixed words only: an alert re-reads itself whenever its content changes (Retry's label, the oldest version) */}
      <div role="alert">
        <h2>{title}</h2>
        <p className="muted">
          {error.status !== null && <>HTTP {error.status} </>}
          {error.errorCode !== null && <code>{error.errorCode}</code>}
          {(error.status !== null || error.errorCode !== null) && ' — '}
          {error.message}
        </p>
      </div>
      {error.kind === 'pruned' && oldest !== undefined && (
        <p>
          The oldest version the node still answers is <span className="mono">{oldest.toString()}</span>.
        </p>
      )}
      <div className="actions">
        {error.kind === 'pruned' && oldest !== undefined && onOpenOldest !== undefined && (
          <button type="button" onClick={() => onOpenOldest(oldest)}>
            Open the oldest version
          </button>
        )}
        {error.kind === 'pruned' && oldest !== undefined && onOpenOldest === undefined && (
          <Link className="button" to={{ search: searchWith(search, 'ledger_version', oldest.toString()) }}>
            Open version {oldest.toString()}
          </Link>
        )}
        {(error.kind === 'pruned' || error.kind === 'future') && (
          <Link className="button" to={{ search: searchWith(search, 'ledger_version', null) }}>
            Open latest
          </Link>
        )}
        {retry && onRetry && <RetryButton error={error} onRetry={onRetry} />}
      </div>
    </div>
  );
}

/** Says so while the page asks again: a page following latest keeps its error on screen until the answer. */
function RetryButton({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [askedAfter, setAskedAfter] = useState<unknown>(null);
  return (
    <button
      type="button"
      onClick={() => {
        // a second click would cancel the read under way and send it again
        if (askedAfter === error) return;
        setAskedAfter(error);
        onRetry();
      }}
    >
      {askedAfter === error ? 'Retrying…' : 'Retry'}
    </button>
  );
}

function describe(error: ApiError, version: string, latest: bigint | undefined): { title: string; retry: boolean } {
  switch (error.kind) {
    case 'pruned':
      return { title: `Version ${version} was pruned`, retry: false };
    case 'future':
      return {
        title: `The node has not reached version ${version} yet${latest !== undefined ? ` (latest is ${latest.toString()})` : ''}`,
        retry: true,
      };
    case 'not_found':
      return { title: 'Not found at this version', retry: false };
    case 'invalid':
      return { title: 'The node rejected the request as invalid', retry: false };
    case 'forbidden':
      return { title: 'The node refused this request', retry: false };
    case 'rate_limited':
      return { title: 'The node is rate-limiting requests', retry: true };
    case 'network':
      return {
        title: error.reach === 'cors_refused' ? 'The node refuses to be read from this page (CORS)' : 'The node is unreachable',
        retry: true,
      };
    case 'unavailable':
      return { title: 'The node cannot answer right now', retry: true };
    case 'malformed_response':
      return { title: 'The node sent a response the explorer cannot read', retry: true };
    case 'internal':
      return { title: 'The node failed with an internal error', retry: true };
  }
}
