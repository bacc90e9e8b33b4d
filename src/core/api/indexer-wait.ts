import { networkOfNode } from './networks';

/**
 * Whether the account page asks the indexer only once the node's list is painted (else with it). An indexer
 * the node serves itself (our demo node: one thread) would slow the list; one on another origin, or behind a
 * hosted network's gateway (`api.<network>.aptoslabs.com` routes /v1/graphql to the indexer, not the
 * fullnode), costs the node nothing, and waiting would only delay Assets by a round trip.
 */
export function indexerWaitsForList(node: string, indexer: string): boolean {
  const network = networkOfNode(node);
  if (network !== undefined && network !== 'localnet') return false;
  try {
    return new URL(indexer).origin === new URL(node).origin;
  } catch {
    // not a URL: the old, careful order
    return true;
  }
}
