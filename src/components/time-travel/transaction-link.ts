// Where a transaction's page is, and how a node without the transaction routes answers. No zod here
// (unlike the transaction client): the pages that import this load at once.
import { ApiError } from '../../core/api/errors';
import { explorerHref, type ExplorerParams } from '../../core/search/explorer-location';

/** The transaction page of a version; it carries the node, not the page's pinned version (a transaction has none). */
export function transactionHref(version: bigint, params: ExplorerParams): string {
  return explorerHref({ kind: 'transaction', version: version.toString() }, { node: params.node });
}

/**
 * A node without the transaction routes (an optional extension for the explorer: a 404 not about a
 * transaction, 405, 501): the explorer says nothing more. 404 `transaction_not_found` is a version past latest.
 */
export function lacksTransactionRoutes(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === null) return false;
  if (error.status === 404) return error.errorCode !== 'transaction_not_found';
  return error.status === 405 || error.status === 501;
}
