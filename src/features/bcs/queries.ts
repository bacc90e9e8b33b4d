import { queryOptions } from '@tanstack/react-query';
import { nodeRequest } from '../../queries/ledger-status/ledger-status';
import { getAccountResourceBcs } from '../../core/api/state-bytes-read';
import { fetchTakingEarly } from '../../components/early-fetch/take-early-fetch';

// Keys: node URL first, then the endpoint, then every normalised input (docs/architecture.md#the-apps-conventions).
export const inspectorQueries = {
  /**
   * A resource's stored BCS, for `/bcs?address=…&resource=…`: a value too large for a URL (`Large` is
   * 2.5 MB, and Chromium refuses URLs over 2 MB) is named instead of copied. Not refreshed at latest: the
   * bytes being inspected do not change under the user. A deep link's read was started by the boot script
   * (the `bcs` entry of src/core/search/explorer-pages.ts): taken here when it is this very request.
   */
  resourceBcs: (node: string, address: string, resourceType: string, ledgerVersion: bigint | undefined) =>
    queryOptions({
      queryKey: [node, 'account', 'resource-bcs', address, resourceType, ledgerVersion?.toString() ?? 'latest'],
      queryFn: ({ client, signal }) =>
        getAccountResourceBcs({ ...nodeRequest(client, node, signal), address, resourceType, ledgerVersion, fetch: fetchTakingEarly() }),
      staleTime: Infinity,
    }),
};
