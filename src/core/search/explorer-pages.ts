// The explorer's pages, one entry each (issue 34 item 2): the path, how each path parameter parses
// (parse-page.ts), the page's own query, its other spellings and its tab title; the read a deep link starts
// at boot is beside it, by page (page-reads.ts). The router, its loaders, the boot script, the search box, the links
// (explorer-location.ts) and the title derive from it. No parser is imported here: the boot module's
// chunk, which every page waits for before its data request, holds this file.
import type { ExplorerTarget } from './explorer-location';

export type PageKind = ExplorerTarget['kind'];
export type PageTarget<K extends PageKind> = Extract<ExplorerTarget, { kind: K }>;
/** How a path parameter parses to its one canonical text (parse-page.ts). */
export type ParamCodec = 'address' | 'struct_tag' | 'u64' | 'hash' | 'identifier' | 'text';
type Params = Record<string, string>;

export interface ExplorerPage<K extends PageKind> {
  /** The API path without the node base (docs/architecture.md#the-apps-conventions); each `:name` is a field of the target. */
  path: string;
  params: Record<string, ParamCodec>;
  /** The Aptos explorer's short forms (`/txn/:version`): the router redirects them here, the search box opens them. */
  shortForms?: readonly string[];
  /** Other API paths naming the same thing (`/accounts/:address/resources`), which the search box opens as this page. */
  apiForms?: readonly string[];
  /** The page's own query parameters, by target field, in the order its links write them. */
  query?: { [F in Exclude<keyof PageTarget<K>, 'kind'>]?: QueryField };
  /** What the tab shows before the app's name, from the path parameters as typed (decoded), or null for the app alone. */
  title: (params: Params, query: URLSearchParams) => string | null;
  /** false: a pasted URL of this page is not opened by the search box. */
  search?: false;
}

/** A target field in the query: the parameter's name (text as it is), or how a structured one is read and written. */
export type QueryField = string | { read: (query: URLSearchParams) => unknown; write: (value: never) => [string, string][] };

/** A handle or long address cut to its ends: a tab title has room for a few dozen characters. */
const short = (hex = ''): string => (hex.length > 18 ? `${hex.slice(0, 8)}…${hex.slice(-6)}` : hex);
/** A JSON list in the query (a view call's type arguments and arguments); `optional`: left out when empty. */
const jsonList = (name: string, optional = false): QueryField => ({
  read: (query) => {
    try {
      const value: unknown = JSON.parse(query.get(name) ?? '[]');
      return Array.isArray(value) ? value : [];
    } catch {
      return [];
    }
  },
  write: (list: readonly unknown[]) => (optional && list.length === 0 ? [] : [[name, JSON.stringify(list)]]),
});
/** The inspector's resource to read: `address` and `resource`, both or neither. */
const resourceQuery: QueryField = {
  read: (query) => {
    const [address, resourceType] = [query.get('address'), query.get('resource')];
    return address !== null && resourceType !== null ? { address, resourceType } : undefined;
  },
  write: (value: { address: string; resourceType: string }) => [
    ['address', value.address],
    ['resource', value.resourceType],
  ],
};

