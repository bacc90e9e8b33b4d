// An explorer URL → the page it opens, with every parameter parsed to its canonical text by the codec
// its entry names (explorer-pages.ts): the route loaders (once per navigation) and the search box
// (open-path.ts).
import { formatAddress, parseAddress } from '../move/address';
import { parseU64 } from '../move/integers';
import { formatStructTag, parseStructTag } from '../move/type-tag';
import type { Result } from '../result';
import type { ExplorerTarget } from './explorer-location';
import { EXPLORER_PAGES, readQuery, type PageKind, type ParamCodec } from './explorer-pages';
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
