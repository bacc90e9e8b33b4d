// An endpoint's inputs, parsed as its table entry declares them (src/core/api/endpoints.ts), in the
// node's check order (docs/api.md#check-order): path parameters in path order, the body, then the query
// in the order listed. What a route judges beyond its declared inputs (a cursor, `Accept`) comes after.
import type { FastifyRequest } from 'fastify';
import { PATH_PARAM_KINDS, pathParamNames, type Endpoint, type PathParamsOf, type QueryParam } from '../../../src/core/api/endpoints';
import { HttpApiError } from '../errors/http-api-error';
import {
  parseAddressParam,
  parseAssetTypeParam,
  parseChoiceQuery,
  parseHashParam,
  parseIdentifierParam,
  parseLedgerVersionQuery,
  parseLimitQuery,
  parseRawItemBody,
  parseStartQuery,
  parseStructTagParam,
  parseU64Param,
  parseU64Query,
  parseVersionQuery,
  singleQueryValue,
  type AddressInput,
  type AssetTypeInput,
  type KeyInput,
  type StructTagInput,
} from './request-inputs';

type KindOf<Name> = Name extends keyof typeof PATH_PARAM_KINDS ? (typeof PATH_PARAM_KINDS)[Name] : never;
type PathValue<Kind> = Kind extends 'address'
  ? AddressInput
  : Kind extends 'struct_tag'
    ? StructTagInput
    : Kind extends 'u64'
      ? bigint
      : Kind extends 'hash'
        ? Uint8Array
        : Kind extends 'asset_type'
          ? AssetTypeInput
          : string;
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
} & (E extends { body: object } ? { body: KeyInput } : unknown);

type Parse = (request: FastifyRequest, into: Record<string, unknown>) => void;

/** The parser of `endpoint`'s inputs, built once per route. */
export function inputsParser<E extends Endpoint>(endpoint: E): (request: FastifyRequest) => EndpointInputs<E> {
  const steps: Parse[] = [...pathParamParsers(endpoint.path)];
  if (endpoint.body !== undefined) steps.push((request, into) => (into.body = parseRawItemBody(request.body)));
  for (const param of endpoint.query) steps.push(queryParser(param));
  return (request) => {
    const into: Record<string, unknown> = {};
    for (const step of steps) step(request, into);
    return into as EndpointInputs<E>;
  };
}

function pathParamParsers(path: string): Parse[] {
  return pathParamNames(path).map((name): Parse => {
    const parse = pathValueParser(name, PATH_PARAM_KINDS[name]);
    return (request, into) => (into[name] = parse(String(Reflect.get(request.params as object, name))));
  });
}

/** A new kind of path parameter needs a case here (tsc asks), in PathValue above and in openapi-document.ts. */
function pathValueParser(name: string, kind: (typeof PATH_PARAM_KINDS)[keyof typeof PATH_PARAM_KINDS]): (value: string) => unknown {
  switch (kind) {
    case 'address':
      return (value) => parseAddressParam(name, value);
    case 'struct_tag':
      return parseStructTagParam;
    case 'identifier':
      return (value) => parseIdentifierParam(name, value);
    case 'u64':
      return (value) => parseU64Param(name, value);
    case 'hash':
      return (value) => parseHashParam(name, value);
    case 'segment':
      return (value) => value;
    case 'asset_type':
      return parseAssetTypeParam;
  }
}

function queryParser(param: QueryParam): Parse {
  const { name } = param;
  const valueOf = (request: FastifyRequest) => singleQueryValue(request.query, name);
  switch (param.kind) {
    case 'ledger_version':
      return (request, into) => (into[name] = parseLedgerVersionQuery(valueOf(request)));
    case 'version':
      return (request, into) => (into[name] = parseVersionQuery(name, valueOf(request)));
    case 'u64':
      return (request, into) => (into[name] = parseU64Query(name, valueOf(request)));
    case 'cursor':
      return (request, into) => (into[name] = parseStartQuery(valueOf(request)));
    case 'limit':
      return (request, into) => (into[name] = parseLimitQuery(valueOf(request), param));
    case 'choice':
      return (request, into) => (into[name] = parseChoiceQuery(name, valueOf(request), param));
  }
}

/**
 * For an endpoint with a body, the checks that come before fastify reads it, in check order: Content-Length
 * present (411) and within the endpoint's bound (413), path parameters (400), content type (415).
 * Returns the failure, or undefined when the request may go on.
 */
export function bodyHeadersCheck(endpoint: Endpoint & { body: { maxBytes: number } }): (request: FastifyRequest) => Error | undefined {
  const pathParams = pathParamParsers(endpoint.path);
  const { maxBytes } = endpoint.body;
  return (request) => {
    try {
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
      if (mediaType !== 'application/json') {
        const shown = contentType === undefined ? 'missing' : JSON.stringify(contentType);
        throw new HttpApiError(415, 'web_framework_error', `Unsupported Content-Type (${shown}): the body must be application/json`);
      }
      return undefined;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  };
}
