// An endpoint's inputs, parsed as its table entry declares them (src/core/api/endpoints.ts), in the
// node's check order (docs/api.md#check-order): path parameters in path order, the body, then the query
// in the order listed. What a route judges beyond its declared inputs (a cursor, `Accept`) comes after.
import type { FastifyRequest } from 'fastify';
import { PATH_PARAM_KINDS, pathParamNames, type Endpoint, type PathParamsOf, type QueryParam } from '../../../src/core/api/endpoints';
import type { ViewCall } from '../../chain/view-call';
import { HttpApiError } from '../errors/http-api-error';
import { parseViewBody } from './view-body';
import { parseTableItemBody, type TableItemBody } from './table-item-body';
import * as inputs from './request-inputs';

type KindOf<Name> = Name extends keyof typeof PATH_PARAM_KINDS ? (typeof PATH_PARAM_KINDS)[Name] : never;
type PathValue<Kind extends keyof typeof PATH_VALUE_PARSERS> = ReturnType<(typeof PATH_VALUE_PARSERS)[Kind]>;
type QueryValue<Q extends QueryParam> = Q['kind'] extends 'ledger_version' | 'version' | 'u64'
  ? bigint | undefined
  : Q['kind'] extends 'cursor'
    ? string | null
    : Q['kind'] extends 'limit'
      ? number
      : Q extends { values: readonly (infer V)[] }
        ? V
        : string;

/** What a handler of `E` receives, named as the table names them. */
export type EndpointInputs<E extends Endpoint> = { [Name in PathParamsOf<E['path']>]: PathValue<KindOf<Name>> } & {
  [Q in E['query'][number] as Q['name']]: QueryValue<Q>;
} & (E extends { body: { schema: 'ViewRequest' } }
    ? { body: ViewCall }
    : E extends { body: { schema: 'RawTableItemRequest' } }
      ? { body: inputs.HexInput }
      : E extends { body: { schema: 'TableItemRequest' } }
        ? { body: TableItemBody }
        : E extends { body: object }
          ? { body: unknown }
          : unknown);

type Parse = (request: FastifyRequest, into: Record<string, unknown>) => void;

/** The parser of `endpoint`'s inputs, built once per route. */
export function inputsParser<E extends Endpoint>(endpoint: E): (request: FastifyRequest) => EndpointInputs<E> {
  const steps: Parse[] = [...pathParamParsers(endpoint.path)];
  // a table item's key (raw or JSON) and a view call are parsed here; a GraphQL request is read by its route (Hasura words its own errors)
  if (endpoint.body?.schema === 'ViewRequest') steps.push((request, into) => (into.body = parseViewBody(request)));
  else if (endpoint.body?.schema === 'RawTableItemRequest')
    steps.push((request, into) => (into.body = inputs.parseRawItemBody(request.body)));
  else if (endpoint.body?.schema === 'TableItemRequest') steps.push((request, into) => (into.body = parseTableItemBody(request.body)));
  else if (endpoint.body !== undefined) steps.push((request, into) => (into.body = request.body));
  for (const param of endpoint.query) steps.push(queryParser(param));
  return (request) => {
    const into: Record<string, unknown> = {};
    for (const step of steps) step(request, into);
    return into as EndpointInputs<E>;
  };
}

/** A new kind of path parameter needs a parser here (tsc asks) and a schema in openapi-document.ts. */
const PATH_VALUE_PARSERS = {
  address: inputs.parseAddressParam,
  struct_tag: inputs.parseStructTagParam,
  identifier: inputs.parseIdentifierParam,
  u64: inputs.parseU64Param,
  hash: inputs.parseHashParam,
  segment: (_name: string, value: string) => value,
  asset_type: inputs.parseAssetTypeParam,
} satisfies Record<(typeof PATH_PARAM_KINDS)[keyof typeof PATH_PARAM_KINDS], (name: string, value: string) => unknown>;

function pathParamParsers(path: string): Parse[] {
  return pathParamNames(path).map((name): Parse => {
    const parse = PATH_VALUE_PARSERS[PATH_PARAM_KINDS[name]];
    return (request, into) => (into[name] = parse(name, String(Reflect.get(request.params as object, name))));
  });
}

function queryParser(param: QueryParam): Parse {
  const parse = queryValueParser(param);
  return (request, into) => (into[param.name] = parse(inputs.singleQueryValue(request.query, param.name)));
}

function queryValueParser(param: QueryParam): (value: string | undefined) => unknown {
  switch (param.kind) {
    case 'ledger_version':
      return inputs.parseLedgerVersionQuery;
    case 'version':
      return (value) => inputs.parseU64Query(param.name, value, 'a version (u64)');
    case 'u64':
      return (value) => inputs.parseU64Query(param.name, value, 'a u64');
    case 'cursor':
      return inputs.parseStartQuery;
    case 'limit':
      return (value) => inputs.parseLimitQuery(value, param);
    case 'choice':
      return (value) => inputs.parseChoiceQuery(param.name, value, param);
  }
}

/**
 * For an endpoint with a body, the checks that come before fastify reads it, in check order: Content-Length
 * present (411) and within the endpoint's bound (413), path parameters (400), content type (415).
 */
export function bodyHeadersCheck(endpoint: Endpoint & { body: NonNullable<Endpoint['body']> }): (request: FastifyRequest) => void {
  const pathParams = pathParamParsers(endpoint.path);
  const { maxBytes, mediaTypes } = endpoint.body;
  return (request) => {
    const length = request.headers['content-length'];
    if (length === undefined) {
      throw new HttpApiError(411, 'web_framework_error', 'Content-Length is required: chunked request bodies are not accepted');
    }
    if (!/^\d+$/.test(length)) throw new HttpApiError(400, 'web_framework_error', `Invalid Content-Length ${JSON.stringify(length)}`);
    if (Number(length) > maxBytes) {
      throw new HttpApiError(413, 'web_framework_error', `Request body of ${length} bytes is over the limit of ${maxBytes} bytes`);
    }
    for (const parse of pathParams) parse(request, {});
    const contentType = request.headers['content-type'];
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === undefined || !mediaTypes.includes(mediaType)) {
      const shown = contentType === undefined ? 'missing' : JSON.stringify(contentType);
      throw new HttpApiError(
        415,
        'web_framework_error',
        `Unsupported Content-Type (${shown}): the body must be ${mediaTypes.join(' or ')}`,
      );
    }
  };
}
