// A path (an explorer path, or an API path after `/v1`) → the page it opens, by every form of every page
// (explorer-pages.ts): the search box and the short forms' redirect. Kept out of the main chunk: neither
// runs on a deep link's first load.
import type { ExplorerTarget } from './explorer-location';
import { EXPLORER_PAGES, matchPath, type PageKind } from './explorer-pages';
import { parsePage } from './parse-page';
import { SearchInputError } from './search-input-error';

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new SearchInputError('bad_percent_encoding', `Invalid percent-encoding in ${JSON.stringify(raw)}`, undefined);
  }
}

/** Each form of each page (its path, short forms, API forms), in the table's order. */
function* forms(search: boolean): Generator<[PageKind, string]> {
  for (const kind of Object.keys(EXPLORER_PAGES) as PageKind[]) {
    const page = EXPLORER_PAGES[kind];
    if (search && page.search === false) continue;
    for (const form of [page.path, ...(page.shortForms ?? []), ...(search ? (page.apiForms ?? []) : [])]) yield [kind, form];
  }
}

/**
 * The page `path` (an explorer path, or an API path after `/v1`) opens: the first form whose parameters
 * parse; else the first matching form's error, or `unknown_path`. `pathOffset` is where the path starts in
 * the input, for error positions; `search`: the search box's forms (API spellings too).
 */
export function openPath(path: string, query: URLSearchParams, pathOffset: number | undefined, search = true): ExplorerTarget {
  const trimmed = path.length > 1 ? path.replace(/\/+$/u, '') : path;
  let failure: unknown;
  for (const [kind, form] of forms(search)) {
    const raw = matchPath(form, trimmed === '' ? '/' : trimmed);
    if (raw === null) continue;
    const params: Record<string, string> = {};
    const offsets: Record<string, number | undefined> = {};
    const segments = trimmed.split('/');
    for (const [name, text] of Object.entries(raw)) {
      params[name] = decodeSegment(text);
      const index = form.split('/').indexOf(`:${name}`);
      const before = segments.slice(0, index).reduce((sum, segment) => sum + segment.length + 1, 0);
      offsets[name] = pathOffset === undefined || params[name] !== text ? undefined : pathOffset + before;
    }
    try {
      return parsePage(kind, params, query, offsets);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  throw new SearchInputError('unknown_path', `No explorer page for the path ${JSON.stringify(path)}`, pathOffset);
}
