import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import type { ApiErrorViewProps } from '../../components/error-view/api-error-details';
import { InvalidParamPage } from '../../components/error-view/invalid-param';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { JsonTree } from '../../components/json-tree/json-tree';
import { SlowNodeNotice } from '../../components/slow-node-notice';
import { ChangeNavigator } from '../../components/time-travel/change-tools';
import { readTimeTravelParams } from '../../components/time-travel/time-travel-params';
import { Fact } from '../../components/transactions/fact';
import { useOpenOldest } from '../../components/version-control/use-open-oldest';
import { plotRowTool, StateKeyShell } from '../../components/version-control/state-key-shell';
import type { ViewCall } from '../../core/api/view-read';
import { viewCallOfLink } from '../../core/api/view-link';
import { tryParse } from '../../core/move/errors';
import { parseLosslessJson } from '../../core/move/lossless-json';
import { formatTypeTag, parseTypeTag } from '../../core/move/type-tag';
import { fail, type Result } from '../../core/result';
import { useVersionedPage } from '../../queries/use-versioned-page';
import '../../components/transactions/transactions.css';
import { viewFailure } from './view-error';
import type { ChangeQuery } from '../../core/history/key-changes';
import { viewQueries } from './view-queries';
import './view.css';
import { errorMessage } from '../../core/error-message';

const JsonDiffView = lazy(() => import('../../components/time-travel/json-diff-view'));
const ViewPlot = lazy(() => import('./view-plot'));

/** The call a link names: `/view/0xcafe::showcase::lookup_name?type_args=[…]&args=[…]` (both JSON lists). */
function callOfLink(functionText: string, search: URLSearchParams): Result<ViewCall> {
  const types = parseLosslessJson(search.get('type_args') ?? '[]');
  if (!types.ok || !Array.isArray(types.value) || !types.value.every((item) => typeof item === 'string')) {
    return fail('type_args must be a JSON list of type tags, e.g. ["0x1::native_coin::NativeCoin"].');
  }
  const typeArguments: string[] = [];
  for (const text of types.value as string[]) {
    const tag = tryParse(() => formatTypeTag(parseTypeTag(text)));
    if (!tag.ok) return fail(`Type argument ${JSON.stringify(text)}: ${tag.message}`);
    typeArguments.push(tag.value);
  }
  return viewCallOfLink(functionText, typeArguments, search.get('args'));
}

/** `/view/:function`: one view function call, run at the pinned version or following latest. */
export default function ViewPage() {
  const { function: functionText = '' } = useParams();
  const [search] = useSearchParams();
  const call = callOfLink(functionText, search);
  if (!call.ok) return <InvalidParamPage title="View function" what="view call" message={call.message} />;
  return <ViewCallPage call={call.value} />;
}

function ViewCallPage({ call }: { call: ViewCall }) {
  const { node, ledgerVersion } = useExplorerParams();
  const callKey = JSON.stringify(call);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the call by value: a new object each render of the same link
  const stable = useMemo(() => call, [callKey]);
  const read = useCallback((version: bigint | undefined) => viewQueries.call(node, stable, version), [node, stable]);
  const page = useVersionedPage({ node, pinned: ledgerVersion, read });
  const { query, shown } = page;
  const openOldest = useOpenOldest(page.readAt);
  const client = useQueryClient();
  // the search over reads loads with its first question (the change navigator asks after the paint)
  const find = useCallback(
    async (question: ChangeQuery) => (await import('./view-history')).findViewChange(client, node, stable)(question),
    [client, node, stable],
  );
  const [search] = useSearchParams();
  const { compare } = readTimeTravelParams(search);
  const before = useQuery({ ...viewQueries.call(node, stable, compare ?? 0n), enabled: compare !== null });
  const [address = '', moduleName = '', name = ''] = call.function.split('::');
  const target = { kind: 'view', function: call.function, typeArguments: call.typeArguments, arguments: call.arguments } as const;

  const result = () => {
    if (query.isError && !query.isPlaceholderData) {
      return (
        <ViewFailureView
          error={query.error}
          requestedVersion={ledgerVersion}
          oldest={page.oldest}
          onRetry={() => void query.refetch()}
          onOpenOldest={openOldest.open}
          moduleLink={{ address, moduleName, name }}
        />
      );
    }
    if (query.data !== undefined) {
      const gas = query.data.ledger?.gasUsed ?? null;
      return (
        <div className={query.isPlaceholderData ? 'is-stale-version' : undefined} aria-busy={query.isPlaceholderData}>
          <dl className="facts" aria-label="Call">
            {/* two columns: "20367 (its transaction)" on one line; a phone breaks before the link, not inside it */}
            <Fact label="Ran at version" width="span2">
              {shown === undefined ? (
                'unknown (the node hides its ledger)'
              ) : (
                <span>
                  {shown.toString()}{' '}
                  <span className="nowrap">
                    (<ExplorerLink to={{ kind: 'transaction', version: shown.toString() }}>its transaction</ExplorerLink>)
                  </span>
                </span>
              )}
            </Fact>
            <Fact label="Gas used">{gas === null ? <span className="muted">not said by the node</span> : gas.toString()}</Fact>
            <Fact label="Returned">
              {query.data.data.length} value{query.data.data.length === 1 ? '' : 's'}
            </Fact>
          </dl>
          {compare !== null && shown !== undefined && (
            <Suspense fallback={<p className="muted">Reading both versions…</p>}>
              {before.isError ? (
                <p className="notice" role="alert">
                  The result at version {compare.toString()} could not be read: {errorMessage(before.error)}
                </p>
              ) : before.data === undefined ? (
                <p className="muted">Running the function at version {compare.toString()}…</p>
              ) : (
                <JsonDiffView
                  before={before.data.data}
                  after={query.data.data}
                  beforeVersion={compare}
                  afterVersion={shown}
                  ariaLabel="Return values, before and after"
                />
              )}
            </Suspense>
          )}
          <div data-testid="view-result">
            <JsonTree value={query.data.data} ariaLabel="Return values" initialDepth={4} activeRowTools={plotRowTool(search)} />
          </div>
        </div>
      );
    }
    return (
      <>
        <p className="muted" aria-live="polite">
          Running the function…
        </p>
        <SlowNodeNotice />
      </>
    );
  };

  return (
    <StateKeyShell
      className="view-page"
      kind="View function"
      title={
        <>
          <br />
          <span className="mono" data-testid="view-signature">
            <CallSignature call={call} />
          </span>
          <br />
          <small>
            in{' '}
            <ExplorerLink to={{ kind: 'module', address, moduleName }}>
              <span className="mono">
                {address}::{moduleName}
              </span>
            </ExplorerLink>
          </small>
        </>
      }
      request={{ target, read: { ...target, ledgerVersion }, ready: !query.isPending }}
      page={page}
      versionControl={{ openOldest }}
      history={{
        tools: (
          <ChangeNavigator
            node={node}
            version={shown}
            oldest={page.oldest}
            latest={page.latest}
            find={find}
            searchable={page.ok}
            changedHere={undefined}
          />
        ),
        timeline: false,
      }}
      // its window is the node's: another node starts a chart afresh
      plot={(at) => <ViewPlot key={node} node={node} call={stable} {...at} />}
    >
      {result()}
    </StateKeyShell>
  );
}

