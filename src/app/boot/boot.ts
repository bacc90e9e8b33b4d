// The build's second entry, which index.html loads first and async (vite-boot-script.ts): for the page in the address bar
// (src/core/search/explorer-pages.ts) it starts the page's first data request (page-reads.ts) and preloads the page's
// chunks, while the shell downloads. Its chunk holds all it imports, and the shell imports that chunk in turn.
import { startEarlyFetch } from '../../components/early-fetch/start-early-fetch';
import type { ReadRequest } from '../../core/api/read-requests';
import { matchExplorerPage } from '../../core/search/explorer-pages';
import { PAGE_READS } from '../../core/search/page-reads';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';
import { preloadPageAssets, readPageAssets } from './page-assets';

/** The page's first read, when the address bar alone decides it (a link naming a node or a network: the page decides with the settings). */
function earlyRead({ kind, params }: NonNullable<ReturnType<typeof matchExplorerPage>>, search: URLSearchParams): ReadRequest | null {
  const read = PAGE_READS[kind];
  if (read === undefined || search.has('node') || search.has('network')) return null;
  const versionParam = search.get('ledger_version');
  const version = versionParam === null ? undefined : parseLedgerVersionParam(versionParam);
  if (version !== undefined && !version.ok) return null;
  try {
    return read(Object.fromEntries(Object.entries(params).map(([name, text]) => [name, decodeURIComponent(text)])), search, version?.value);
  } catch {
    return null; // a malformed path: the page shows the reason
  }
}

const page = matchExplorerPage(window.location.pathname);
if (page !== null) {
  const read = earlyRead(page, new URLSearchParams(window.location.search));
  if (read !== null) startEarlyFetch(read);
  const assets = readPageAssets(page.kind);
  if (assets !== undefined) preloadPageAssets(assets);
  // what the page imports at once for a parameter of its link (src/app/page-routes.ts QUERY_MODULES)
  for (const name of new Set(new URLSearchParams(window.location.search).keys())) {
    const more = readPageAssets(`${page.kind}?${name}`);
    if (more !== undefined) preloadPageAssets(more);
  }
}
