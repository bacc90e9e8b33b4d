// GET /v1/spec (HTML explorer), /v1/spec.json, /v1/spec.yaml and the explorer's own assets.
import type { FastifyInstance } from 'fastify';
import { stringify } from 'yaml';
import { HttpApiError } from '../http/errors/http-api-error';
import { registerMethodNotAllowed } from '../http/inputs/method-not-allowed';
import { buildOpenApiDocument } from './openapi-document';
import { SPEC_PAGE_HTML, loadSpecAssets } from './spec-page';

/** The UI's assets change only with the installed package: a day is plenty. */
const ASSET_CACHE_CONTROL = 'public, max-age=86400';

export function registerSpecRoutes(app: FastifyInstance): void {
  const document = buildOpenApiDocument();
  const jsonText = JSON.stringify(document);
  const yamlText = stringify(document);
  const assets = loadSpecAssets();

  app.get('/v1/spec', (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(SPEC_PAGE_HTML));
  app.get('/v1/spec.json', (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(jsonText));
  app.get('/v1/spec.yaml', (_request, reply) => reply.header('content-type', 'application/yaml; charset=utf-8').header('cache-control', 'no-cache').send(yamlText));
  app.get<{ Params: { name: string } }>('/v1/spec/assets/:name', (request, reply) => {
    const asset = assets.get(request.params.name);
    if (asset === undefined) throw new HttpApiError(404, 'web_framework_error', `Not found: GET ${request.url.split('?')[0] ?? ''}`);
    return reply.header('content-type', asset.contentType).header('cache-control', ASSET_CACHE_CONTROL).send(asset.body);
  });
  for (const url of ['/v1/spec', '/v1/spec.json', '/v1/spec.yaml', '/v1/spec/assets/:name']) registerMethodNotAllowed(app, url, ['GET']);
}
