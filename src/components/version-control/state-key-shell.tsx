import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataShown } from '../after-data';
import { AfterPaint } from '../after-paint-gate';
import { DeferredCopyButton } from '../deferred-copy-button';
import type { TreeRow } from '../json-tree/json-tree';
import { RequestTools } from '../copy-as-code/request-tools';
import { readTimeTravelParams, searchWith } from '../time-travel/time-travel-params';
import { HistoryTools, PageTools } from './page-tools';
import { PrunedSinceNotice } from './pruned-since-notice';
import { VersionControl } from './version-control';
import type { VersionControlProps } from './version-control-bar';

// a row's plot link is no part of the value's first paint (issue 34): it comes with the tree's toolbar
const PlotRowLink = lazy(() => import('./plot-row-link'));

type PlotPath = NonNullable<ReturnType<typeof readTimeTravelParams>['plot']>;

/**
 * The shell of a page that reads one thing at a version (a resource, a table item, a view call): its
 * heading, the tools above the data (request, version control, history: `null` where there is none to
 * search, held in place until the page's read answers), the chart of `?plot=` (`plot`: the page's chart
 * of that path in the node's window), the notices, and the data (`children`).
 */
export function StateKeyShell(props: {
  className?: string;
  kind: string;
  title: ReactNode;
  /** between the heading and the tools (the table item's key form: never folded away with them) */
  intro?: ReactNode;
  /** useVersionedPage's answer, and what this page changes of its version control */
  page: { ok: boolean; query: { isPending: boolean; fetchStatus: string }; versionControl: VersionControlProps };
  versionControl?: Partial<VersionControlProps>;
  request: Omit<ComponentProps<typeof RequestTools>, 'shown'>;
  /**
   * The change navigator (and timeline) as one element, e.g. of lazyHistoryTools, whose chunk loads after the
   * paint; `timeline` says whether it has one, for the place kept for it. null: no history to search.
   */
  history: { tools: ReactNode; timeline: boolean } | null;
  plot?: (at: { path: PlotPath; oldest: bigint; latest: bigint; closeHref: string }) => ReactNode;
  notices?: ReactNode;
  /** a diff stands in the value's place: no "pruned since" for it */
  diff?: boolean;
  children: ReactNode;
}) {
  const { page, history } = props;
  const versionControl = { ...page.versionControl, ...props.versionControl };
  const { pinned, shown, oldest, latest, paused } = versionControl;
  const [search] = useSearchParams();
  const path = readTimeTravelParams(search).plot;
  const timeline = history?.timeline ?? false;
  // the page's read answered, or there is none to make (a table item before its key): the tools load after that paint
  const settled = !page.query.isPending || page.query.fetchStatus === 'idle';
  return (
    <DataShown value={settled}>
      <article className={props.className}>
        <h1 className="page-title">
          <span className="muted">{props.kind}</span>
          {props.title}
        </h1>
        {props.intro}
        <PageTools pinned={pinned} shown={shown} paused={paused}>
          <RequestTools {...props.request} shown={shown} />
          <VersionControl {...versionControl} />
          {history !== null && (
            <AfterPaint when={settled} fallback={<HistoryTools reserve timeline={timeline} pinned={pinned !== undefined} />}>
              <HistoryTools timeline={timeline} pinned={pinned !== undefined}>
                {history.tools}
              </HistoryTools>
            </AfterPaint>
          )}
        </PageTools>
        {props.plot !== undefined && path !== null && oldest !== undefined && latest !== undefined && (
          <Suspense fallback={<p className="muted">Loading the chart…</p>}>
            {props.plot({ path, oldest, latest, closeHref: searchWith(search, 'plot', null) })}
          </Suspense>
        )}
        {props.notices}
        {page.ok && props.diff !== true && <PrunedSinceNotice pinned={pinned} oldest={oldest} />}
        {props.children}
      </article>
    </DataShown>
  );
}

// beside the shell, so that its pages (and the table page) find them in the chunk they share, not in one of their own

/** The tree's selected-row tool that opens a numeric leaf's chart over versions (`?plot=`). */
export function plotRowTool(search: URLSearchParams) {
  return (row: TreeRow | null) =>
    row !== null && row.path.length > 0 ? (
      <Suspense fallback={null}>
        <PlotRowLink row={row} search={search} />
      </Suspense>
    ) : null;
}

/** A table's handle on a line of its own in a page's heading, with its copy button (the table and table item pages). */
export function TableHandleTitle({ handle }: { handle: string }) {
  return (
    <>
      <br />
      <span className="mono" data-testid="table-handle">
        {handle}
      </span>{' '}
      <DeferredCopyButton label="Copy table handle" text={handle}>
        Copy
      </DeferredCopyButton>
    </>
  );
}
