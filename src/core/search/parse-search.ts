import { formatAddress, parseAddress } from '../move/address';
import { parseU64 } from '../move/integers';
import { formatStructTag, parseStructTag } from '../move/type-tag';
import { ok, type Result } from '../result';
import type { ExplorerParams, ExplorerTarget } from './explorer-location';
import { openPath } from './open-path';
import { parseBcsSearch } from './parse-bcs-search';
import { atOffset, SearchInputError } from './search-input-error';
import { parseNodeUrl } from './parse-node-url';

// What users paste into the search box: an address, an address and a type tag, a bare struct tag, a
// table handle, or a full node API / explorer URL (issue 2 item 5; routes are the API paths); bytes for
// the BCS inspector (parse-bcs-search.ts).

export interface SearchTarget {
  target: ExplorerTarget;
  params: ExplorerParams;
}

/** A failure's `reason` is the core parser's (MoveInputReason) or one of ours; `position` counts from the input's start. */
export type SearchResult = Result<SearchTarget[], { reason: string; position: number | undefined }>;
export type SearchError = Extract<SearchResult, { ok: false }>;

export interface SearchOptions {
  /** The node that served the app (`${origin}/v1`): a URL naming it leaves `node` out. */
  servingNode: string;
}

function address(text: string, offset: number | undefined): string {
  return atOffset(offset, () => formatAddress(parseAddress(text)));
}

function structTag(text: string, offset: number | undefined): string {
  return atOffset(offset, () => formatStructTag(parseStructTag(text)));
}

/** A full 32-byte value may be an account or a table handle (handles are addresses): offer both. */
function addressTargets(text: string, offset: number, params: ExplorerParams): SearchTarget[] {
  const short = address(text, offset);
  const digits = text.startsWith('0x') ? text.length - 2 : text.length;
  const account: SearchTarget = { target: { kind: 'account', address: short }, params };
  if (digits !== 64) return [account];
  return [account, { target: { kind: 'table', handle: short }, params }];
}

const SEPARATOR = /[\s/]+/;
const MODULE_ID = /^[^:<>\s/]+::([A-Za-z_][A-Za-z0-9_]*)$/;

function parsePlain(text: string, start: number): SearchTarget[] {
  const firstColons = text.indexOf('::');
  const separator = SEPARATOR.exec(text);
  if (firstColons >= 0 && (separator === null || separator.index > firstColons)) {
    const moduleName = MODULE_ID.exec(text);
    if (moduleName !== null) {
      // `address::module`: the module's page (a struct tag has three parts)
      const owner = address(text.slice(0, firstColons), start);
      return [{ target: { kind: 'module', address: owner, moduleName: moduleName[1] ?? '' }, params: {} }];
    }
    // A bare struct tag: the resource at its module's address.
    const tag = atOffset(start, () => parseStructTag(text));
    return [{ target: { kind: 'resource', address: tag.address, resourceType: formatStructTag(tag) }, params: {} }];
  }
  if (separator === null) return addressTargets(text, start, {});
  const addressText = text.slice(0, separator.index);
  const typeStart = separator.index + separator[0].length;
  const typeText = text.slice(typeStart);
  const owner = address(addressText, start);
  return [{ target: { kind: 'resource', address: owner, resourceType: structTag(typeText, start + typeStart) }, params: {} }];
}

function parseUrl(text: string, start: number, options: SearchOptions): SearchTarget[] {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SearchInputError('not_a_url', `Not a URL: ${JSON.stringify(text)}`, start);
  }
  const authorityStart = text.indexOf('//') + 2;
  const pathStart = text.slice(authorityStart).search(/[/?#]|$/) + authorityStart;
  const rawPathOffset = text.slice(pathStart).startsWith(url.pathname) ? start + pathStart : undefined;
  const apiBase = /^(.*?\/v1)(?=\/|$)/.exec(url.pathname);
  let node: string;
  let path: string;
  if (apiBase?.[1] !== undefined) {
    node = `${url.origin}${apiBase[1]}`;
    path = url.pathname.slice(apiBase[1].length);
  } else {
    // An explorer URL: the node is its `?node=`, or the one that served it.
    const named = url.searchParams.get('node');
    const parsed = named === null ? null : parseNodeUrl(named);
    if (parsed !== null && !parsed.ok) throw new SearchInputError('bad_node', `Bad node parameter: ${parsed.message}`, undefined);
    node = parsed?.value ?? `${url.origin}/v1`;
    path = url.pathname;
  }
  const pathOffset = rawPathOffset === undefined ? undefined : rawPathOffset + (url.pathname.length - path.length);
  const versionText = url.searchParams.get('ledger_version');
  const ledgerVersion = versionText === null ? undefined : atOffset(undefined, () => parseU64(versionText)).toString();
  const params: ExplorerParams = { node: node === options.servingNode ? undefined : node, ledgerVersion };
  return [{ target: openPath(path, url.searchParams, pathOffset), params }];
}

export function parseSearch(input: string, options: SearchOptions): SearchResult {
  const start = input.length - input.trimStart().length;
  const text = input.trim();
  try {
    if (text === '')
      throw new SearchInputError(
        'empty',
        'Type an address, an address and a type, a struct tag, a table handle, a node URL or bcs and bytes',
        0,
      );
    if (/^https?:\/\//i.test(text)) return ok(parseUrl(text, start, options));
    const bcs = parseBcsSearch(text, start);
    if (bcs !== undefined) return ok([{ target: bcs, params: {} }]);
    return ok(parsePlain(text, start));
  } catch (error) {
    if (error instanceof SearchInputError) return { ok: false, reason: error.reason, message: error.message, position: error.position };
    throw error;
  }
}
