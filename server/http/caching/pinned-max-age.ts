// How long a read pinned to a version may be reused (docs/api.md#caching: immutable "while it stays in the
// window"). A version leaves the window when chain time has moved on by the window past its block;
// chain time runs one second per block, and blocks come every blockIntervalMs of wall time.
import type { LedgerHead } from '../../../src/core/api/ledger-info';

/** The ceiling: a shared link's reads are reused for a while, then checked again. */
export const PINNED_MAX_AGE_SECONDS = 600;

export interface PruningPace {
  /** Window of chain time kept; 0 keeps everything. */
  pruneWindowSeconds: number;
  /** Wall time between live blocks; 0 = no live blocks, so nothing leaves the window while the node runs. */
  blockIntervalMs: number;
}

/**
 * Seconds a pinned read stays readable, at most PINNED_MAX_AGE_SECONDS. Where the version's block sits
 * in the window is estimated from its place between the oldest and the latest version (no lookup on
 * the read path): blocks hold 1 to 8 transactions, so over a window the estimate is close, and either
 * error is harmless: a little early, a revalidation; a little late, a cached body that is still the
 * exact state at that version.
 */
export function pinnedMaxAgeSeconds(pace: PruningPace, head: LedgerHead, version: bigint): number {
  if (pace.pruneWindowSeconds <= 0 || pace.blockIntervalMs <= 0) return PINNED_MAX_AGE_SECONDS;
  const span = Number(head.ledgerVersion - head.oldestLedgerVersion) + 1;
  const place = Math.max(0, Number(version - head.oldestLedgerVersion)) / span;
  const wallSecondsLeft = place * pace.pruneWindowSeconds * (pace.blockIntervalMs / 1000);
  return Math.min(PINNED_MAX_AGE_SECONDS, Math.floor(wallSecondsLeft));
}

/** The max-age of a read: null at latest (its body changes with the next block), else the pinned one. */
export function readMaxAge(pace: PruningPace, head: LedgerHead, requested: bigint | undefined): number | null {
  return requested === undefined ? null : pinnedMaxAgeSeconds(pace, head, requested);
}

/**
 * The max-age of a `…/versions` list: a pinned list names versions older than its own, and its oldest
 * entry leaves the window first (then it answers 410, and the list read again no longer names it), so
 * the list is cached no longer than that entry stays readable.
 */
export function versionsListMaxAge(
  pace: PruningPace,
  head: LedgerHead,
  requested: bigint | undefined,
  oldestListed: bigint | undefined,
): number | null {
  const ofRead = readMaxAge(pace, head, requested);
  if (ofRead === null || oldestListed === undefined) return ofRead;
  return Math.min(ofRead, pinnedMaxAgeSeconds(pace, head, oldestListed));
}
