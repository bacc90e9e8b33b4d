import type { ExplorerTarget } from '../../core/search/explorer-location';
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
