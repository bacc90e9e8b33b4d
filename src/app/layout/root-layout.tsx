import { lazy, Suspense, useEffect } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { servingNode } from '../../components/node-choice/node-choice';
import { ShortcutHelp } from '../../components/keyboard/shortcut-help';
import { withExplorerParams } from '../../core/search/explorer-location';
import { LedgerStatusBar } from '../../features/node/ledger-status-bar';
import { NodeSettingsControl } from '../../features/node/node-settings-control';
import { pageTitle } from '../page-title';
import { PageSkeleton } from './page-skeleton';
import { SearchBox } from './search-box';
import { ThemeSwitch } from './theme-switch';

// Shown only for a link naming an unknown node or carrying a bad parameter: not part of a deep link's first load.
const NodeConsentPrompt = lazy(async () => ({ default: (await import('../../features/node/node-consent-prompt')).NodeConsentPrompt }));
// Shown only for a link naming no node in a browser whose settings chose another one.
const NodeOfferNotice = lazy(async () => ({ default: (await import('../../features/node/node-offer-notice')).NodeOfferNotice }));
const BadParamsView = lazy(async () => ({ default: (await import('./bad-params-view')).BadParamsView }));

/** Header with the search box, node and theme settings, the always-visible ledger status bar, then the route. */
export function RootLayout() {
  const { node, ledgerVersion, params, badParams, pendingNode, pendingIndexer, offeredNode, network } = useExplorerParams();
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname, search);
  }, [pathname, search]);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link className="brand" to={withExplorerParams('/', params)}>
          Ledger Explorer
        </Link>
        <SearchBox />
        <nav aria-label="Main">
          <NavLink to={withExplorerParams('/spec', params)}>API</NavLink>
        </nav>
        <div className="header-settings">
          <NodeSettingsControl node={node} network={network} />
          <ThemeSwitch />
        </div>
      </header>
      {/* while a link's node waits for the user's answer, nothing is read: not even the serving node's status */}
      <LedgerStatusBar
        node={node}
        pinnedVersion={ledgerVersion}
        network={network}
        idle={pendingNode !== undefined || pendingIndexer !== undefined}
      />
      <main className="app-main" id="main" tabIndex={-1}>
        {offeredNode !== undefined && (
          <Suspense fallback={null}>
            <NodeOfferNotice node={node} offered={offeredNode} />
          </Suspense>
        )}
        <Suspense fallback={<PageSkeleton />}>
          {pendingNode !== undefined ? (
            <NodeConsentPrompt node={pendingNode} servingNode={servingNode()} />
          ) : pendingIndexer !== undefined ? (
            <NodeConsentPrompt node={pendingIndexer} servingNode={node} indexer />
          ) : badParams.length > 0 ? (
            <BadParamsView badParams={badParams} />
          ) : (
            <Outlet />
          )}
        </Suspense>
      </main>
      <ShortcutHelp />
      <ScrollRestoration />
    </div>
  );
}
