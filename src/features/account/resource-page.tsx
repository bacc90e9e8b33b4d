import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { afterNextPaint } from '../../components/after-paint';
import { CopyButton } from '../../components/copy-button';
import { keepPreviousOf } from '../../queries/keep-previous-of';
import { useLedgerBounds } from '../../queries/ledger-status/ledger-bounds';
import { RequestTools } from '../../components/copy-as-code/request-tools';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { TypeName } from '../../components/explorer/type-name';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { ChangeNavigator } from '../../components/time-travel/change-navigator';
import type { StateKeyTarget } from '../../components/time-travel/state-key-history';
import { readTimeTravelParams, searchWith } from '../../components/time-travel/time-travel-params';
import { Timeline } from '../../components/time-travel/timeline';
import { useChangedPaths } from '../../components/time-travel/use-changed-paths';
import { useOpenOldest } from '../../components/version-control/use-open-oldest';
import { PageTools } from '../../components/version-control/page-tools';
import { PrunedSinceNotice } from '../../components/version-control/pruned-since-notice';
import { VersionControl } from '../../components/version-control/version-control';
import type { TreeRow } from '../../components/json-tree/json-tree';
import { ApiError } from '../../core/api/errors';
import { numericLeaf } from '../../core/history/value-series';
import { formatStructTag, parseStructTag } from '../../core/move/type-tag';
import { accountQueries } from './queries';
import { rememberType } from './recent-types';
import { ResourceSkeleton } from './resource-skeleton';
import { ResourceView } from './resource-view';
import { UndeclaredTypeNotice, useTypeDeclaration } from './undeclared-type';
import './resource-page.css';

const ResourceDiff = lazy(() => import('./resource-diff'));
const ValuePlot = lazy(() => import('../../components/time-travel/value-plot'));

interface ResourcePageProps {
  /** Short form (the route redirects long forms). */
  address: string;
  /** Normalised struct tag. */
  resourceType: string;
}

