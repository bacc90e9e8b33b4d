import { IndexerError } from '../../core/api/indexer-client';
import './indexer.css';

/** Why the indexer gave no list, in the words of each way it fails. */
function reasonOf(error: unknown): { kind: string; text: string } {
  if (!(error instanceof IndexerError)) return { kind: 'unknown', text: `The indexer could not be read: ${String(error)}.` };
  switch (error.kind) {
    case 'unreachable':
      return { kind: error.kind, text: `No indexer answered: ${error.message}.` };
    case 'refused':
      return { kind: error.kind, text: `The indexer does not serve what this list asks (${error.message}).` };
    case 'rate_limited':
      return {
        kind: error.kind,
        text: `The indexer is rate-limiting this client (429): ${error.retryAfterSeconds === null ? 'try again later' : `try again in ${error.retryAfterSeconds} s`}.`,
      };
    case 'absent':
      return { kind: error.kind, text: `The node names no indexer: ${error.message}.` };
    case 'http':
      return { kind: error.kind, text: `The indexer failed: ${error.message}.` };
    case 'malformed':
      return { kind: error.kind, text: `The indexer’s answer could not be read: ${error.message}.` };
    case 'other_chain':
      return { kind: error.kind, text: `This indexer is on another chain than the node: ${error.message}.` };
  }
}

/**
 * An indexer failure, each kind in its own words, and what it means for the page: `what` cannot be listed,
 * so no list is shown (a partial or another chain's list must never look complete).
 */
export function IndexerFailure({ error, what, children }: { error: unknown; what: string; children?: React.ReactNode }) {
  const reason = reasonOf(error);
  return (
    <p className="notice" role="status" data-testid="indexer-unavailable" data-kind={reason.kind}>
      {reason.text} No list is shown: {what} cannot be listed without an indexer that answers.
      {children === undefined ? null : <> {children}</>}
    </p>
  );
}
