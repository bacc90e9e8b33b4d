import { hashKey, type QueryKey, type QueryObserverLoadingErrorResult, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A read that failed and is asked again (a page following latest refreshes it) has no data, so
 * react-query puts it back to pending and drops its error until the node answers: the page would
 * swap its error for a skeleton at every refresh, and a screen reader would hear the alert again.
 * Until that answer, the query's last error for the same key stays its state.
 */
export function useStandingError<TData, TError>(query: UseQueryResult<TData, TError>, key: QueryKey): UseQueryResult<TData, TError> {
  const hash = hashKey(key);
  const [last, setLast] = useState<{ hash: string; error: TError } | null>(null);
  if (query.error !== null && (last?.error !== query.error || last.hash !== hash)) setLast({ hash, error: query.error });
  // another key without an error: this one's old error must not come back when it is opened again
  else if (query.error === null && last !== null && last.hash !== hash) setLast(null);
  // asked again without data of its own: pending, or the same thing's previous version as placeholder
  const askedAgain = query.isPending || query.isPlaceholderData;
  if (!askedAgain || query.errorUpdateCount === 0 || last?.hash !== hash) return query;
  const standing: QueryObserverLoadingErrorResult<TData, TError> = {
    ...query,
    data: undefined,
    isPlaceholderData: false,
    status: 'error',
    error: last.error,
    isError: true,
    isPending: false,
    isLoading: false,
    isLoadingError: true,
    isRefetchError: false,
    isSuccess: false,
  };
  return standing;
}
