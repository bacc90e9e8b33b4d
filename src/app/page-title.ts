import { decodedParams, EXPLORER_PAGES, matchExplorerPage } from '../core/search/explorer-pages';

const APP_NAME = 'Ledger Explorer';

/** The document title of an explorer URL: the page's subject (its entry's title), the pinned version, then the app. */
export function pageTitle(pathname: string, search: string): string {
  const page = matchExplorerPage(pathname);
  const query = new URLSearchParams(search);
  const what = page === null ? null : EXPLORER_PAGES[page.kind].title(decodedParams(page.params), query);
  if (what === null) return APP_NAME;
  const version = query.get('ledger_version');
  return `${what}${version ? ` @ ${version}` : ''} — ${APP_NAME}`;
}
