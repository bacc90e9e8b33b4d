// Where a transaction's page is. Apart from the transaction client: the pages that import this load at once.
import { explorerHref, type ExplorerParams } from '../../core/search/explorer-location';

/** The transaction page of a version; it carries the node, not the page's pinned version (a transaction has none). */
export function transactionHref(version: bigint, params: ExplorerParams): string {
  // the node as the page names it, by URL or by network: dropping either would open the link on another node
  return explorerHref(
    { kind: 'transaction', version: version.toString() },
    { node: params.node, network: params.network, indexer: params.indexer },
  );
}
