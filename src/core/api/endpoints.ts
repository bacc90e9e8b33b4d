// Every route of the API under /v1, declared once (docs/api.md#routes). The node registers its routes,
// its 405s and its OpenAPI document from this table; the explorer builds its URLs from it. Adding a
// route is one entry here and one handler on the node. No zod here: the explorer's first load imports
// this file, so schemas are named by their OpenAPI component id (the zod schemas of schemas.ts, named in
// server/spec/openapi-document.ts; a wrong name is a dangling $ref that server/spec/spec.test.ts finds).

/** Where the API lives on a node; a node's base URL ends with it. */
export const API_BASE_PATH = '/v1';

/** How a path parameter is parsed, by its name (the same name means the same kind everywhere). */
export const PATH_PARAM_KINDS = {
  address: 'address',
  table_handle: 'address',
  resource_type: 'struct_tag',
  module_name: 'identifier',
  txn_version: 'u64',
  version: 'u64',
  block_height: 'u64',
  creation_number: 'u64',
  /** A coin's struct tag, or a fungible asset's metadata address. */
  asset_type: 'asset_type',
  txn_hash: 'hash',
  /** The spec page's asset name: looked up, never parsed. */
  name: 'segment',
} as const;
export type PathParamName = keyof typeof PATH_PARAM_KINDS;

/** A query parameter, parsed in the order an endpoint lists them (docs/api.md#check-order). */
export type QueryParam =
  | { readonly name: 'ledger_version'; readonly kind: 'ledger_version' }
  /** A version (u64) other than the one to read at. */
  | { readonly name: string; readonly kind: 'version' }
  /** An opaque cursor (X-NODE-CURSOR of the previous page). */
  | { readonly name: string; readonly kind: 'cursor' }
  /** A u64 that is not a version (a sequence number). */
  | { readonly name: string; readonly kind: 'u64' }
  /** `clamp`: a limit over max reads as max, as real nodes' transaction and event pages do. */
  | { readonly name: string; readonly kind: 'limit'; readonly default: number; readonly max: number; readonly clamp?: true }
  | { readonly name: string; readonly kind: 'choice'; readonly values: readonly string[]; readonly default: string };

/** Page size of the resources and modules lists (docs/api.md#paging). */
export const PAGE_LIMIT = { name: 'limit', kind: 'limit', default: 1000, max: 9999 } as const;
/** Page size of the `…/versions` lists. */
export const VERSIONS_LIMIT = { name: 'limit', kind: 'limit', default: 100, max: 1000 } as const;
/** Page size of transactions and events, as real nodes have it: 25 by default, at most 100 (a larger limit reads as 100). */
export const TRANSACTIONS_LIMIT = { name: 'limit', kind: 'limit', default: 25, max: 100, clamp: true } as const;
/** Real nodes accept request bodies up to 8 MiB (docs/api.md#limits-and-timeouts). */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

const LEDGER_VERSION = { name: 'ledger_version', kind: 'ledger_version' } as const;
const PAGED_LIST = [LEDGER_VERSION, PAGE_LIMIT, { name: 'start', kind: 'cursor' }] as const;
const VERSIONS_QUERY = [
  LEDGER_VERSION,
  { name: 'start', kind: 'version' },
  VERSIONS_LIMIT,
  { name: 'order', kind: 'choice', values: ['desc', 'asc'], default: 'desc' },
] as const;
const TRANSACTION_PAGE = [{ name: 'start', kind: 'version' }, TRANSACTIONS_LIMIT] as const;
const SEQUENCE_PAGE = [{ name: 'start', kind: 'u64' }, TRANSACTIONS_LIMIT] as const;
const WITH_TRANSACTIONS = [{ name: 'with_transactions', kind: 'choice', values: ['false', 'true'], default: 'false' }] as const;
const KEY_BODY = { schema: 'RawTableItemRequest', maxBytes: MAX_BODY_BYTES, mediaTypes: ['application/json'] } as const;
const TABLE_ITEM_BODY = { schema: 'TableItemRequest', maxBytes: MAX_BODY_BYTES, mediaTypes: ['application/json'] } as const;
/** A view call: JSON, or BCS as the TS SDK's `aptos.view` sends it (src/core/move/view-payload-bcs.ts). */
export const VIEW_BCS_MEDIA_TYPE = 'application/x.aptos.view_function+bcs';
const VIEW_BODY = { schema: 'ViewRequest', maxBytes: MAX_BODY_BYTES, mediaTypes: ['application/json', VIEW_BCS_MEDIA_TYPE] } as const;
/** A GraphQL query document and its variables: 64 KiB is far above any query the SDK sends (its longest is 1.2 KiB). */
export const GRAPHQL_BODY_BYTES = 64 * 1024;

