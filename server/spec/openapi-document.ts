// The OpenAPI 3.1 description of everything under /v1, generated from the core's zod schemas
// (the same ones the explorer validates with), built once when the node starts.
import { z } from 'zod/mini';
import { LEDGER_HEADERS } from '../../src/core/api/ledger-headers';
import {
  addressSchema,
  apiErrorBodySchema,
  errorCodeSchema,
  hexBytesSchema,
  jsonValueSchema,
  ledgerInfoBodySchema,
  moveStructTagSchema,
  moveAbilitySchema,
  moveFunctionSchema,
  moveModuleAbiSchema,
  moveModuleBytecodeSchema,
  moveModuleListSchema,
  moveStructAbiSchema,
  moveStructFieldSchema,
  moveStructGenericTypeParamSchema,
  moveStructVariantSchema,
  moveResourceListSchema,
  moveResourceSchema,
  rawTableItemRequestSchema,
  stateKeyWriteListSchema,
  stateKeyWriteSchema,
  u64StringSchema,
} from '../../src/core/api/schemas';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const SPEC_PATHS = [
  '/v1',
  '/v1/accounts/{address}/resource/{resource_type}',
  '/v1/accounts/{address}/resources',
  '/v1/accounts/{address}/resource/{resource_type}/versions',
  '/v1/accounts/{address}/module/{module_name}',
  '/v1/accounts/{address}/modules',
  '/v1/tables/{table_handle}/raw_item',
  '/v1/tables/{table_handle}/raw_item/versions',
  '/v1/spec',
  '/v1/spec.json',
  '/v1/spec.yaml',
] as const;

const ref = (kind: string, name: string): JsonObject => ({ $ref: `#/components/${kind}/${name}` });

/** Named component schemas: every schema with a meta id reachable from the API's shapes. */
function componentSchemas(): JsonObject {
  const registry = z.registry<{ id: string }>();
  const named: [string, z.core.$ZodType][] = [
    ['MoveResource', moveResourceSchema],
    ['MoveResourceList', moveResourceListSchema],
    ['RawTableItemRequest', rawTableItemRequestSchema],
    ['MoveModuleBytecode', moveModuleBytecodeSchema],
    ['MoveModuleBytecodeList', moveModuleListSchema],
    ['MoveModule', moveModuleAbiSchema],
    ['MoveStruct', moveStructAbiSchema],
    ['MoveStructField', moveStructFieldSchema],
    ['MoveStructVariant', moveStructVariantSchema],
    ['MoveStructGenericTypeParam', moveStructGenericTypeParamSchema],
    ['MoveFunction', moveFunctionSchema],
    ['MoveAbility', moveAbilitySchema],
    ['StateKeyWrite', stateKeyWriteSchema],
    ['StateKeyWriteList', stateKeyWriteListSchema],
    ['LedgerInfo', ledgerInfoBodySchema],
    ['ApiError', apiErrorBodySchema],
    ['ErrorCode', errorCodeSchema],
    ['U64', u64StringSchema],
    ['HexEncodedBytes', hexBytesSchema],
    ['Address', addressSchema],
    ['MoveStructTag', moveStructTagSchema],
    ['JsonValue', jsonValueSchema],
  ];
  for (const [id, schema] of named) registry.add(schema, { id });
  const generated = toJson(z.toJSONSchema(registry, { target: 'draft-2020-12', uri: (id) => `#/components/schemas/${id}` }));
  const schemas = asObject(asObject(generated).schemas);
  const out: JsonObject = {};
  for (const [id, schema] of Object.entries(schemas)) {
    // anything zod could not name lands in a shared document: lift its definitions beside the others
    if (id === '__shared') Object.assign(out, asObject(asObject(schema).$defs));
    else out[id] = withoutKeys(asObject(schema), ['$schema', '$id']);
  }
  return asObject(toJson(JSON.parse(JSON.stringify(out).replaceAll('#/components/schemas/__shared#/$defs/', '#/components/schemas/'))));
}

