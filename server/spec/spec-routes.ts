// GET /v1/spec (HTML explorer), /v1/spec.json, /v1/spec.yaml and the explorer's own assets.
import { stringify } from 'yaml';
import { JSON_BODY_TYPE, sendBody, type CompressedCopies } from '../http/caching/compressed-body';
import { HttpApiError } from '../http/errors/http-api-error';
import type { EndpointHandlers } from '../http/register-endpoints';
import { buildOpenApiDocument } from './openapi-document';
import { SPEC_PAGE_HTML, loadSpecAssets } from './spec-page';

/** The UI's assets change only with the installed package: a day is plenty. */
const ASSET_CACHE_CONTROL = 'public, max-age=86400';

export function specRoutes(): Pick<EndpointHandlers, 'getSpecPage' | 'getSpecJson' | 'getSpecYaml' | 'getSpecAsset'> {
  const document = buildOpenApiDocument();
  const jsonText = JSON.stringify(document);
  const yamlText = stringify(document);
  const assets = loadSpecAssets();

  // the same texts for the node's life: each keeps its compressed copies
  const copies: Record<'page' | 'json' | 'yaml', CompressedCopies> = { page: {}, json: {}, yaml: {} };
  return {
    getSpecPage: (_, request, reply) =>
      sendBody(request, reply.header('cache-control', 'no-cache'), 'text/html; charset=utf-8', SPEC_PAGE_HTML, copies.page),
    getSpecJson: (_, request, reply) => sendBody(request, reply.header('cache-control', 'no-cache'), JSON_BODY_TYPE, jsonText, copies.json),
    getSpecYaml: (_, request, reply) =>
      sendBody(request, reply.header('cache-control', 'no-cache'), 'application/yaml; charset=utf-8', yamlText, copies.yaml),
    getSpecAsset: ({ name }, request, reply) => {
      const asset = assets.get(name);
      if (asset === undefined) throw new HttpApiError(404, 'web_framework_error', `Not found: GET ${request.url.split('?')[0] ?? ''}`);
      return sendBody(request, reply.header('cache-control', ASSET_CACHE_CONTROL), asset.contentType, asset.body, asset.copies);
    },
  };
}