/** A response body: an OpenAPI component id (schemas.ts), or a plain kind of text or bytes. */
export type BodySchema = 'bytes' | 'text' | 'object' | 'uint64' | (string & {});
export type MediaType = 'application/json' | 'application/x-bcs' | 'text/html' | 'application/yaml';

export interface Endpoint {
  readonly method: 'GET' | 'POST';
  /** Under API_BASE_PATH, `{name}` for a path parameter (PATH_PARAM_KINDS); `''` is the base itself. */
  readonly path: string;
  readonly query: readonly QueryParam[];
  /** A request body: its JSON schema, its bound (over it → 413, checked before it is read), the media types it may come as (else 415). */
  readonly body?: { readonly schema: string; readonly maxBytes: number; readonly mediaTypes: readonly string[] };
  /** The 200 answer per media type it serves. */
  readonly responses: Readonly<Partial<Record<MediaType, BodySchema>>>;
  /** Error statuses it may answer (docs/api.md#status-matrix). */
  readonly errors: readonly number[];
  /** Answers with an ETag, and 304 to a matching If-None-Match. */
  readonly revalidates: boolean;
  /** `seed`: one of the three operations every node has; any other is an extension the explorer treats as optional (`lacksRoute`). */
  readonly origin: 'seed' | 'real nodes' | 'ours';
  /** The codes of its 404s about what was asked (a version in the future aside): any other 404 of an extension is a route the node lacks. */
  readonly notFound: readonly string[];
  /** Not in the OpenAPI document (an implementation detail of the spec page). */
  readonly undocumented?: true;
}

const READ_ERRORS = [400, 404, 405, 410, 500, 503] as const;
const BODY_ERRORS = [400, 404, 405, 410, 411, 413, 415, 500, 503] as const;

/** What most endpoints are: a GET of real nodes' API without query parameters that may fail as any read does, answered without an ETag. */
const USUAL = { method: 'GET', query: [], errors: READ_ERRORS, revalidates: false, origin: 'real nodes', notFound: [] } as const;
type Declared = Omit<Endpoint, keyof typeof USUAL> & Partial<Endpoint>;

/** An endpoint: what it states, over USUAL. Marked pure so that a bundle drops the endpoints it does not call. */
/* @__NO_SIDE_EFFECTS__ */
function endpoint<const E extends Declared>(declared: E): Omit<typeof USUAL, keyof E> & E {
  return { ...USUAL, ...declared };
}

export const LEDGER_INFO = endpoint({
  path: '',
  query: [LEDGER_VERSION],
  responses: { 'application/json': 'LedgerInfo' },
});

export const ACCOUNT_RESOURCE = endpoint({
  path: '/accounts/{address}/resource/{resource_type}',
  query: [LEDGER_VERSION],
  responses: { 'application/json': 'MoveResource', 'application/x-bcs': 'bytes' },
  revalidates: true,
  origin: 'seed',
});

export const ACCOUNT_RESOURCE_VERSIONS = endpoint({
  path: '/accounts/{address}/resource/{resource_type}/versions',
  query: VERSIONS_QUERY,
  responses: { 'application/json': 'StateKeyWriteList' },
  revalidates: true,
  origin: 'ours',
});

export const ACCOUNT_RESOURCES = endpoint({
  path: '/accounts/{address}/resources',
  query: PAGED_LIST,
  responses: { 'application/json': 'MoveResourceList', 'application/x-bcs': 'bytes' },
  revalidates: true,
});