const LEDGER_HEADER_DESCRIPTIONS: Record<keyof typeof LEDGER_HEADERS, [string, string]> = {
  chainId: ['Chain ID (u8).', 'uint8'],
  ledgerVersion: ['Latest ledger version at request time (also when the read was pinned to an older one).', 'uint64'],
  oldestLedgerVersion: ['Oldest ledger version not pruned.', 'uint64'],
  ledgerTimestampUsec: ['Chain time of the latest ledger version, microseconds since the Unix epoch.', 'uint64'],
  epoch: ['Current epoch.', 'uint64'],
  blockHeight: ['Current block height.', 'uint64'],
  oldestBlockHeight: ['Oldest block height not pruned.', 'uint64'],
  gasUsed: ['Gas used by the call (not sent by this node: reads cost none).', 'uint64'],
  cursor: ['Cursor of the next page; pass it as `start`. Sent only when more items remain.', 'string'],
};

const REQUIRED_HEADERS = ['chainId', 'ledgerVersion', 'oldestLedgerVersion', 'ledgerTimestampUsec', 'epoch', 'blockHeight', 'oldestBlockHeight'] as const;

function componentHeaders(): JsonObject {
  const out: JsonObject = {};
  for (const field of [...REQUIRED_HEADERS, 'gasUsed', 'cursor'] as const) {
    const name = LEDGER_HEADERS[field];
    const [description, format] = LEDGER_HEADER_DESCRIPTIONS[field];
    const required = field !== 'gasUsed' && field !== 'cursor';
    const schema: JsonObject = format === 'string' ? { type: 'string' } : { type: 'integer', format, minimum: 0 };
    out[name] = { description, required, schema };
  }
  return out;
}

function ledgerHeaderRefs(extra: (keyof typeof LEDGER_HEADERS)[] = []): JsonObject {
  const out: JsonObject = {};
  for (const field of [...REQUIRED_HEADERS, 'gasUsed', ...extra] as const) out[LEDGER_HEADERS[field]] = ref('headers', LEDGER_HEADERS[field]);
  return out;
}

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Malformed path parameter, query or body (web_framework_error).',
  '403': 'The requested representation is not served (api_disabled: raw_item is BCS only).',
  '404': 'Version in the future (version_not_found), or nothing stored there (resource_not_found, table_item_not_found, module_not_found), or unknown path (web_framework_error).',
  '405': 'Method not allowed on this path (web_framework_error).',
  '410': 'The ledger version has been pruned (version_pruned).',
  '411': 'Content-Length missing (web_framework_error).',
  '413': 'Body over 8 MiB (web_framework_error).',
  '415': 'Content-Type missing or not application/json (web_framework_error).',
  '500': 'Unexpected failure (internal_error).',
  '503': 'The store cannot answer (internal_error).',
};

function componentResponses(): JsonObject {
  const out: JsonObject = {};
  for (const [status, description] of Object.entries(ERROR_STATUSES)) {
    out[`Error${status}`] = {
      description,
      headers: ledgerHeaderRefs(),
      content: { 'application/json': { schema: ref('schemas', 'ApiError') } },
    };
  }
  return out;
}

function errorResponses(statuses: string[]): JsonObject {
  const out: JsonObject = {};
  for (const status of statuses) out[status] = ref('responses', `Error${status}`);
  return out;
}

const ledgerVersionParameter: JsonObject = {
  name: 'ledger_version',
  in: 'query',
  required: false,
  description: 'Ledger version to read at; the latest when absent.',
  schema: ref('schemas', 'U64'),
};

const addressParameter: JsonObject = {
  name: 'address',
  in: 'path',
  required: true,
  description: 'Account address, with or without 0x, leading zeros optional.',
  schema: ref('schemas', 'Address'),
  examples: { framework: { value: '0x1' }, showcase: { value: '0xcafe' } },
};

