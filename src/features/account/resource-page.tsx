import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterNextPaint } from '../../components/after-paint';
import { useSearchParams } from 'react-router-dom';
import { DeferredCopyButton } from '../../components/deferred-copy-button';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { TypeName } from '../../components/explorer/type-name';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { lazyHistoryTools } from '../../components/time-travel/change-tools';
import { readTimeTravelParams } from '../../components/time-travel/time-travel-params';
import { useChangedPaths } from '../../components/time-travel/use-changed-paths';
import { useOpenOldest } from '../../components/version-control/use-open-oldest';
import { plotRowTool, StateKeyShell } from '../../components/version-control/state-key-shell';
import { formatStructTag, parseStructTag } from '../../core/move/type-tag';
import { useFoundChanges } from '../../queries/found-changes';
import { loadStateKeyHistory } from '../../queries/load-state-key-history';
import { useVersionedPage } from '../../queries/use-versioned-page';
import { accountQueries } from './queries';
import { rememberType } from './recent-types';
import { ResourceSkeleton } from './resource-skeleton';
import { ResourceView } from './resource-view';
import { useTypeDeclaration } from './undeclared-type';
import './resource-page.css';

const loadDiff = () => import('./resource-diff');
const LazyResourceDiff = lazy(loadDiff);
/** The diff's module once preloaded: rendered at once, with no fallback whose reveal React holds back 300 ms. */
let loadedDiff: Awaited<ReturnType<typeof loadDiff>>['default'] | undefined;
const preloadDiff = () => void loadDiff().then((module) => (loadedDiff = module.default));
const ResourcePlot = lazy(() => import('./resource-plot'));
const UndeclaredTypeNotice = lazy(() => import('./undeclared-type-notice'));
// the change navigator and the timeline, with the history reads that drive them: after the paint
const HistoryTools = lazyHistoryTools(loadStateKeyHistory);

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
  const { compare } = readTimeTravelParams(search);
  const [paused, setPaused] = useState(false);
  const read = useCallback(
    (version: bigint | undefined) => accountQueries.resource(node, address, resourceType, version),
    [node, address, resourceType],
  );
  const page = useVersionedPage({ node, pinned: ledgerVersion, read, paused, absentCode: 'resource_not_found' });
  const { query, shown, oldest } = page;
  const openOldest = useOpenOldest(page.readAt);
  const declaration = useTypeDeclaration(node, resourceType, ledgerVersion, page.absent);
  // at latest, a type its module does not declare has no history to search; pinned earlier, it may be declared later
  const historyApplies = ledgerVersion !== undefined || (declaration.kind !== 'undeclared' && declaration.kind !== 'no_module');
  const target = useMemo(() => ({ kind: 'resource' as const, address, resourceType }), [address, resourceType]);
  const found = useFoundChanges(node, target);
  const following = ledgerVersion === undefined && !query.isPlaceholderData;
  const changedPaths = useChangedPaths(query.data?.data.data, `${node} ${address} ${resourceType}`, following);
  useEffect(() => {
    if (page.ok) rememberType(resourceType);
  }, [page.ok, resourceType]);
  // a diff's older side is read beside the page's own, not once the diff's chunk is in
  const client = useQueryClient();
  useEffect(() => {
    if (compare !== null) void client.prefetchQuery(read(compare));
  }, [client, read, compare]);
  // the value painted, the diff's chunk comes next; chosen once per open diff, so it never remounts
  const comparing = compare !== null;
  useEffect(() => (page.ok && !comparing ? afterNextPaint(preloadDiff) : undefined), [page.ok, comparing]);
  const ResourceDiff = useMemo(() => (comparing ? (loadedDiff ?? LazyResourceDiff) : LazyResourceDiff), [comparing]);

  return (
    <StateKeyShell
      kind="Resource"
      title={
        <>
          {' '}
          <TypeName type={resourceType} />{' '}
          <DeferredCopyButton label="Copy resource type" text={resourceType}>
            Copy
          </DeferredCopyButton>
          <br />
          <small>
            at <ExplorerLink to={{ kind: 'account', address }}>{address}</ExplorerLink>{' '}
            <DeferredCopyButton label="Copy address" text={address}>
              Copy
            </DeferredCopyButton>
          </small>
        </>
      }
      request={{ target, read: { ...target, ledgerVersion }, ready: !query.isPending }}
      page={page}
      // a diff prefetches no neighbours: a Large one is 4 MB read and parsed before the diff's own side
      versionControl={{
        prefetch: compare === null ? page.versionControl.prefetch : undefined,
        openOldest,
        paused,
        onTogglePause: () => setPaused((was) => !was),
      }}
      history={historyApplies ? { tools: <HistoryTools node={node} target={target} at={page.at} />, timeline: true } : null}
      // its window is the node's: another node starts a chart afresh
      plot={(at) => <ResourcePlot key={node} node={node} target={target} found={found} {...at} />}
      notices={
        query.data !== undefined &&
        !query.isPlaceholderData &&
        !sameStructTag(query.data.data.type, resourceType) && (
          <p className="notice" role="status" data-problem="other-type">
            The node answered with a resource of type <span className="mono">{query.data.data.type}</span>, not the{' '}
            <span className="mono">{resourceType}</span> asked for: what is shown below is what it sent.
          </p>
        )
      }
      diff={compare !== null}
    >
      {query.isPlaceholderData && (
        <p className="muted" aria-live="polite">
          Loading version {ledgerVersion?.toString() ?? 'latest'}… (dimmed below: the version before)
        </p>
      )}
      {compare !== null && shown !== undefined ? (
        <Suspense fallback={<ResourceSkeleton />}>
          <ResourceDiff node={node} address={address} resourceType={resourceType} before={compare} after={shown} found={found} />
        </Suspense>
      ) : query.isError && !query.isPlaceholderData ? (
        <>
          <Suspense fallback={null}>
            <UndeclaredTypeNotice declaration={declaration} address={address} />
          </Suspense>
          <ApiErrorView
            error={query.error}
            requestedVersion={ledgerVersion}
            oldest={oldest}
            onRetry={() => void query.refetch()}
            onOpenOldest={openOldest.open}
          />
        </>
      ) : query.data ? (
        <div className={query.isPlaceholderData ? 'is-stale-version' : undefined} aria-busy={query.isPlaceholderData}>
          <ResourceView
            resource={query.data.data}
            params={params}
            address={address}
            version={shown}
            height="fill"
            changedPaths={changedPaths}
            activeRowTools={plotRowTool(search)}
          />
        </div>
      ) : (
        <ResourceSkeleton />
      )}
    </StateKeyShell>
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
