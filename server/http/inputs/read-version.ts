import type { FastifyRequest } from 'fastify';
import type { LedgerHead } from '../../../src/core/api/ledger-info';
import { readMaxAge, type PruningPace } from '../caching/pinned-max-age';
import { HttpApiError } from '../errors/http-api-error';
import { requestHead } from './request-ledger-head';

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

/** A read of state: the version it reads at (resolveReadVersion) and how long its answer may be reused (readMaxAge). */
export function readAt(request: FastifyRequest, pace: PruningPace, requested: bigint | undefined) {
  const head = requestHead(request);
  return { version: resolveReadVersion(head, requested), maxAge: readMaxAge(pace, head, requested) };
}

/** 410 for a version below the node's window, worded as real nodes word it. */
export function versionPruned(version: bigint): HttpApiError {
  return new HttpApiError(410, 'version_pruned', `Ledger version(${version}) has been pruned`);
}
