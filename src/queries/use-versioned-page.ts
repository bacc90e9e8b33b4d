import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../core/api/errors';
import type { LedgerInfo } from '../core/api/ledger-headers';
import { keepPreviousOf } from './keep-previous-of';
import { useLedgerBounds } from './ledger-status/ledger-bounds';
import { useStandingError } from './standing-error';

interface VersionedPageInput<TData, TError, TKey extends QueryKey> {
  node: string;
  /** From the URL: undefined is following latest. */
  pinned: bigint | undefined;
  /** The page's read at a version (undefined: latest; freshness from versionedRead), memoised by the caller. */
  read: (version: bigint | undefined) => UseQueryOptions<TData, TError, TData, TKey> & { queryKey: TKey };
  /** False while there is nothing to read (a table page before its key is known). */
  enabled?: boolean;
  /** Following latest with refreshing paused. */
  paused?: boolean;
  /** The error code of a value absent at the version: it is read all the same, and has history. */
  absentCode?: string;
}

/**
 * A page that shows one thing at the pinned version or following latest: its read (the version before
 * stays on screen, dimmed, while another loads), the node's window, the version on screen, reads at
 * other versions, and the version control's props. With history, add useStateKeyHistory(node, target, page.at).
 */
export function useVersionedPage<TData extends { ledger: LedgerInfo | null }, TError, TKey extends QueryKey>(
  input: VersionedPageInput<TData, TError, TKey>,
) {
  const { node, pinned, read, enabled = true, paused = false, absentCode } = input;
  const client = useQueryClient();
  const options = read(pinned);
  const query = useStandingError(
    useQuery({
      ...options,
      enabled,
      // while another version loads: this node's value of this thing (every part of the key but the version)
      placeholderData: keepPreviousOf(options.queryKey.slice(0, -1)),
      refetchInterval: paused ? false : options.refetchInterval,
    }),
    options.queryKey,
  );
  const ledger = query.data?.ledger ?? (query.error instanceof ApiError ? query.error.ledger : null);
  const { oldest, latest } = useLedgerBounds(node, ledger);
  const absentAnswer =
    query.error instanceof ApiError && absentCode !== undefined && query.error.errorCode === absentCode ? query.error : null;
  const absentError = absentAnswer !== null;
  // following latest, the version on screen is the one its answer names, an absent value's 404 too (a
  // refresh that failed keeps the value before as data: not what is on screen); a placeholder (the
  // version before, dimmed) may be a pinned read, whose headers name the latest of its time
  const answered = absentAnswer !== null ? absentAnswer.ledger?.ledgerVersion : query.data?.ledger?.ledgerVersion;
  const shown = pinned ?? (query.isPlaceholderData ? undefined : answered);
  const ok = query.isSuccess && !query.isPlaceholderData;
  const prefetch = useCallback((version: bigint) => void client.prefetchQuery(read(version)), [client, read]);
  // staleTime 0: asked now, so a cached read of a version pruned since does not count as "readable"
  const readAt = useCallback((version: bigint) => client.fetchQuery({ ...read(version), staleTime: 0 }), [client, read]);
  return {
    query,
    shown,
    oldest,
    latest,
    /** The version on screen was read (not a placeholder, not an error). */
    ok,
    /** The value is absent at this version (not a placeholder). */
    absent: absentError && !query.isPlaceholderData,
    readAt,
    // neighbours only once this version is on screen: they must not compete with it (a Large read is 4 MB)
    versionControl: { pinned, shown, oldest, latest, prefetch: ok ? prefetch : undefined },
    /** Where the page stands, for its history (useStateKeyHistory). */
    at: { version: shown, oldest, latest, pinned: pinned !== undefined, readable: query.data !== undefined || absentError },
  };
}
