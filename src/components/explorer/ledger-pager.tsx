import type { ReactNode } from 'react';
import { ApiError } from '../../core/api/errors';
import type { ExplorerTarget } from '../../core/search/explorer-location';
import { ApiErrorView } from '../error-view/api-error-view';
import { ExplorerLink } from './explorer-link';

/** How a pager names its steps: blocks and versions are both consecutive numbers in a pruned window. */
export interface PagerWords {
  /** the nav's label, and "… before N are pruned": "Blocks" */
  plural: string;
  /** "Block" */
  one: string;
  /** the step back from past the newest: "Newest block" */
  newest: string;
  /** the step on from a pruned one: "Oldest block" */
  oldest: string;
  /** at 0: "The first block" */
  first: string;
  /** at the newest: "The newest block" */
  last: string;
  to: (at: bigint) => ExplorerTarget;
  /** past the newest: "Block N does not exist yet", and the link to the newest */
  what: string;
  openNewest: string;
  /** a pruned one: why (", from block N on." follows), what more to say, the link to the oldest */
  prunedLead: string;
  prunedMore?: string;
  openOldest: (oldest: bigint) => string;
  /** while it is read: "Reading the block…" */
  reading: string;
}

/**
 * A block's or a transaction's page below its heading: the pager (once `at` is known), then the answer
 * (`children`, called once there is data), or why there is none: pruned (410, the oldest one click
 * away), past the newest (not the node's error: a link to the newest), another failure, or on its way.
 */
export function LedgerStep<Data>({
  at,
  oldest,
  newest,
  words,
  query,
  requestedVersion,
  children,
}: {
  at: bigint | undefined;
  oldest: bigint | undefined;
  newest: bigint | undefined;
  words: PagerWords;
  query: { error: unknown; isError: boolean; data: Data | undefined; refetch: () => unknown };
  /** the version the error view names (a block's height is not one) */
  requestedVersion?: bigint;
  children: (data: Data) => ReactNode;
}) {
  const { error } = query;
  const answer =
    error instanceof ApiError && error.kind === 'pruned' && at !== undefined ? (
      <div className="error-view" data-error-kind="pruned">
        {/* the alert is the fixed words: the oldest one moves with every poll of a pruning node */}
        <h2 role="alert">
          {words.one} {at.toLocaleString('en')} was pruned
        </h2>
        <p>
          {words.prunedLead}
          {oldest === undefined ? (
            '.'
          ) : (
            <>
              , from {words.one.toLowerCase()} <span className="mono">{oldest.toLocaleString('en')}</span> on.
            </>
          )}
          {words.prunedMore}
        </p>
        {oldest !== undefined && (
          <div className="actions">
            <ExplorerLink className="button" to={words.to(oldest)}>
              {words.openOldest(oldest)}
            </ExplorerLink>
          </div>
        )}
      </div>
    ) : query.isError && at !== undefined && newest !== undefined && at > newest ? (
      <div className="error-view" data-error-kind="beyond-latest">
        <h2 role="alert">
          {words.what} {at.toLocaleString('en')} does not exist yet
        </h2>
        <p>
          The node’s {words.newest.toLowerCase()} is <span className="mono">{newest.toLocaleString('en')}</span>.
        </p>
        <div className="actions">
          <ExplorerLink className="button" to={words.to(newest)}>
            {words.openNewest}
          </ExplorerLink>
        </div>
      </div>
    ) : query.isError ? (
      <ApiErrorView error={error} requestedVersion={requestedVersion} onRetry={() => void query.refetch()} />
    ) : query.data === undefined ? (
      <p className="muted" aria-live="polite">
        {words.reading}
      </p>
    ) : (
      children(query.data)
    );
  return (
    <>
      {at !== undefined && <LedgerPager at={at} oldest={oldest} newest={newest} words={words} />}
      {answer}
    </>
  );
}

/** The one before and after `at`, and the way back from past the newest. */
export function LedgerPager({
  at,
  oldest,
  newest,
  words,
}: {
  at: bigint;
  oldest: bigint | undefined;
  newest: bigint | undefined;
  words: PagerWords;
}) {
  // past the newest, the ones around it do not exist either: the way back is the newest
  if (newest !== undefined && at > newest)
    return (
      <nav className="pager" aria-label={words.plural}>
        <ExplorerLink className="button" to={words.to(newest)}>
          ← {words.newest} {newest.toLocaleString('en')}
        </ExplorerLink>
      </nav>
    );
  // from a pruned one, on leads to the first one still answered, not to its pruned neighbour
  const next = oldest !== undefined && at + 1n < oldest ? oldest : at + 1n;
  return (
    <nav className="pager" aria-label={words.plural}>
      {oldest !== undefined && at - 1n < oldest && at > 0n ? (
        <span className="muted">
          {words.plural} before {oldest.toLocaleString('en')} are pruned
        </span>
      ) : at > 0n ? (
        <ExplorerLink className="button" to={words.to(at - 1n)}>
          ← {words.one} {(at - 1n).toLocaleString('en')}
        </ExplorerLink>
      ) : (
        <span className="muted">{words.first}</span>
      )}
      {newest === undefined || at < newest ? (
        <ExplorerLink className="button" to={words.to(next)}>
          {next === oldest ? words.oldest : words.one} {next.toLocaleString('en')} →
        </ExplorerLink>
      ) : (
        <span className="muted">{words.last}</span>
      )}
    </nav>
  );
}
