import { queryOptions } from '@tanstack/react-query';
import { getAccountResource } from '../../core/api/client';
import { pinnedStaleTime } from '../../queries/ledger-status/ledger-bounds';
import { apiKeyFor } from '../../core/settings/node-settings';

// The transaction page's own read: a resource as it was before the transaction wrote it, pinned, so
// it never changes (fresh until pruned). Keys: node first, then the endpoint and its inputs.
export const transactionPageQueries = {
  valueBefore: (node: string, address: string, resourceType: string, version: bigint) =>
    queryOptions({
      queryKey: [node, 'transactions', 'value_before', address, resourceType, version.toString()],
      queryFn: ({ signal }) => getAccountResource({ node, address, resourceType, ledgerVersion: version, signal, apiKey: apiKeyFor(node) }),
      staleTime: pinnedStaleTime(node, version),
      retry: false,
    }),
};
