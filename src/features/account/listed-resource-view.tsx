import { useQuery } from '@tanstack/react-query';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { accountQueries } from './queries';
import type { ListedResource } from './resource-list-read';
import { ResourceSkeleton } from './resource-skeleton';
import { ResourceView } from './resource-view';

interface ListedResourceViewProps {
  node: string;
  listed: ListedResource;
  params: ExplorerParams;
  address: string;
  /** The list's version: a value read on demand is read there, so it matches the list. */
  version: bigint | undefined;
}

/**
 * An opened row of the resources list: the value as listed, or, when the list carried types only, read
 * now with the resource page's own query (so opening the resource's page next costs nothing).
 */
export function ListedResourceView({ node, listed, params, address, version }: ListedResourceViewProps) {
  const { data } = listed;
  const query = useQuery({
    ...accountQueries.resource(node, address, listed.type, version),
    enabled: data === undefined,
    refetchInterval: false,
  });
  const resource = data === undefined ? query.data?.data : { type: listed.type, data };
  if (resource !== undefined) return <ResourceView resource={resource} params={params} address={address} version={version} height="fit" />;
  if (query.isError) return <ApiErrorView error={query.error} requestedVersion={version} onRetry={() => void query.refetch()} />;
  return <ResourceSkeleton rows={4} />;
}