/**
 * `0xcafe::showcase::lookup_name("kappa")`, free to wrap after each `::` and `(` (<wbr>): a narrow screen
 * breaks between the parts of the call, not inside a short argument ("ka" / "ppa").
 */
function CallSignature({ call }: { call: ViewCall }) {
  const parts = call.function.split('::');
  const typeArguments = call.typeArguments.length === 0 ? '' : `<${call.typeArguments.join(', ')}>`;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              ::
              <wbr />
            </>
          )}
        </Fragment>
      ))}
      {typeArguments}(<wbr />
      {call.arguments.map((arg) => JSON.stringify(arg)).join(', ')})
    </>
  );
}

/** A view call's failure in its own words; any other failure as every page shows it. */
function ViewFailureView({
  error,
  moduleLink,
  ...rest
}: ApiErrorViewProps & { moduleLink: { address: string; moduleName: string; name: string } }) {
  const failure = viewFailure(error);
  const moduleAnchor = (
    <ExplorerLink to={{ kind: 'module', address: moduleLink.address, moduleName: moduleLink.moduleName }}>
      its module’s functions
    </ExplorerLink>
  );
  if (failure.case === 'other') return <ApiErrorView error={failure.error} {...rest} />;
  const box = (title: string, body: React.ReactNode) => (
    <div className="error-view" role="alert" data-error-kind={failure.case}>
      <h2>{title}</h2>
      <p>{body}</p>
      <p className="muted">The node said: {failure.message}</p>
    </div>
  );
  switch (failure.case) {
    case 'no_function':
      return box(
        'No such function',
        <>
          The module has no function {moduleLink.name} at this version: see {moduleAnchor}.
        </>,
      );
    case 'not_view':
      return box(
        'Not a view function',
        <>
          {moduleLink.name} exists, but it is not marked #[view]: only view functions can be run here. See {moduleAnchor}.
        </>,
      );
    case 'bad_arguments':
      return box(
        'Wrong arguments',
        <>The node refused the type arguments or arguments of this call. See {moduleAnchor} for its parameters.</>,
      );
    case 'aborted':
      return box(
        'The function aborted',
        <>
          Abort code{' '}
          <strong className="mono">{failure.code === null ? 'unknown' : `${failure.code} (0x${failure.code.toString(16)})`}</strong>
          {failure.location !== null && (
            <>
              {' '}
              in <span className="mono">{failure.location}</span>
            </>
          )}
          , at this version. Another version, or other arguments, may not abort.
        </>,
      );
    case 'refused':
      return box('The node refused the call', <>See {moduleAnchor}.</>);
    case 'no_view_route':
      return box(
        'This node does not run view functions',
        <>It does not serve POST /view (the route is optional for nodes). Try another node.</>,
      );
  }
}
