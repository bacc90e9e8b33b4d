// Wrong method on a known API path: 405 with a JSON error and an Allow header (docs/api.md#routes, **ours**).
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { HttpApiError } from '../errors/http-api-error';

export function registerMethodNotAllowed(app: FastifyInstance, url: string, allowed: readonly HTTPMethods[]): void {
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
