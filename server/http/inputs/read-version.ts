import type { LedgerHead } from '../../../src/core/api/ledger-info';
import { HttpApiError } from '../errors/http-api-error';

/**
 * The version a read uses: latest when not asked; a future one is 404 version_not_found, one below
 * the oldest kept is 410 version_pruned (docs/api.md#status-matrix; messages as real nodes).
 */
export function resolveReadVersion(head: LedgerHead, requested: bigint | undefined): bigint {
  if (requested === undefined) return head.ledgerVersion;
  if (requested > head.ledgerVersion) {
    throw new HttpApiError(404, 'version_not_found', `Ledger version not found by Ledger version(${requested})`);
  }
  if (requested < head.oldestLedgerVersion) {
    throw versionPruned(requested);
  }
  return requested;
}

/** 410 for a version below the node's window, worded as real nodes word it. */
export function versionPruned(version: bigint): HttpApiError {
  return new HttpApiError(410, 'version_pruned', `Ledger version(${version}) has been pruned`);
}
