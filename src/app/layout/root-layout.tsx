import { Suspense } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { withExplorerParams } from '../../core/search/explorer-location';
import { LedgerStatusBar } from '../../features/node/ledger-status-bar';
import { BadParamsView } from './bad-params-view';
import { PageSkeleton } from './page-skeleton';
import { SearchBox } from './search-box';

/** Header with the search box, the always-visible ledger status bar, then the route. */
export function RootLayout() {
  const { node, ledgerVersion, params, badParams } = useExplorerParams();
  return (
    <div className="app">
      <header className="app-header">
        <Link className="brand" to={withExplorerParams('/', params)}>
          Ledger Explorer
        </Link>
        <SearchBox />
        <nav aria-label="Main">
          <NavLink to={withExplorerParams('/spec', params)}>API</NavLink>
        </nav>
      </header>
      <LedgerStatusBar node={node} pinnedVersion={ledgerVersion} />
      <main className="app-main">
        {badParams.length > 0 ? (
          <BadParamsView badParams={badParams} />
        ) : (
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <ScrollRestoration />
    </div>
  );
}