const tableHandleParameter: JsonObject = {
  name: 'table_handle',
  in: 'path',
  required: true,
  description: 'Table handle (32 bytes, hex).',
  schema: ref('schemas', 'Address'),
};

const resourceTypeParameter: JsonObject = {
  name: 'resource_type',
  in: 'path',
  required: true,
  description: 'Struct tag of the resource, percent-encoded.',
  schema: ref('schemas', 'MoveStructTag'),
  examples: { showcase: { value: '0xcafe::showcase::Showcase' }, coin: { value: '0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>' } },
};

const moduleNameParameter: JsonObject = {
  name: 'module_name',
  in: 'path',
  required: true,
  description: 'Name of the module: a Move identifier (a letter, then letters, digits and `_`).',
  schema: ref('schemas', 'IdentifierWrapper'),
  examples: { showcase: { value: 'showcase' }, coin: { value: 'coin' } },
};

const MODULES_NOTE =
  'An extension real nodes have, shaped as theirs: `{bytecode, abi}`, the ABI listing every struct with its abilities, type parameters and fields in declaration (BCS) order; an enum has `is_enum: true`, no `fields`, and `variants`. The demo chain has no compiled bytecode: `bytecode` is always `0x` (empty), and no module exposes functions. Modules are versioned state: `ledger_version` reads them as they were.';

/** The query of both `…/versions` routes (versions-routes.ts). */
const versionsParameters: JsonObject[] = [
  { ...ledgerVersionParameter, description: 'List writes at or below this version (the latest when absent); it must be in the window.' },
  {
    name: 'order',
    in: 'query',
    required: false,
    description: '`desc`: newest first; `asc`: oldest first.',
    schema: { type: 'string', enum: ['desc', 'asc'], default: 'desc' },
  },
  {
    name: 'start',
    in: 'query',
    required: false,
    description:
      'The first version to consider: with `desc`, writes at or below it; with `asc`, at or above it. X-NODE-CURSOR of a page names the next one. Versions outside the window are never listed.',
    schema: ref('schemas', 'U64'),
  },
  { name: 'limit', in: 'query', required: false, description: 'Page size.', schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 } },
];

const VERSIONS_DESCRIPTION =
  'An extension of this node: the versions at which this state key was written (put or deleted) within the window, with the ledger time of each. A write may leave the value as it was (this demo chain never does). Real nodes do not have it (404): find changes by reading versions instead.';

function versionsResponses(errors: string[]): JsonObject {
  return {
    '200': {
      description: 'One page of writes; X-NODE-CURSOR names the next page’s `start` when more remain. A key never written is `[]`.',
      headers: ledgerHeaderRefs(['cursor']),
      content: { 'application/json': { schema: ref('schemas', 'StateKeyWriteList') } },
    },
    '304': notModifiedResponse,
    ...errorResponses(errors),
  };
}

/** `limit` and `start` of the paged lists (resources, modules). */
const pagingParameters: JsonObject[] = [
  { name: 'limit', in: 'query', required: false, description: 'Page size.', schema: { type: 'integer', minimum: 1, maximum: 9999, default: 1000 } },
  { name: 'start', in: 'query', required: false, description: 'Opaque cursor from the previous page’s X-NODE-CURSOR.', schema: { type: 'string' } },
];

const notModifiedResponse: JsonObject = { description: 'Not modified (If-None-Match matched the ETag).', headers: ledgerHeaderRefs() };

// no 403: both representations of a resource are served (api_disabled is raw_item's alone)
const READ_ERRORS = ['400', '404', '405', '410', '500', '503'];

