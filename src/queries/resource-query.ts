// A resource at a version, for every page that shows one: the resource and account pages, and the
// transaction page's value before a write. One key, so each page finds what another already read.
// Keys: node URL first, then the endpoint, then every (normalised) input (docs/architecture.md#the-apps-conventions).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getAccountResource, type ResourceAnswer } from '../core/api/resource-read';
import { nodeRequest } from './ledger-status/ledger-status';
import { versionedRead, versionKey } from './versioned-read';

/** The answer of the same resource read last, at any version (the key without its version). */
function lastRead(client: QueryClient, queryKey: readonly unknown[]): ResourceAnswer | undefined {
  let last: { at: number; answer: ResourceAnswer } | undefined;
  for (const query of client.getQueryCache().findAll({ queryKey: queryKey.slice(0, -1) })) {
    const answer = query.state.data as ResourceAnswer | undefined;
    if (answer?.etag != null && query.queryKey.length === queryKey.length && (last === undefined || query.state.dataUpdatedAt > last.at))
      last = { at: query.state.dataUpdatedAt, answer };
  }
  return last?.answer;
}

/** `fetch`: the account feature's, which takes a deep link's first request when the boot script sent it. */
export function resourceQuery(
  node: string,
  address: string,
  resourceType: string,
  ledgerVersion: bigint | undefined,
  fetch?: typeof window.fetch,
) {
  return queryOptions({
    queryKey: [node, 'account', 'resource', address, resourceType, versionKey(ledgerVersion)],
    // revalidates what the page holds (pinned: else the answer last read at another version): an unchanged value
    // is a bodiless 304 and the same object, nothing parsed or re-rendered, and a diff finds it equal unwalked
    queryFn: ({ signal, client, queryKey }) => {
      const previous =
        client.getQueryData<ResourceAnswer>(queryKey) ?? (ledgerVersion === undefined ? undefined : lastRead(client, queryKey));
      return getAccountResource({ ...nodeRequest(client, node, signal), address, resourceType, ledgerVersion, fetch, previous });
    },
    ...versionedRead(ledgerVersion),
  });
}
