// Where a transaction's page is. No zod here (unlike the transaction client): the pages that import this load at once.
import { explorerHref, type ExplorerParams } from '../../core/search/explorer-location';

/** The transaction page of a version; it carries the node, not the page's pinned version (a transaction has none). */
export function transactionHref(version: bigint, params: ExplorerParams): string {
  return explorerHref({ kind: 'transaction', version: version.toString() }, { node: params.node });
}