function paths(): JsonObject {
  return {
    '/v1': {
      get: {
        operationId: 'getLedgerInfo',
        summary: 'Latest ledger information',
        tags: ['General'],
        responses: {
          '200': { description: 'The latest ledger.', headers: ledgerHeaderRefs(), content: { 'application/json': { schema: ref('schemas', 'LedgerInfo') } } },
          ...errorResponses(['404', '405', '500', '503']),
        },
      },
    },
    '/v1/accounts/{address}/resource/{resource_type}': {
      get: {
        operationId: 'getAccountResource',
        summary: 'One resource of an account',
        description: 'The parsed resource as JSON, or its stored BCS bytes with `Accept: application/x-bcs`. Pinned reads may be cached; reads at latest carry `Cache-Control: no-cache`.',
        tags: ['Accounts'],
        parameters: [
          addressParameter,
          resourceTypeParameter,
          ledgerVersionParameter,
        ],
        responses: {
          '200': {
            description: 'The resource at the requested (or latest) version.',
            headers: ledgerHeaderRefs(),
            content: {
              'application/json': { schema: ref('schemas', 'MoveResource') },
              'application/x-bcs': { schema: { type: 'string', contentEncoding: 'binary' } },
            },
          },
          '304': notModifiedResponse,
          ...errorResponses(READ_ERRORS),
        },
      },
    },
    '/v1/accounts/{address}/resource/{resource_type}/versions': {
      get: {
        operationId: 'listAccountResourceVersions',
        summary: 'Versions at which a resource was written',
        description: VERSIONS_DESCRIPTION,
        tags: ['Accounts'],
        parameters: [addressParameter, resourceTypeParameter, ...versionsParameters],
        responses: versionsResponses(['400', '404', '405', '410', '500', '503']),
      },
    },
    '/v1/accounts/{address}/resources': {
      get: {
        operationId: 'listAccountResources',
        summary: 'All resources of an account, a page at a time',
        description:
          'Resources in state-key order. When more remain, X-NODE-CURSOR names the next page: pass it as `start`. An account with nothing is `[]`. With `Accept: application/x-bcs`, the page as real nodes send it: a BCS `BTreeMap<StructTag, Vec<u8>>` (a ULEB128 count, then each struct tag and its stored bytes, sorted by the tags’ bytes within the page), no value rendered.',
        tags: ['Accounts'],
        parameters: [
          addressParameter,
          ledgerVersionParameter,
          ...pagingParameters,
        ],
        responses: {
          '200': {
            description: 'One page of resources.',
            headers: ledgerHeaderRefs(['cursor']),
            content: {
              'application/json': { schema: ref('schemas', 'MoveResourceList') },
              'application/x-bcs': { schema: { type: 'string', contentEncoding: 'binary' } },
            },
          },
          '304': notModifiedResponse,
          ...errorResponses(READ_ERRORS),
        },
      },
    },
    '/v1/accounts/{address}/module/{module_name}': {
      get: {
        operationId: 'getAccountModule',
        summary: 'One Move module of an account, with its ABI',
        description: `${MODULES_NOTE} A module the account does not hold at that version is 404 module_not_found. JSON only.`,
        tags: ['Accounts'],
        parameters: [addressParameter, moduleNameParameter, ledgerVersionParameter],
        responses: {
          '200': {
            description: 'The module at the requested (or latest) version.',
            headers: ledgerHeaderRefs(),
            content: { 'application/json': { schema: ref('schemas', 'MoveModuleBytecode') } },
          },
          '304': notModifiedResponse,
          ...errorResponses(READ_ERRORS),
        },
      },
    },
    '/v1/accounts/{address}/modules': {
      get: {
        operationId: 'listAccountModules',
        summary: 'All Move modules of an account, a page at a time',
        description: `${MODULES_NOTE} Modules in state-key order (by name). When more remain, X-NODE-CURSOR names the next page: pass it as \`start\`. An account with none is \`[]\`. JSON only.`,
        tags: ['Accounts'],
        parameters: [
          addressParameter,
          ledgerVersionParameter,
          ...pagingParameters,
        ],
        responses: {
          '200': {
            description: 'One page of modules.',
            headers: ledgerHeaderRefs(['cursor']),
            content: { 'application/json': { schema: ref('schemas', 'MoveModuleBytecodeList') } },
          },
          '304': notModifiedResponse,
          ...errorResponses(READ_ERRORS),
        },
      },
    },
    '/v1/tables/{table_handle}/raw_item': {
      post: {
        operationId: 'getRawTableItem',
        summary: 'One table item, as BCS',
        description: 'Send the BCS-serialized key as hex, and `Accept: application/x-bcs` (JSON is refused with 403 api_disabled).',
        tags: ['Tables'],
        parameters: [
          tableHandleParameter,
          ledgerVersionParameter,
        ],
        requestBody: { required: true, content: { 'application/json': { schema: ref('schemas', 'RawTableItemRequest') } } },
        responses: {
          '200': {
            description: 'The stored BCS bytes of the item.',
            headers: ledgerHeaderRefs(),
            content: { 'application/x-bcs': { schema: { type: 'string', contentEncoding: 'binary' } } },
          },
          '304': notModifiedResponse,
          ...errorResponses(['400', '403', '404', '405', '410', '411', '413', '415', '500', '503']),
        },
      },
    },
    '/v1/tables/{table_handle}/raw_item/versions': {
      post: {
        operationId: 'listRawTableItemVersions',
        summary: 'Versions at which a table item was written',
        description: `${VERSIONS_DESCRIPTION} The key goes in the body as for raw_item; the answer is JSON.`,
        tags: ['Tables'],
        parameters: [tableHandleParameter, ...versionsParameters],
        requestBody: { required: true, content: { 'application/json': { schema: ref('schemas', 'RawTableItemRequest') } } },
        responses: versionsResponses(['400', '404', '405', '410', '411', '413', '415', '500', '503']),
      },
    },
    '/v1/spec': {
      get: {
        operationId: 'getSpecPage',
        summary: 'Interactive explorer of this description (works offline)',
        tags: ['General'],
        responses: { '200': { description: 'HTML page.', headers: ledgerHeaderRefs(), content: { 'text/html': { schema: { type: 'string' } } } } },
      },
    },
    '/v1/spec.json': {
      get: {
        operationId: 'getSpecJson',
        summary: 'This description, as JSON',
        tags: ['General'],
        responses: { '200': { description: 'OpenAPI 3.1 document.', headers: ledgerHeaderRefs(), content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/v1/spec.yaml': {
      get: {
        operationId: 'getSpecYaml',
        summary: 'This description, as YAML',
        tags: ['General'],
        responses: { '200': { description: 'OpenAPI 3.1 document.', headers: ledgerHeaderRefs(), content: { 'application/yaml': { schema: { type: 'string' } } } } },
      },
    },
  };
}

export function buildOpenApiDocument(): JsonObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ledger state read API',
      version: '1.0.0',
      description:
        'Read-only HTTP access to a Move chain’s ledger state: resources of accounts, raw table items and Move modules with their ABI, at the latest or a pinned ledger version. Every response carries the X-NODE-* headers of the latest ledger, errors included.',
    },
    servers: [{ url: '/', description: 'This node' }],
    tags: [{ name: 'Accounts' }, { name: 'Tables' }, { name: 'General' }],
    paths: paths(),
    components: { schemas: componentSchemas(), headers: componentHeaders(), responses: componentResponses() },
  };
}

function toJson(value: unknown): Json {
  // the generated schema is plain data; a round trip gives it a checked JSON type
  const parsed: unknown = JSON.parse(JSON.stringify(value));
  if (!isJson(parsed)) throw new Error('generated schema is not JSON');
  return parsed;
}

function isJson(value: unknown): value is Json {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every(isJson);
  return typeof value === 'object' && Object.values(value).every(isJson);
}

function asObject(value: Json | undefined): JsonObject {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) throw new Error('expected an object in the generated schema');
  return value;
}

function withoutKeys(object: JsonObject, keys: string[]): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(object)) if (!keys.includes(key)) out[key] = value;
  return out;
}
