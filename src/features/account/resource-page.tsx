import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { afterNextPaint } from '../../components/after-paint';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { VersionControl } from '../../components/version-control/version-control';
import { ApiError } from '../../core/api/errors';
import { accountQueries } from './queries';
import { rememberType } from './recent-types';
import { ResourceForm } from './resource-form';
import { ResourceSkeleton } from './resource-skeleton';
import { ResourceView } from './resource-view';
import './resource-page.css';

interface ResourcePageProps {
  /** Short form (the route redirects long forms). */
  address: string;
  /** Normalised struct tag. */
  resourceType: string;
}

/** `/accounts/:address/resource/:resourceType`: one resource at a pinned or the latest version. */
export function ResourcePage({ address, resourceType }: ResourcePageProps) {
  const { node, ledgerVersion, params } = useExplorerParams();
  const queryClient = useQueryClient();
  const query = useQuery({ ...accountQueries.resource(node, address, resourceType, ledgerVersion), placeholderData: keepPreviousData });
  // after the frame showing this version is painted: the requests' work must not delay that paint
  const prefetch = useCallback(
    (version: bigint) => void afterNextPaint(() => void queryClient.prefetchQuery(accountQueries.resource(node, address, resourceType, version))),
    [queryClient, node, address, resourceType],
  );
  const ledger = query.data?.ledger ?? (query.error instanceof ApiError ? query.error.ledger : null);
  const shown = ledgerVersion ?? query.data?.ledger?.ledgerVersion;
  const found = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (found) rememberType(resourceType);
  }, [found, resourceType]);

  return (
    <article>
      <h1 className="page-title">
        <span className="muted">Resource</span> <span className="mono">{resourceType}</span>
        <br />
        <small>
          at <ExplorerLink to={{ kind: 'account', address }}>{address}</ExplorerLink>
        </small>
      </h1>
      <ResourceForm key={`${address} ${resourceType}`} address={address} resourceType={resourceType} />
      <VersionControl
        pinned={ledgerVersion}
        shown={shown}
        oldest={ledger?.oldestLedgerVersion}
        latest={ledger?.ledgerVersion}
        // neighbours only once this version is on screen: they must not compete with it (a Large read is 4 MB)
        prefetch={found ? prefetch : undefined}
      />
      {query.isPlaceholderData && <p className="muted" aria-live="polite">Loading version {ledgerVersion?.toString() ?? 'latest'}…</p>}
      {query.isError && !query.isPlaceholderData ? (
        <ApiErrorView error={query.error} requestedVersion={ledgerVersion} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <ResourceView resource={query.data.data} params={params} address={address} version={shown} height="fill" />
      ) : (
        <ResourceSkeleton />
      )}
    </article>
  );
}
