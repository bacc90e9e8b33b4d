// The OpenAPI 3.1 description of everything under /v1, built once when the node starts: the operations
// from the endpoint table (src/core/api/endpoints.ts), their words from endpoint-descriptions.ts, and the
// shapes from the core's zod schemas (z.toJSONSchema) with their words from schema-words.ts.
import * as z from 'zod/mini';
import {
  API_BASE_PATH,
  ENDPOINTS,
  PATH_PARAM_KINDS,
  pathParamNames,
  type BodySchema,
  type Endpoint,
  type EndpointId,
  type QueryParam,
} from '../../src/core/api/endpoints';
import { LEDGER_FIELD_WORDS } from '../../src/core/api/ledger-field-words';
import {
  LEDGER_FIELDS,
  LEDGER_FIELD_NAMES,
  LEDGER_HEADERS,
  REQUIRED_LEDGER_FIELDS,
  type LedgerHeaderField,
} from '../../src/core/api/ledger-fields';
import { ENDPOINT_WORDS, ERROR_STATUS_WORDS, parameterWords, type Json } from './endpoint-descriptions';
import { namedSchemas, schemaWords } from './schema-words';

type JsonObject = { [key: string]: Json };

const ref = (kind: string, name: string): JsonObject => ({ $ref: `#/components/${kind}/${name}` });

/** Named component schemas: every schema with a meta id reachable from the API's shapes. */
function componentSchemas(): JsonObject {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of namedSchemas) registry.add(schema, { id });
  const generated = z.toJSONSchema(registry, { target: 'draft-2020-12', metadata: schemaWords, uri: (id) => `#/components/schemas/${id}` });
  // plain data: one round trip types it as JSON and points the shared definitions' references beside the others
  const text = JSON.stringify(generated.schemas).replaceAll('#/components/schemas/__shared#/$defs/', '#/components/schemas/');
  const out: JsonObject = {};
  for (const [id, schema] of Object.entries(JSON.parse(text) as Record<string, JsonObject>)) {
    // anything zod could not name lands in a shared document: lift its definitions beside the others
    if (id === '__shared') Object.assign(out, schema.$defs);
    else {
      const { $schema: _schema, $id: _id, ...rest } = schema;
      out[id] = rest;
    }
  }
  return out;
}

/** The ledger headers' words and formats, from the table of ledger fields (src/core/api/ledger-fields.ts, ledger-field-words.ts). */
function componentHeaders(): JsonObject {
  const formats = { u8: 'uint8', u64: 'uint64' } as const;
  return Object.fromEntries(
    LEDGER_FIELD_NAMES.map((field) => {
      const { kind, member } = LEDGER_FIELDS[field];
      const description = LEDGER_FIELD_WORDS[field].spec;
      const schema: JsonObject = kind === 'text' ? { type: 'string' } : { type: 'integer', format: formats[kind], minimum: 0 };
      return [LEDGER_HEADERS[field], { description, required: member !== null, schema }];
    }),
  );
}

function ledgerHeaderRefs(extra: LedgerHeaderField[] = []): JsonObject {
  const fields = [...REQUIRED_LEDGER_FIELDS, 'gasUsed', ...extra] as const;
  return Object.fromEntries(fields.map((field) => [LEDGER_HEADERS[field], ref('headers', LEDGER_HEADERS[field])]));
}

function componentResponses(): JsonObject {
  // a fresh object each: YAML would write a shared one as an anchor
  const responses = Object.entries(ERROR_STATUS_WORDS).map(([status, description]) => {
    const content = { 'application/json': { schema: ref('schemas', 'ApiError') } };
    return [`Error${status}`, { description, headers: ledgerHeaderRefs(), content }];
  });
  return Object.fromEntries(responses) as JsonObject;
}

function errorResponses(statuses: readonly number[]): JsonObject {
  return Object.fromEntries(statuses.map((status) => [status, ref('responses', `Error${status}`)]));
}

const notModifiedResponse: JsonObject = { description: 'Not modified (If-None-Match matched the ETag).', headers: ledgerHeaderRefs() };

const PATH_PARAM_SCHEMAS: Record<(typeof PATH_PARAM_KINDS)[keyof typeof PATH_PARAM_KINDS], JsonObject> = {
  address: ref('schemas', 'Address'),
  struct_tag: ref('schemas', 'MoveStructTag'),
  identifier: ref('schemas', 'IdentifierWrapper'),
  u64: ref('schemas', 'U64'),
  hash: ref('schemas', 'HashValue'),
  segment: { type: 'string' },
  asset_type: { type: 'string', description: 'A coin type (`0x1::aptos_coin::AptosCoin`) or a fungible asset metadata address (`0xa`).' },
};

