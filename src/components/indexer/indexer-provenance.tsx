import type { IndexerFigures } from '../../core/api/indexer-figures';
import './indexer.css';

/**
 * Where an indexer's list comes from, and how far it can be trusted: the version it is indexed up to
 * against the node's, and, on a pinned page, whether the list is at that version or only current.
 */
export function IndexerProvenance({
  figures: { indexed, node },
  pinned,
  chainUnchecked = false,
  atPinned,
}: {
  /**
   * On a pinned page the index has reached: `true`, the list is at the pinned version (its rows allowed
   * the answer); a reason, it is current and why; undefined, it is current.
   */
  atPinned?: true | string | undefined;
  /** The indexed version and the node's beside it (indexer-figures.ts). */
  figures: IndexerFigures;
  pinned: bigint | undefined;
  /** The indexer does not say its chain (`ledger_infos`): say that it being the node's cannot be checked. */
  chainUnchecked?: boolean;
}) {
  const nodeVersion = node?.version;
  const behind = nodeVersion !== undefined && nodeVersion > indexed ? nodeVersion - indexed : 0n;
  // a read of the node from before the indexer's answer can be older than the index: an index never runs ahead of its node
  const ahead = nodeVersion !== undefined && indexed > nodeVersion;
  return (
    <p
      className={behind > 0n || (pinned !== undefined && pinned > indexed) ? 'notice indexer-provenance' : 'muted indexer-provenance'}
      data-testid="indexer-provenance"
      role="status"
    >
      Indexed up to version <span className="mono">{indexed.toLocaleString('en-US')}</span>
      {ahead && '; caught up with the node'}
      {nodeVersion !== undefined && !ahead && (
        <>
          ; the node {node?.exact === true ? 'is' : 'was, when last read,'} at{' '}
          <span className="mono">{nodeVersion.toLocaleString('en-US')}</span>
          {/* read before the index answered, the node may have moved on since: the lag is no less */}
          {behind > 0n && ` (${node?.exact === true ? '' : 'at least '}${behind.toLocaleString('en-US')} behind)`}
        </>
      )}
      .
      {pinned !== undefined && pinned > indexed && (
        <strong data-testid="indexer-lag-notice">
          {' '}
          This page is pinned at {pinned.toLocaleString('en-US')}, above what is indexed: the list may miss what happened after version{' '}
          {indexed.toLocaleString('en-US')}.
        </strong>
      )}
      {pinned === undefined && behind > 0n && (
        <strong data-testid="indexer-lag-notice"> The list may miss what happened after version {indexed.toLocaleString('en-US')}.</strong>
      )}
      {pinned !== undefined &&
        pinned <= indexed &&
        (atPinned === true ? (
          <span data-testid="indexer-at-pinned"> The list is at the pinned version {pinned.toLocaleString('en-US')}.</span>
        ) : (
          <strong data-testid="indexer-current-not-pinned">
            {' '}
            The list is current (the indexer’s latest), not at the pinned version{atPinned === undefined ? '' : `: ${atPinned}`}.
          </strong>
        ))}
      {chainUnchecked && (
        <span data-testid="indexer-chain-unchecked">
          {' '}
          The indexer does not say which chain it indexes (no <span className="mono">ledger_infos</span>): that it is this node’s chain
          cannot be checked.
        </span>
      )}
    </p>
  );
}
