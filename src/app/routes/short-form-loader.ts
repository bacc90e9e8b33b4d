import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { explorerPath } from '../../core/search/explorer-location';
import { EXPLORER_PAGES, matchPath, type PageKind } from '../../core/search/explorer-pages';
import { openPath } from '../../core/search/open-path';

// Loaded lazily by its routes (router.tsx): a short form is rare, and its parser stays out of the main chunk.

/** A short form (`/txn/{version or hash}`, `/block/{height}`): the page it names; anything else goes to the first form's page, which says why. */
export function shortFormLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  let to: string;
  try {
    to = explorerPath(openPath(url.pathname, url.searchParams, undefined, false));
  } catch {
    const [kind, raw] = (Object.keys(EXPLORER_PAGES) as PageKind[])
      .flatMap((k) => (EXPLORER_PAGES[k].shortForms ?? []).map((form) => [k, matchPath(form, url.pathname)] as const))
      .find(([, params]) => params !== null) ?? ['home', null];
    to = EXPLORER_PAGES[kind].path.replace(/:(\w+)/gu, (_, name: string) => raw?.[name] ?? '');
  }
  return redirect(`${to}${url.search}`);
}
