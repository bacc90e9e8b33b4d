import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { AfterPaint } from '../../components/after-paint-gate';
import { DataShown } from '../../components/after-data';
import { DeferredCopyButton } from '../../components/deferred-copy-button';
import { RequestTools } from '../../components/copy-as-code/request-tools';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { PageTools } from '../../components/version-control/page-tools';
import { PrunedSinceNotice } from '../../components/version-control/pruned-since-notice';
import { VersionControl } from '../../components/version-control/version-control';
import { lacksRoute } from '../../core/api/errors';
import { ACCOUNT_RESOURCES } from '../../core/api/endpoints';
import { indexerWaitsForList } from '../../core/api/indexer-wait';
import type { PagingStop } from '../../core/api/collect-pages';
import { AccountOverview } from './account-overview';
import { RESOURCE_LIST_PAGE_SIZE } from '../../core/api/read-requests';
import { useVersionedPage } from '../../queries/use-versioned-page';
import { LIST_LIMITS, resourceListQuery } from './resource-list-query';
import { ResourceList } from './resource-list';
import { ResourceSkeleton } from './resource-skeleton';
import { ACCOUNT_TYPE } from './well-known-types';

// the transaction client (and zod) load once the list is painted (AfterPaint), not before it: ≈ 14 kB gzip
// of first-load JS (npm run budget)
const SentTransactions = lazy(() => import('./sent-transactions'));
const AccountIndexer = lazy(() => import('./account-indexer'));
// only for a node that cannot list resources: its form is not in the list's first load
const TypePicker = lazy(async () => ({ default: (await import('./resource-parts')).TypePicker }));
// the list's own Account value tells the sent transactions where a pinned page's list ends
/** `/accounts/:address`: every resource of the account, or a type picker when the node cannot list them. */
export function AccountPage({ address }: { address: string }) {
  const { node, ledgerVersion, params, indexer } = useExplorerParams();
  // neighbours only once the list is on screen, after that frame is painted (VersionControl): asked at once,
  // they competed with the page's own list for the node and the main thread (two more lists of 0xcafe, Large included)
  const read = useCallback((version: bigint | undefined) => resourceListQuery(node, address, version), [node, address]);
  const { query, shown, oldest, versionControl } = useVersionedPage({ node, pinned: ledgerVersion, read });
  useEarlyIndexerReads(node, indexer, address, ledgerVersion);

  // the version control and the copy button load once the list (or its error) is painted
  return (
    <DataShown value={!query.isPending}>
      <article>
        <h1 className="page-title">
          <span className="muted">Account</span> <span className="mono">{address}</span>{' '}
          <DeferredCopyButton label="Copy address" text={address}>
            Copy
          </DeferredCopyButton>
        </h1>
        <PageTools pinned={ledgerVersion} shown={shown}>
          <RequestTools
            target={{ kind: 'account', address }}
            read={{ kind: 'resources', address, ledgerVersion }}
            shown={shown}
            ready={!query.isPending}
          />
          <VersionControl {...versionControl} />
        </PageTools>
        {query.isSuccess && !query.isPlaceholderData && <PrunedSinceNotice pinned={ledgerVersion} oldest={oldest} />}
        {query.isPlaceholderData && (
          <p className="muted" aria-live="polite">
            Loading version {ledgerVersion?.toString() ?? 'latest'}…
          </p>
        )}
        {query.isError && !query.isPlaceholderData ? (
          lacksRoute(ACCOUNT_RESOURCES, query.error) ? (
            <Suspense fallback={null}>
              <TypePicker address={address} />
            </Suspense>
          ) : (
            <ApiErrorView error={query.error} requestedVersion={ledgerVersion} oldest={oldest} onRetry={() => void query.refetch()} />
          )
        ) : query.data ? (
          query.data.resources.length === 0 ? (
            <div className="notice" role="status">
              <p>This account holds no resources at this version (it may not exist yet).</p>
              <p>
                A 32-byte value can also be a table handle:{' '}
                <ExplorerLink to={{ kind: 'table', handle: address }}>
                  open <span className="mono">{address}</span> as a table
                </ExplorerLink>
                .
              </p>
            </div>
          ) : (
            <>
              <AccountOverview
                node={node}
                address={address}
                resources={query.data.resources}
                version={ledgerVersion ?? query.data.readAt}
                atLeast={query.data.stopped === 'hidden_cursor'}
              />
              {query.data.stopped !== null && (
                <PagingNotice stopped={query.data.stopped} pages={query.data.pages} count={query.data.resources.length} node={node} />
              )}
              <ResourceList
                node={node}
                address={address}
                resources={query.data.resources}
                params={params}
                version={ledgerVersion ?? query.data.readAt}
                atLeast={query.data.stopped === 'hidden_cursor'}
              />
              {/* after the resources (the list scrolls in its own box): a keyboard user reaches a resource first */}
              <AfterPaint>
                <Suspense fallback={null}>
                  <SentTransactions
                    node={node}
                    address={address}
                    pinned={ledgerVersion}
                    listedAccount={query.data.resources.find((resource) => resource.type === ACCOUNT_TYPE)?.data}
                  />
                </Suspense>
                <Suspense fallback={null}>
                  <AccountIndexer node={node} address={address} pinned={ledgerVersion} />
                </Suspense>
              </AfterPaint>
            </>
          )
        ) : (
          <ResourceSkeleton rows={10} />
        )}
      </article>
    </DataShown>
  );
}