function querySchema(param: QueryParam): JsonObject {
  switch (param.kind) {
    case 'ledger_version':
    case 'version':
    case 'u64':
      return ref('schemas', 'U64');
    case 'cursor':
      return { type: 'string' };
    case 'limit':
      return { type: 'integer', minimum: 1, maximum: param.max, default: param.default };
    case 'choice':
      return { type: 'string', enum: [...param.values], default: param.default };
  }
}

function bodySchema(schema: BodySchema): JsonObject {
  if (schema === 'bytes') return { type: 'string', contentEncoding: 'binary' };
  if (schema === 'text') return { type: 'string' };
  if (schema === 'uint64') return { type: 'integer', format: 'uint64' };
  if (schema === 'object') return { type: 'object' };
  return ref('schemas', schema);
}

function parameters(id: EndpointId, endpoint: Endpoint): JsonObject[] {
  const own = ENDPOINT_WORDS[id].parameters ?? {};
  const inPath = pathParamNames(endpoint.path).map((name): JsonObject => {
    const { description, examples } = parameterWords(name);
    const parameter: JsonObject = {
      name,
      in: 'path',
      required: true,
      description: own[name] ?? description,
      schema: PATH_PARAM_SCHEMAS[PATH_PARAM_KINDS[name]],
    };
    return examples === undefined ? parameter : { ...parameter, examples };
  });
  const inQuery = endpoint.query.map((param): JsonObject => {
    const description = own[param.name] ?? parameterWords(param.name, param.kind).description;
    return { name: param.name, in: 'query', required: false, description, schema: querySchema(param) };
  });
  return [...inPath, ...inQuery];
}

/** A body's media types: JSON by its schema, any other as bytes. */
function requestContent(body: NonNullable<Endpoint['body']>): JsonObject {
  return Object.fromEntries(
    body.mediaTypes.map((media) => [
      media,
      { schema: media === 'application/json' ? ref('schemas', body.schema) : { type: 'string', format: 'binary' } },
    ]),
  );
}

function operation(id: EndpointId, endpoint: Endpoint): JsonObject {
  const words = ENDPOINT_WORDS[id];
  const paged = endpoint.query.some((param) => param.kind === 'limit');
  const content: JsonObject = {};
  for (const [media, schema] of Object.entries(endpoint.responses)) content[media] = { schema: bodySchema(schema) };
  const listed = parameters(id, endpoint);
  return {
    operationId: id,
    summary: words.summary,
    ...(words.description === undefined ? {} : { description: words.description }),
    tags: [words.tag],
    ...(listed.length === 0 ? {} : { parameters: listed }),
    ...(endpoint.body === undefined ? {} : { requestBody: { required: true, content: requestContent(endpoint.body) } }),
    responses: {
      '200': { description: words.ok, headers: ledgerHeaderRefs(paged ? ['cursor'] : []), content },
      ...(endpoint.revalidates ? { '304': notModifiedResponse } : {}),
      ...errorResponses(endpoint.errors),
    },
  };
}

function paths(): JsonObject {
  const out: JsonObject = {};
  for (const id of Object.keys(ENDPOINTS) as EndpointId[]) {
    const endpoint: Endpoint = ENDPOINTS[id];
    if (endpoint.undocumented === true) continue;
    const path = API_BASE_PATH + endpoint.path;
    out[path] = { ...(out[path] as JsonObject | undefined), [endpoint.method.toLowerCase()]: operation(id, endpoint) };
  }
  return out;
}

export function buildOpenApiDocument(): JsonObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ledger state read API',
      version: '1.0.0',
      description:
        'Read-only HTTP access to a Move chain’s ledger state: resources of accounts, raw table items and Move modules with their ABI, at the latest or a pinned ledger version; the transactions that wrote it, their events, and blocks. Every response carries the X-NODE-* headers of the latest ledger, errors included.',
    },
    servers: [{ url: '/', description: 'This node' }],
    tags: [{ name: 'Accounts' }, { name: 'Tables' }, { name: 'Transactions' }, { name: 'Blocks' }, { name: 'Events' }, { name: 'General' }],
    paths: paths(),
    components: { schemas: componentSchemas(), headers: componentHeaders(), responses: componentResponses() },
  };
}
