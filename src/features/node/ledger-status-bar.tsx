import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '../../components/after-paint';
import type { NetworkName } from '../../core/api/networks';
import { WaitingForNode } from './waiting-for-node';

// The figures, their sources, the node's problems and the bar's own request load once it is wanted (below): a
// first load needs only the bar's place and whether it follows latest (issue 34, first-load budget).
const LedgerStatusDetails = lazy(() => import('./ledger-status-details'));

export interface LedgerStatusBarProps {
  node: string;
  pinnedVersion: bigint | undefined;
  /** The network the node is read as: a chain id that contradicts it is warned about. */
  network?: NetworkName | undefined;
  /** Read nothing (a link's node waits for the user's consent): the bar says so. */
  idle?: boolean;
}

/** How long the bar waits for a page's data to report the ledger before asking the node itself. */
const PAGE_DATA_WAIT_MS = 3_000;

/**
 * Whether the bar should poll `GET /v1` (and load its figures) yet: once none of the page's reads of this node is
 * in flight at a painted frame (its request and chunk would compete with them), or after PAGE_DATA_WAIT_MS. Its
 * indexer's reads count too: they fill nothing, but the table page's first entries are indexer reads, and a
 * page's node read (its ledger) may fill the bar while they are still on their way.
 */
function useOwnRequestWanted(node: string): boolean {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const timer = setTimeout(want, PAGE_DATA_WAIT_MS);
    let cancelPaint = () => {};
    // on each change of the cache: a read that starts meanwhile (rows once the chain is checked) waits again
    const check = () => {
      cancelPaint();
      if (queryClient.isFetching({ queryKey: [node] }) === 0) cancelPaint = afterNextPaint(want);
    };
    cancelPaint = afterNextPaint(check);
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    return () => {
      clearTimeout(timer);
      cancelPaint();
      unsubscribe();
    };
  }, [wanted, node, queryClient]);
  return wanted;
}

function Details({ node, network }: { node: string; network: NetworkName | undefined }) {
  const wanted = useOwnRequestWanted(node);
  return wanted ? (
    <Suspense fallback={<WaitingForNode node={node} />}>
      <LedgerStatusDetails node={node} network={network} />
    </Suspense>
  ) : (
    <WaitingForNode node={node} />
  );
}

/** Headers of the newest response from the current node (docs/architecture.md#the-apps-conventions). */
export function LedgerStatusBar({ node, pinnedVersion, network, idle = false }: LedgerStatusBarProps) {
  return (
    <section className="status-bar" aria-label="Ledger status">
      {idle && pinnedVersion === undefined ? (
        // nothing is read until the user answers: the pill claims nothing is followed yet (one line, as the pill it gives way to)
        <span className="badge waiting" title="Nothing is read, or followed, until you answer the link’s question">
          waiting for your answer
        </span>
      ) : pinnedVersion === undefined ? (
        <span className="badge following" title="Data pages show the latest version and refresh">
          following latest
        </span>
      ) : (
        <span className="badge pinned">pinned at {pinnedVersion.toString()}</span>
      )}
      {idle ? (
        // one line, cut short on a phone (its title has it all): the bar keeps the height it has once the node answers
        <span className="muted idle-note" title="No node is read until you answer whether to use what the link names.">
          No node is read until you answer whether to use what the link names.
        </span>
      ) : (
        <Details node={node} network={network} />
      )}
    </section>
  );
}