/** The indexer's first reads at once, beside the list's, when they do not compete with it (else AfterPaint below starts them). */
function useEarlyIndexerReads(node: string, indexer: string, address: string, pinned: bigint | undefined) {
  const client = useQueryClient();
  // an indexer the node serves itself (one thread) would slow the list; another server's only delays Assets a round trip
  const early = !indexerWaitsForList(node, indexer);
  useEffect(() => {
    if (!early) return;
    let live = true;
    void import('./account-indexer-early').then(({ startIndexerReads }) => {
      if (live) startIndexerReads(client, { node, indexer }, address, pinned);
    });
    return () => {
      live = false;
    };
  }, [early, client, node, indexer, address, pinned]);
}

/** The list is not the whole account: say why, so nobody reads it as complete. */
function PagingNotice({ stopped, pages, count, node }: { stopped: PagingStop; pages: number; count: number; node: string }) {
  if (stopped === 'hidden_cursor') return <HiddenCursorNotice count={count} node={node} />;
  const why =
    stopped === 'repeated_cursor'
      ? 'the node sent a page cursor it had already sent, so reading on would never end'
      : stopped === 'page_limit'
        ? `the node is still paging after ${LIST_LIMITS.maxPages} pages`
        : `the list passed ${LIST_LIMITS.maxItems.toLocaleString('en')} resources`;
  return (
    <p className="notice" role="status" data-problem="paging-stopped">
      <strong>
        Showing the first {count.toLocaleString('en')} resources ({pages} {pages === 1 ? 'page' : 'pages'})
      </strong>
      : the explorer stopped reading because {why}. A resource that is not listed can still be opened by its type (press / to search).
    </p>
  );
}

/** A full page whose cursor the node hides from this page (a real node on another origin): the list may go on. */
function HiddenCursorNotice({ count, node }: { count: number; node: string }) {
  return (
    <div className="notice" role="status" data-problem="hidden-cursor">
      <p>
        <strong>At least {count.toLocaleString('en')} resources; the list may go on.</strong> The node sent a full page (
        {RESOURCE_LIST_PAGE_SIZE.toLocaleString('en')}, the most one page holds) and hides the cursor to the next page from this page (its
        CORS exposes no headers: X-Aptos-Cursor cannot be read here).
      </p>
      <p>
        To see every resource, run the explorer through our node as a gateway to this one, on one origin:{' '}
        <code>npm start -- --upstream {node}</code>. A resource that is not listed can still be opened by its type (press / to search).
      </p>
    </div>
  );
}
