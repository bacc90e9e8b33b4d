import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import JsonDiffView from '../../components/time-travel/json-diff-view';
import { searchWith } from '../../components/time-travel/time-travel-params';
import { ApiError } from '../../core/api/errors';
import type { FoundChange } from '../../core/history/key-changes';
import { useLastChange } from '../../queries/use-state-key-history';
import type { MoveResource } from '../../core/api/schemas';
import { accountQueries } from './queries';
import { ResourceSkeleton } from './resource-skeleton';

interface ResourceDiffProps {
  node: string;
  address: string;
  resourceType: string;
  /** `?compare=`: usually the older version. */
  before: bigint;
  /** The page's version. */
  after: bigint;
  /** The changes the page's searches found (useStateKeyHistory): without the node's index, they name the change. */
  found: readonly FoundChange[];
}

/** A resource not stored at a version is an empty side of the diff; other failures are shown as such. */
function sideOf(query: { data?: { data: MoveResource } | undefined; error: unknown }): MoveResource['data'] | null | undefined {
  if (query.data) return query.data.data.data;
  if (query.error instanceof ApiError && query.error.errorCode === 'resource_not_found') return null;
  return undefined;
}

/** A resource's ETag names its stored row: two answers with the same one hold the same value. */
function sameRow(a: { etag: string | null } | undefined, b: { etag: string | null } | undefined): boolean {
  return a?.etag != null && a.etag === b?.etag;
}

/** `?ledger_version=N&compare=M`: what changed in the resource between M and N. */
export default function ResourceDiff({ node, address, resourceType, before, after, found }: ResourceDiffProps) {
  const [search] = useSearchParams();
  const older = useQuery(accountQueries.resource(node, address, resourceType, before));
  const newer = useQuery(accountQueries.resource(node, address, resourceType, after));
  const beforeData = sideOf(older);
  const afterData = sideOf(newer);
  // the call behind the newest change between the two versions (either may be the older), once the diff is shown
  const change = useLastChange(
    node,
    { kind: 'resource', address, resourceType },
    before < after ? before : after,
    before < after ? after : before,
    found,
    beforeData !== undefined && afterData !== undefined,
  );
  const failed = [older, newer].find((query) => query.isError && sideOf(query) === undefined);
  return (
    <div className="resource-view-fill">
      <p className="toolbar">
        <Link className="button" to={{ search: searchWith(search, 'compare', null) }}>
          Close the diff
        </Link>
      </p>
      {failed !== undefined ? (
        <ApiErrorView error={failed.error} requestedVersion={failed === older ? before : after} onRetry={() => void failed.refetch()} />
      ) : beforeData === undefined || afterData === undefined ? (
        <ResourceSkeleton />
      ) : (
        <JsonDiffView
          before={beforeData}
          after={afterData}
          beforeVersion={before}
          afterVersion={after}
          identical={sameRow(older.data, newer.data)}
          ariaLabel={`Differences of ${resourceType}`}
          height="fill"
          changedBy={{ node, change }}
        />
      )}
    </div>
  );
}