/** `/accounts/:address/resource/:resourceType`: one resource at a pinned or the latest version, or the diff of two. */
export function ResourcePage({ address, resourceType }: ResourcePageProps) {
  const { node, ledgerVersion, params } = useExplorerParams();
  const [search] = useSearchParams();
  const { compare, plot: plotPath } = readTimeTravelParams(search);
  const queryClient = useQueryClient();
  const [paused, setPaused] = useState(false);
  const resourceQuery = accountQueries.resource(node, address, resourceType, ledgerVersion);
  const query = useQuery({
    ...resourceQuery,
    // while another version loads: this node's value of this resource (every part of the key but the version)
    placeholderData: keepPreviousOf(resourceQuery.queryKey.slice(0, -1)),
    refetchInterval: paused ? false : resourceQuery.refetchInterval,
  });
  const following = ledgerVersion === undefined && !query.isPlaceholderData;
  const changedPaths = useChangedPaths(query.data?.data.data, `${node} ${address} ${resourceType}`, following);
  // after the frame showing this version is painted: the requests' work must not delay that paint
  const prefetch = useCallback(
    (version: bigint) => void afterNextPaint(() => void queryClient.prefetchQuery(accountQueries.resource(node, address, resourceType, version))),
    [queryClient, node, address, resourceType],
  );
  const readAt = useCallback(
    // staleTime 0: asked now, so a cached read of a version pruned since does not count as "readable"
    (version: bigint) => queryClient.fetchQuery({ ...accountQueries.resource(node, address, resourceType, version), staleTime: 0 }),
    [queryClient, node, address, resourceType],
  );
  const openOldest = useOpenOldest(readAt);
  const readDataAt = useCallback(
    async (version: bigint) => {
      try {
        return (await queryClient.fetchQuery(accountQueries.resource(node, address, resourceType, version))).data.data;
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === 'resource_not_found') return null;
        throw error;
      }
    },
    [queryClient, node, address, resourceType],
  );
  const plotTool = (row: TreeRow | null) =>
    row !== null && row.path.length > 0 && numericLeaf(row.value) !== null ? (
      <Link className="button" to={{ search: searchWith(search, 'plot', JSON.stringify(row.path)) }}>
        Plot<span className="phone-hidden-words"> over versions</span>
      </Link>
    ) : null;
  const target = useMemo((): StateKeyTarget => ({ kind: 'resource', address, resourceType }), [address, resourceType]);
  const ledger = query.data?.ledger ?? (query.error instanceof ApiError ? query.error.ledger : null);
  const { oldest, latest } = useLedgerBounds(node, ledger);
  // following latest, the version on screen is the one its answer names; a placeholder (the version
  // before, dimmed) may be a pinned read, whose headers name the latest of its time, not the version shown
  const shown = ledgerVersion ?? (query.isPlaceholderData ? undefined : query.data?.ledger?.ledgerVersion);
  const found = query.isSuccess && !query.isPlaceholderData;
  const notFound = query.error instanceof ApiError && query.error.errorCode === 'resource_not_found' && !query.isPlaceholderData;
  const declaration = useTypeDeclaration(node, resourceType, ledgerVersion, notFound);
  // at latest, a type its module does not declare has no history to search; pinned earlier, it may be declared later
  const historyApplies = ledgerVersion !== undefined || (declaration.kind !== 'undeclared' && declaration.kind !== 'no_module');
  useEffect(() => {
    if (found) rememberType(resourceType);
  }, [found, resourceType]);

  return (
    <article>
      <h1 className="page-title">
        <span className="muted">Resource</span> <TypeName type={resourceType} /> <CopyButton label="Copy resource type" text={resourceType}>Copy</CopyButton>
        <br />
        <small>
          at <ExplorerLink to={{ kind: 'account', address }}>{address}</ExplorerLink> <CopyButton label="Copy address" text={address}>Copy</CopyButton>
        </small>
      </h1>
      <PageTools pinned={ledgerVersion} shown={shown} paused={paused}>
        <RequestTools target={{ kind: 'resource', address, resourceType }} read={{ kind: 'resource', address, resourceType, ledgerVersion }} shown={shown} />
        <VersionControl
          pinned={ledgerVersion}
          shown={shown}
          oldest={oldest}
          latest={latest}
          // neighbours only once this version is on screen: they must not compete with it (a Large read is 4 MB)
          prefetch={found ? prefetch : undefined}
          openOldest={openOldest}
          paused={paused}
          onTogglePause={() => setPaused((was) => !was)}
        />
        {historyApplies && <ChangeNavigator node={node} target={target} version={shown} oldest={oldest} latest={latest} />}
        {historyApplies && (
          <Timeline node={node} target={target} version={shown} oldest={oldest} latest={latest} enabled={query.data !== undefined || (query.error instanceof ApiError && query.error.errorCode === 'resource_not_found')} />
        )}
      </PageTools>
      {plotPath !== null && oldest !== undefined && latest !== undefined && (
        <Suspense fallback={<p className="muted">Loading the chart…</p>}>
          <ValuePlot
            // its window is the node's: another node starts a chart afresh
            key={node}
            node={node}
            target={target}
            path={plotPath}
            oldest={oldest}
            latest={latest}
            readAt={readDataAt}
            closeHref={searchWith(search, 'plot', null)}
          />
        </Suspense>
      )}
      {query.data !== undefined && !query.isPlaceholderData && !sameStructTag(query.data.data.type, resourceType) && (
        <p className="notice" role="status" data-problem="other-type">
          The node answered with a resource of type <span className="mono">{query.data.data.type}</span>, not the{' '}
          <span className="mono">{resourceType}</span> asked for: what is shown below is what it sent.
        </p>
      )}
      {found && compare === null && <PrunedSinceNotice pinned={ledgerVersion} oldest={oldest} />}
      {query.isPlaceholderData && (
        <p className="muted" aria-live="polite">
          Loading version {ledgerVersion?.toString() ?? 'latest'}… (dimmed below: the version before)
        </p>
      )}
      {compare !== null && shown !== undefined ? (
        <Suspense fallback={<ResourceSkeleton />}>
          <ResourceDiff node={node} address={address} resourceType={resourceType} before={compare} after={shown} />
        </Suspense>
      ) : query.isError && !query.isPlaceholderData ? (
        <>
          <UndeclaredTypeNotice declaration={declaration} address={address} />
          <ApiErrorView error={query.error} requestedVersion={ledgerVersion} onRetry={() => void query.refetch()} onOpenOldest={openOldest.open} />
        </>
      ) : query.data ? (
        <div className={query.isPlaceholderData ? 'is-stale-version' : undefined} aria-busy={query.isPlaceholderData}>
          <ResourceView resource={query.data.data} params={params} address={address} version={shown} height="fill" changedPaths={changedPaths} activeRowTools={plotTool} />
        </div>
      ) : (
        <ResourceSkeleton />
      )}
    </article>
  );
}

/** Whether two struct tags name the same type (the node may write it in another form); unparsable ones must match exactly. */
function sameStructTag(a: string, b: string): boolean {
  try {
    return formatStructTag(parseStructTag(a)) === formatStructTag(parseStructTag(b));
  } catch {
    return a === b;
  }
}