/** An account's balance of a coin or fungible asset, as real nodes answer it: a bare JSON number (a u64), or its 8 BCS bytes. */
export const ACCOUNT_BALANCE = endpoint({
  path: '/accounts/{address}/balance/{asset_type}',
  query: [LEDGER_VERSION],
  responses: { 'application/json': 'uint64', 'application/x-bcs': 'bytes' },
  notFound: ['account_not_found', 'resource_not_found'],
});

export const ACCOUNT_MODULE = endpoint({
  path: '/accounts/{address}/module/{module_name}',
  query: [LEDGER_VERSION],
  responses: { 'application/json': 'MoveModuleBytecode' },
  revalidates: true,
  notFound: ['module_not_found', 'account_not_found'],
});

export const ACCOUNT_MODULES = endpoint({
  path: '/accounts/{address}/modules',
  query: PAGED_LIST,
  responses: { 'application/json': 'MoveModuleBytecodeList' },
  revalidates: true,
});

export const RAW_TABLE_ITEM = endpoint({
  method: 'POST',
  path: '/tables/{table_handle}/raw_item',
  query: [LEDGER_VERSION],
  body: KEY_BODY,
  responses: { 'application/x-bcs': 'bytes' },
  errors: [400, 403, 404, 405, 410, 411, 413, 415, 500, 503],
  revalidates: true,
  origin: 'seed',
});

/** A table item by its JSON key and Move types (aptos-core api/src/state.rs `table_item`): its value as Move JSON, or its BCS. */
export const TABLE_ITEM = endpoint({
  method: 'POST',
  path: '/tables/{table_handle}/item',
  query: [LEDGER_VERSION],
  body: TABLE_ITEM_BODY,
  responses: { 'application/json': 'MoveValue', 'application/x-bcs': 'bytes' },
  errors: BODY_ERRORS,
  revalidates: true,
  notFound: ['table_item_not_found'],
});

export const RAW_TABLE_ITEM_VERSIONS = endpoint({
  method: 'POST',
  path: '/tables/{table_handle}/raw_item/versions',
  query: VERSIONS_QUERY,
  body: KEY_BODY,
  responses: { 'application/json': 'StateKeyWriteList' },
  errors: BODY_ERRORS,
  revalidates: true,
  origin: 'ours',
});

/** A view function run at a version (aptos-core api/src/view_function.rs): its return values, JSON or BCS `vector<vector<u8>>`. */
export const VIEW = endpoint({
  method: 'POST',
  path: '/view',
  query: [LEDGER_VERSION],
  body: VIEW_BODY,
  responses: { 'application/json': 'ViewResult', 'application/x-bcs': 'bytes' },
  errors: BODY_ERRORS,
});

export const TRANSACTIONS = endpoint({
  path: '/transactions',
  query: TRANSACTION_PAGE,
  responses: { 'application/json': 'TransactionList' },
});

export const TRANSACTION_BY_HASH = endpoint({
  path: '/transactions/by_hash/{txn_hash}',
  responses: { 'application/json': 'Transaction' },
  notFound: ['transaction_not_found'],
});

export const TRANSACTION_BY_VERSION = endpoint({
  path: '/transactions/by_version/{txn_version}',
  responses: { 'application/json': 'Transaction' },
  notFound: ['transaction_not_found'],
});

export const ACCOUNT_TRANSACTIONS = endpoint({
  path: '/accounts/{address}/transactions',
  query: SEQUENCE_PAGE,
  responses: { 'application/json': 'TransactionList' },
});

export const EVENTS_BY_CREATION_NUMBER = endpoint({
  path: '/accounts/{address}/events/{creation_number}',
  query: SEQUENCE_PAGE,
  responses: { 'application/json': 'VersionedEventList' },
});

export const BLOCK_BY_HEIGHT = endpoint({
  path: '/blocks/by_height/{block_height}',
  query: WITH_TRANSACTIONS,
  responses: { 'application/json': 'Block' },
  notFound: ['block_not_found'],
});

