import type { LedgerInfo } from '../api/ledger-headers';
import { currentLedger } from '../api/ledger-info';

// A node's window of versions, judged from the ledger headers its answers carry.

/**
 * The current of a node's ledger as the status bar knows it (`a`, which follows its chain resets) and a
 * page's answer (`b`): currentLedger's rule within one chain id; of another chain id, the status bar's.
 */
export function newerLedger(a: LedgerInfo | null | undefined, b: LedgerInfo | null | undefined): LedgerInfo | null {
  if (a == null) return b ?? null;
  if (b == null || b.chainId !== a.chainId) return a;
  return currentLedger(a, b, new Map()).current;
}

/** Where a version stands against a node's window: in it, pruned (older than its oldest), or ahead of its latest. */
export type WindowPlace = 'in' | 'pruned' | 'ahead';

/** Unknown bounds (a node that hides its ledger) count as in: the node's answer then says otherwise. */
export function placeInWindow(version: bigint, oldest: bigint | undefined, latest: bigint | undefined): WindowPlace {
  if (oldest !== undefined && version < oldest) return 'pruned';
  if (latest !== undefined && version > latest) return 'ahead';
  return 'in';
}

/** Whether `version` has fallen out of a window whose oldest version is `oldest` (placeInWindow's pruned). */
export function prunedSince(version: bigint | undefined, oldest: bigint | undefined): boolean {
  return version !== undefined && placeInWindow(version, oldest, undefined) === 'pruned';
}

/**
 * Where N−1 and N+1 lead from `current` (undefined: nowhere readable). Outside the window, pruned or
 * beyond latest, the neighbours are outside too: only Oldest and Latest lead back to data.
 */
export function versionSteps(
  current: bigint | undefined,
  oldest: bigint | undefined,
  latest: bigint | undefined,
): { back: bigint | undefined; on: bigint | undefined } {
  if (current === undefined || placeInWindow(current, oldest, latest) !== 'in') return { back: undefined, on: undefined };
  return {
    back: current > 0n && (oldest === undefined || current > oldest) ? current - 1n : undefined,
    on: latest === undefined || current < latest ? current + 1n : undefined,
  };
}
