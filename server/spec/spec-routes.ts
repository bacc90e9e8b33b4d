// GET /v1/spec (HTML explorer), /v1/spec.json, /v1/spec.yaml and the explorer's own assets.
import type { FastifyInstance } from 'fastify';
import { stringify } from 'yaml';
import { JSON_BODY_TYPE, sendBody, type CompressedCopies } from '../http/caching/compressed-body';
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

  // the same texts for the node's life: each keeps its compressed copies
  const copies = new Map<string, CompressedCopies>();
  const copiesOf = (name: string): CompressedCopies => copies.get(name) ?? copies.set(name, {}).get(name)!;
  app.get('/v1/spec', (request, reply) => sendBody(request, reply.header('cache-control', 'no-cache'), 'text/html; charset=utf-8', SPEC_PAGE_HTML, copiesOf('page')));
  app.get('/v1/spec.json', (request, reply) => sendBody(request, reply.header('cache-control', 'no-cache'), JSON_BODY_TYPE, jsonText, copiesOf('json')));
  app.get('/v1/spec.yaml', (request, reply) => sendBody(request, reply.header('cache-control', 'no-cache'), 'application/yaml; charset=utf-8', yamlText, copiesOf('yaml')));
  app.get<{ Params: { name: string } }>('/v1/spec/assets/:name', (request, reply) => {
    const asset = assets.get(request.params.name);
    if (asset === undefined) throw new HttpApiError(404, 'web_framework_error', `Not found: GET ${request.url.split('?')[0] ?? ''}`);
    return sendBody(request, reply.header('cache-control', ASSET_CACHE_CONTROL), asset.contentType, asset.body, copiesOf(`asset:${request.params.name}`));
  });
  for (const url of ['/v1/spec', '/v1/spec.json', '/v1/spec.yaml', '/v1/spec/assets/:name']) registerMethodNotAllowed(app, url, ['GET']);
}
