// The call behind a change ("0x7ad5… called 0x1::coin::transfer<…>(…)"), read from the transaction at its
// version. That transaction never changes, so it is read once per node and version (fresh until pruned),
// and only when asked for: the time-travel views read it for what the user looks at, never for every
// tick up front. This module brings the transaction client (and zod): the app loads it lazily.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TRANSACTION_BY_VERSION } from '../core/api/endpoints';
import { ApiError, lacksRoute } from '../core/api/errors';
import { describeTransaction, type CallState } from '../core/api/transaction-call';
import { transactionQueries } from './transactions';

/** The call of the transaction at `version`; `none` when the node has no transaction routes. */
export function useTransactionCall(node: string, version: bigint): CallState {
  const query = useQuery(transactionQueries.byVersion(node, version));
  if (query.data !== undefined) return { kind: 'call', call: describeTransaction(query.data.data) };
  if (query.isError) {
    if (lacksRoute(TRANSACTION_BY_VERSION, query.error) || (query.error instanceof ApiError && query.error.status === 404))
      return { kind: 'none' };
    if (query.error instanceof ApiError && query.error.kind === 'pruned') return { kind: 'pruned' };
    return { kind: 'failed', message: query.error.message };
  }
  return { kind: 'loading' };
}

/** What the app gives the time-travel views (components/time-travel/change-call.tsx), which run no query. */
export function TransactionCallReader({
  node,
  version,
  children,
}: {
  node: string;
  version: bigint;
  children: (state: CallState) => ReactNode;
}) {
  return children(useTransactionCall(node, version));
}
