// The API's routes, registered from the endpoint table (src/core/api/endpoints.ts): each endpoint with
// its handler, its inputs parsed as the table declares them, and a 405 for every other method on its path.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { API_BASE_PATH, ENDPOINTS, type Endpoint, type EndpointId } from '../../src/core/api/endpoints';
import { bodyHeadersCheck, inputsParser, type EndpointInputs } from './inputs/endpoint-inputs';
import { HttpApiError } from './errors/http-api-error';

export type EndpointHandler<E extends Endpoint> = (inputs: EndpointInputs<E>, request: FastifyRequest, reply: FastifyReply) => unknown;

/** A handler, with the route options it needs beyond the table's. */
export interface EndpointRoute<E extends Endpoint> {
  handle: EndpointHandler<E>;
  /** false: the compression plugin's preParsing hook is skipped (a GET has no body to inflate). */
  decompress?: false;
}

export type HandlerOf<Id extends EndpointId> = EndpointHandler<(typeof ENDPOINTS)[Id]>;

/** One handler per endpoint: a route file gives those of its endpoints (`Pick<EndpointHandlers, …>`). */
export type EndpointHandlers = { [Id in EndpointId]: HandlerOf<Id> | EndpointRoute<(typeof ENDPOINTS)[Id]> };

/** The fastify URL of a path template: `/v1` + the path, `{name}` as `:name`. */
export function routeUrl(endpoint: Endpoint): string {
  return API_BASE_PATH + endpoint.path.replace(/\{([a-z_]+)\}/g, ':$1');
}

export function registerEndpoints(app: FastifyInstance, handlers: EndpointHandlers): void {
  const methodsByUrl = new Map<string, HTTPMethods[]>();
  for (const id of Object.keys(ENDPOINTS) as EndpointId[]) {
    const endpoint: Endpoint = ENDPOINTS[id];
    const given = handlers[id] as EndpointHandler<Endpoint> | EndpointRoute<Endpoint>;
    const route = typeof given === 'function' ? { handle: given } : given;
    const parse = inputsParser(endpoint);
    const url = routeUrl(endpoint);
    const body = endpoint.body;
    const beforeBody = body === undefined ? undefined : bodyHeadersCheck({ ...endpoint, body });
    app.route({
      method: endpoint.method,
      url,
      ...(beforeBody === undefined ? {} : { onRequest: async (request: FastifyRequest) => beforeBody(request) }),
      ...(route.decompress === false ? { decompress: false } : {}),
      handler: (request, reply) => route.handle(parse(request), request, reply),
    });
    methodsByUrl.set(url, [...(methodsByUrl.get(url) ?? []), endpoint.method]);
  }
  for (const [url, allowed] of methodsByUrl) registerMethodNotAllowed(app, url, allowed);
}

/** Wrong method on a known API path: 405 with a JSON error and an Allow header (docs/api.md#routes, **ours**). */
function registerMethodNotAllowed(app: FastifyInstance, url: string, allowed: readonly HTTPMethods[]): void {
  // HEAD comes with GET (fastify exposes HEAD routes for GET routes)
  const served = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  // every method fastify routes (TRACE included), but OPTIONS: that is the CORS preflight
  const others = app.supportedMethods.filter(
    (method): method is HTTPMethods => method !== 'OPTIONS' && !served.includes(method as HTTPMethods),
  );
  const allow = [...served, 'OPTIONS'].join(', ');
  // refused in onRequest, before fastify would parse (and judge) a body
  const refuse = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('allow', allow);
    throw new HttpApiError(405, 'web_framework_error', `Method not allowed: ${request.method} ${request.url.split('?')[0] ?? ''}`);
  };
  app.route({ method: [...others], url, onRequest: refuse, handler: () => undefined });
}