export const BLOCK_BY_VERSION = endpoint({
  path: '/blocks/by_version/{version}',
  query: WITH_TRANSACTIONS,
  responses: { 'application/json': 'Block' },
  notFound: ['block_not_found'],
});

/** The indexer's GraphQL API (the Aptos indexer's tables, queries only; docs/api.md#the-indexer). */
export const INDEXER_GRAPHQL = endpoint({
  method: 'POST',
  path: '/graphql',
  body: { schema: 'GraphqlRequest', maxBytes: GRAPHQL_BODY_BYTES, mediaTypes: ['application/json'] },
  responses: { 'application/json': 'GraphqlAnswer' },
  errors: [400, 405, 411, 413, 415, 500, 503],
  origin: 'ours',
});

export const SPEC_PAGE = endpoint({
  path: '/spec',
  responses: { 'text/html': 'text' },
  errors: [],
  origin: 'seed',
});

export const SPEC_JSON = endpoint({
  path: '/spec.json',
  responses: { 'application/json': 'object' },
  errors: [],
  origin: 'seed',
});

export const SPEC_YAML = endpoint({
  path: '/spec.yaml',
  responses: { 'application/yaml': 'text' },
  errors: [],
  origin: 'seed',
});

export const SPEC_ASSET = endpoint({
  path: '/spec/assets/{name}',
  responses: {},
  errors: [404, 405],
  origin: 'ours',
  undocumented: true,
});

/** Every endpoint, keyed by OpenAPI operationId; the order is the document's. */
export const ENDPOINTS = {
  getLedgerInfo: LEDGER_INFO,
  getAccountResource: ACCOUNT_RESOURCE,
  listAccountResourceVersions: ACCOUNT_RESOURCE_VERSIONS,
  listAccountResources: ACCOUNT_RESOURCES,
  getAccountBalance: ACCOUNT_BALANCE,
  getAccountModule: ACCOUNT_MODULE,
  listAccountModules: ACCOUNT_MODULES,
  getRawTableItem: RAW_TABLE_ITEM,
  getTableItem: TABLE_ITEM,
  listRawTableItemVersions: RAW_TABLE_ITEM_VERSIONS,
  view: VIEW,
  getTransactions: TRANSACTIONS,
  getTransactionByHash: TRANSACTION_BY_HASH,
  getTransactionByVersion: TRANSACTION_BY_VERSION,
  getAccountTransactions: ACCOUNT_TRANSACTIONS,
  getEventsByCreationNumber: EVENTS_BY_CREATION_NUMBER,
  getBlockByHeight: BLOCK_BY_HEIGHT,
  getBlockByVersion: BLOCK_BY_VERSION,
  queryIndexer: INDEXER_GRAPHQL,
  getSpecPage: SPEC_PAGE,
  getSpecJson: SPEC_JSON,
  getSpecYaml: SPEC_YAML,
  getSpecAsset: SPEC_ASSET,
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof ENDPOINTS;

/** The path parameters of a path template, by name. */
export type PathParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamsOf<Rest> : never;

/** Path parameter names of a template, in order (the order they are checked in). */
export function pathParamNames(path: string): PathParamName[] {
  return [...path.matchAll(/\{([a-z_]+)\}/g)].map((match) => {
    const name = match[1] ?? '';
    if (!(name in PATH_PARAM_KINDS)) throw new Error(`endpoints.ts: unknown path parameter {${name}} in ${path}`);
    return name as PathParamName;
  });
}

/** Method and path (under a node's base URL) of one call to `endpoint`, each parameter percent-encoded as one segment (`:`, `<`, `,` too). */
export function endpointCall<E extends Endpoint>(
  endpoint: E,
  values: Record<PathParamsOf<E['path']>, string>,
): { method: E['method']; path: string } {
  const path = endpoint.path.replace(/\{([a-z_]+)\}/g, (_, name: string) => encodeURIComponent(String(Reflect.get(values, name))));
  return { method: endpoint.method, path };
}
