import { ExplorerLink } from '../../components/explorer/explorer-link';

/** 410: the version is below the node's window; the oldest it still holds (the page's bounds, as the pager says) is one click away. */
export function PrunedTransaction({ version, oldest }: { version: bigint; oldest: bigint | undefined }) {
  return (
    <div className="error-view" data-error-kind="pruned">
      {/* the alert is the fixed words: the oldest version moves with every poll of a pruning node */}
      <h2 role="alert">Version {version.toLocaleString('en')} was pruned</h2>
      <p>
        The node no longer holds this transaction: it keeps only a window of recent versions
        {oldest === undefined ? (
          '.'
        ) : (
          <>
            , from version <span className="mono">{oldest.toLocaleString('en')}</span> on.
          </>
        )}{' '}
        An archive node, or another node with a longer window, may still have it.
      </p>
      {oldest !== undefined && (
        <div className="actions">
          <ExplorerLink className="button" to={{ kind: 'transaction', version: oldest.toString() }}>
            Open the oldest transaction ({oldest.toLocaleString('en')})
          </ExplorerLink>
        </div>
      )}
    </div>
  );
}
