import { queryOptions } from '@tanstack/react-query';
import { fetchTakingEarly } from '../../components/early-fetch/take-early-fetch';
import { callViewFunction, type ViewCall } from '../../core/api/view-read';
import { nodeRequest } from '../../queries/ledger-status/ledger-status';
import { versionedRead } from '../../queries/versioned-read';

// Keys: node URL first, then the endpoint, then every normalised input (docs/architecture.md#the-apps-conventions).
export const viewQueries = {
  all: (node: string) => [node, 'view'] as const,
  call: (node: string, call: ViewCall, ledgerVersion: bigint | undefined) =>
    queryOptions({
      queryKey: [
        ...viewQueries.all(node),
        call.function,
        JSON.stringify(call.typeArguments),
        JSON.stringify(call.arguments),
        ledgerVersion?.toString() ?? 'latest',
      ],
      // a deep link's call may have been started by the boot script already (src/core/search/explorer-pages.ts)
      queryFn: ({ client, signal }) =>
        callViewFunction({ ...nodeRequest(client, node, signal), call, ledgerVersion, fetch: fetchTakingEarly() }),
      ...versionedRead(ledgerVersion),
    }),
};