export const EXPLORER_PAGES: { [K in PageKind]: ExplorerPage<K> } = {
  home: { path: '/', params: {}, title: () => null },
  account: {
    path: '/accounts/:address',
    params: { address: 'address' },
    apiForms: ['/accounts/:address/resources'],
    title: (p) => `Account ${short(p.address)}`,
  },
  resource: {
    path: '/accounts/:address/resource/:resourceType',
    params: { address: 'address', resourceType: 'struct_tag' },
    title: (p) => `${p.resourceType} · ${short(p.address)}`,
  },
  events: {
    path: '/accounts/:address/events/:creationNumber',
    params: { address: 'address', creationNumber: 'u64' },
    title: (p) => `Events ${short(p.address)} #${p.creationNumber}`,
  },
  module: {
    path: '/accounts/:address/module/:moduleName',
    params: { address: 'address', moduleName: 'identifier' },
    title: (p) => `Module ${short(p.address)}::${p.moduleName}`,
  },
  table: {
    path: '/tables/:handle/raw_item',
    params: { handle: 'address' },
    query: { key: 'key', keyType: 'key_type', valueType: 'value_type' },
    title: (p, q) => {
      const key = q.get('key_value') ?? q.get('key');
      return `Table ${short(p.handle)}${key ? ` [${short(key)}]` : ''}`;
    },
  },
  table_entries: {
    path: '/tables/:handle',
    params: { handle: 'address' },
    query: { keyType: 'key_type', valueType: 'value_type' },
    title: (p) => `Table ${short(p.handle)} entries`,
  },
  transaction: {
    path: '/transactions/by_version/:version',
    params: { version: 'u64' },
    shortForms: ['/txn/:version'],
    title: (p) => `Transaction ${p.version}`,
  },
  transaction_by_hash: {
    path: '/transactions/by_hash/:hash',
    params: { hash: 'hash' },
    shortForms: ['/txn/:hash'],
    title: (p) => `Transaction ${short(p.hash)}`,
  },
  block: {
    path: '/blocks/by_height/:height',
    params: { height: 'u64' },
    shortForms: ['/block/:height'],
    title: (p) => `Block ${p.height}`,
  },
  view: {
    path: '/view/:function',
    params: { function: 'text' },
    query: { typeArguments: jsonList('type_args', true), arguments: jsonList('args') },
    title: () => null,
    search: false,
  },
  bcs: {
    path: '/bcs',
    params: {},
    query: { type: 'type', hex: 'hex', resource: resourceQuery },
    title: (_, q) => (q.get('type') ? `BCS ${q.get('type')}` : 'BCS inspector'),
  },
  spec: { path: '/spec', params: {}, apiForms: ['/spec.json', '/spec.yaml'], title: () => 'API description' },
};

const queryFields = (kind: PageKind) => Object.entries(EXPLORER_PAGES[kind].query ?? {}) as [string, QueryField][];

/** The query a target's own fields write, in its entry's order. */
export function writeQuery(target: ExplorerTarget): [string, string][] {
  return queryFields(target.kind).flatMap(([field, spec]: [string, QueryField]) => {
    const value: unknown = Reflect.get(target, field);
    if (value === undefined) return [];
    return typeof spec === 'string' ? [[spec, String(value)] as [string, string]] : spec.write(value as never);
  });
}

/** The target fields a query gives (those it lacks left out). */
export function readQuery(kind: PageKind, query: URLSearchParams): Record<string, unknown> {
  const fields = queryFields(kind).map(([field, spec]: [string, QueryField]) => [
    field,
    typeof spec === 'string' ? (query.get(spec) ?? undefined) : spec.read(query),
  ]);
  return Object.fromEntries(fields.filter(([, value]) => value !== undefined));
}

/** The path parameters when `pathname` matches the template (`:name` is one non-empty segment, as typed), else null. */
export function matchPath(template: string, pathname: string): Params | null {
  const want = template.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  const params: Params = {};
  for (const [index, segment] of want.entries()) {
    const given = have[index] ?? '';
    if (segment.startsWith(':') && given !== '') params[segment.slice(1)] = given;
    else if (segment !== given) return null;
  }
  return params;
}

/** The page whose path `pathname` is, and its path parameters as typed (percent-encoded). */
export function matchExplorerPage(pathname: string): { kind: PageKind; params: Params } | null {
  for (const kind of Object.keys(EXPLORER_PAGES) as PageKind[]) {
    const params = matchPath(EXPLORER_PAGES[kind].path, pathname);
    if (params !== null) return { kind, params };
  }
  return null;
}

/** Percent-decodes what a user typed, keeping a malformed escape as typed. */
export function decodedParams(params: Params): Params {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return Object.fromEntries(Object.entries(params).map(([name, text]) => [name, decode(text)]));
}
