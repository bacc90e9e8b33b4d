import { queryOptions } from '@tanstack/react-query';
import { getAccountBalance } from '../../core/api/balance-read';
import { fetchTakingEarly } from '../../components/early-fetch/take-early-fetch';
import { resourceQuery } from '../../queries/resource-query';
import { versionKey } from '../../queries/versioned-read';
import { versionedRead } from '../../queries/versioned-read';
import { nodeRequest } from '../../queries/ledger-status/ledger-status';

// Keys: node URL first, then the endpoint, then every (normalised) input (docs/architecture.md#the-apps-conventions).
// Freshness: latest or pinned (versionedRead). An account's resources list: resource-list-query.ts, out of the
// first load of every page but the account's (its loader imports it).

export const accountQueries = {
  all: (node: string) => [node, 'account'] as const,
  /** A resource (src/queries, the transaction page's too); a deep link's first read may already be on its way (index.html). */
  resource: (node: string, address: string, resourceType: string, ledgerVersion: bigint | undefined) =>
    resourceQuery(node, address, resourceType, ledgerVersion, fetchTakingEarly()),
  /** An account's balance of a coin type or a fungible asset's metadata address (extension, as real nodes), exact. */
  balance: (node: string, address: string, assetType: string, ledgerVersion: bigint | undefined) =>
    queryOptions({
      queryKey: [...accountQueries.all(node), 'balance', address, assetType, versionKey(ledgerVersion)],
      queryFn: ({ client, signal }) => getAccountBalance({ ...nodeRequest(client, node, signal), address, assetType, ledgerVersion }),
      ...versionedRead(ledgerVersion),
    }),
};
