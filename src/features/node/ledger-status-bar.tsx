import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '../../components/after-paint';
import type { NetworkName } from '../../core/api/networks';
import { useLedgerStatus } from '../../queries/ledger-status/ledger-status';
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
 * Whether the bar should poll `GET /v1` (and load its figures) yet. When the page is reading from this
 * node once its first frame is painted (a loader's prefetch, or the page's own query), the bar waits until
 * that response has filled it and its frame is painted (the request and the chunk would compete with the
 * page's data); otherwise it asks once the first frame is painted.
 */
function useOwnRequestWanted(node: string, known: boolean): boolean {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (known) return afterNextPaint(() => setWanted(true));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterNextPaint(() => {
      // the indexer's reads (keyed [node, 'indexer', …]) bring no ledger headers of this node: only a node read is waited for
      const nodeReads = queryClient.isFetching({ queryKey: [node], predicate: (query) => query.queryKey[1] !== 'indexer' });
      if (nodeReads === 0) setWanted(true);
      else timer = setTimeout(() => setWanted(true), PAGE_DATA_WAIT_MS);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [known, wanted, node, queryClient]);
  return wanted;
}

function Details({ node, network }: { node: string; network: NetworkName | undefined }) {
  const wanted = useOwnRequestWanted(node, useLedgerStatus(node) !== undefined);
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
