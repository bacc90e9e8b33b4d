// An explorer URL → the page it opens, with every parameter parsed to its canonical text by the codec
// its entry names (explorer-pages.ts): the route loaders (once per navigation) and the search box.
import { formatAddress, parseAddress } from '../move/address';
import { parseU64 } from '../move/integers';
import { formatStructTag, parseStructTag } from '../move/type-tag';
import type { Result } from '../result';
import type { ExplorerTarget } from './explorer-location';
import { EXPLORER_PAGES, matchPath, readQuery, type PageKind, type ParamCodec } from './explorer-pages';
import { atOffset, SearchInputError } from './search-input-error';

const HASH = /^(0x)?[0-9a-fA-F]{64}$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const CODECS: Record<ParamCodec, (text: string) => string> = {
  address: (text) => formatAddress(parseAddress(text)),
  struct_tag: (text) => formatStructTag(parseStructTag(text)),
  u64: (text) => parseU64(text).toString(),
  // a hash as the explorer writes it: 0x and lowercase
  hash: (text) => {
    if (!HASH.test(text))
      throw new SearchInputError('not_a_hash', `${JSON.stringify(text)} is not a hash: 0x and 64 hex digits.`, undefined);
    return `0x${text.replace(/^0x/i, '').toLowerCase()}`;
  },
  identifier: (text) => {
    if (!IDENTIFIER.test(text))
      throw new SearchInputError('not_an_identifier', `${JSON.stringify(text)} is not a Move identifier.`, undefined);
    return text;
  },
  text: (text) => text,
};

/** A page's URL that does not parse: the parameter at fault, the parser's reason and message. */
export type PageParse = Result<ExplorerTarget, { param: string | undefined; reason: string; position: number | undefined }>;

/**
 * The target of page `kind` from its path parameters (decoded) and query. Throws SearchInputError; a
 * parameter's error position is re-based on `offsets` (where it stands in the input, when known).
 */
export function parsePage(
  kind: PageKind,
  params: Record<string, string>,
  query: URLSearchParams,
  offsets: Record<string, number | undefined> = {},
): ExplorerTarget {
  const page = EXPLORER_PAGES[kind];
  const fields: Record<string, unknown> = { kind };
  for (const [name, codec] of Object.entries(page.params)) {
    try {
      fields[name] = atOffset(offsets[name], () => CODECS[codec](params[name] ?? ''));
    } catch (error) {
      throw error instanceof SearchInputError ? new SearchInputError(error.reason, error.message, error.position, name) : error;
    }
  }
  return Object.assign(fields, readQuery(kind, query)) as ExplorerTarget;
}

/** parsePage as a result: what a page shows when its link is bad. */
export function parsePageResult(kind: PageKind, params: Record<string, string>, query: URLSearchParams): PageParse {
  try {
    return { ok: true, value: parsePage(kind, params, query) };
  } catch (error) {
    if (!(error instanceof SearchInputError)) throw error;
    return { ok: false, message: error.message, reason: error.reason, position: error.position, param: error.param };
  }
}

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
