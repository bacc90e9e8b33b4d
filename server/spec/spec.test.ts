// The served description: valid OpenAPI 3.1 naming every path, the same in JSON and YAML, and an
// explorer page that loads only this node's assets (works offline).
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNode, type TestNode } from '../http/api-tests/test-node';
import { API_BASE_PATH, ENDPOINTS, type Endpoint } from '../../src/core/api/endpoints';

let node: TestNode;
let spec: Record<string, unknown>;

beforeAll(async () => {
  node = await startTestNode({ history: 200 });
  const response = await fetch(`${node.api}/spec.json`);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  spec = await response.json();
});
afterAll(() => node.stop());

function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

function collectRefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') out.push(child);
      else collectRefs(child, out);
    }
  }
  return out;
}

describe('/v1/spec.json', () => {
  it('is OpenAPI 3.1 with every operation of the endpoint table', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(at(spec, 'info', 'title')).toBeTypeOf('string');
    const documented = Object.entries(ENDPOINTS).filter(([, endpoint]: [string, Endpoint]) => endpoint.undocumented !== true);
    expect(Object.keys(at(spec, 'paths') ?? {}).sort()).toEqual(
      [...new Set(documented.map(([, endpoint]) => API_BASE_PATH + endpoint.path))].sort(),
    );
    for (const [id, endpoint] of documented) {
      expect(at(spec, 'paths', API_BASE_PATH + endpoint.path, endpoint.method.toLowerCase(), 'operationId'), id).toBe(id);
    }
  });

  it('resolves every $ref inside the document', () => {
    const refs = collectRefs(spec);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs)) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      expect(at(spec, ...ref.slice(2).split('/')), ref).toBeDefined();
    }
  });

  it('describes the operations with their parameters, statuses and headers', () => {
    const resource = at(spec, 'paths', '/v1/accounts/{address}/resource/{resource_type}', 'get');
    const parameters = at(resource, 'parameters');
    const names = Array.isArray(parameters) ? parameters.map((p: unknown) => at(p, 'name')) : [];
    expect(names).toEqual(['address', 'resource_type', 'ledger_version']);
    expect(Object.keys(at(resource, 'responses') ?? {})).toEqual(expect.arrayContaining(['200', '400', '404', '410', '500', '503']));
    const rawItem = at(spec, 'paths', '/v1/tables/{table_handle}/raw_item', 'post');
    expect(Object.keys(at(rawItem, 'responses') ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '403', '404', '410', '411', '413', '415']),
    );
    expect(at(rawItem, 'requestBody', 'content', 'application/json', 'schema', '$ref')).toBe('#/components/schemas/RawTableItemRequest');
    expect(Object.keys(at(spec, 'components', 'headers') ?? {})).toEqual(
      expect.arrayContaining([
        'X-NODE-CHAIN-ID',
        'X-NODE-LEDGER-VERSION',
        'X-NODE-LEDGER-OLDEST-VERSION',
        'X-NODE-LEDGER-TIMESTAMPUSEC',
        'X-NODE-EPOCH',
        'X-NODE-BLOCK-HEIGHT',
        'X-NODE-OLDEST-BLOCK-HEIGHT',
        'X-NODE-GAS-USED',
        'X-NODE-CURSOR',
      ]),
    );
    expect(Object.keys(at(spec, 'paths', '/v1/accounts/{address}/resources', 'get', 'responses', '200', 'headers') ?? {})).toContain(
      'X-NODE-CURSOR',
    );
  });

  it('takes its schemas from the core (error codes, u64 format)', () => {
    expect(at(spec, 'components', 'schemas', 'ErrorCode', 'enum')).toContain('version_pruned');
    expect(at(spec, 'components', 'schemas', 'U64', 'format')).toBe('uint64');
    expect(at(spec, 'components', 'schemas', 'ApiError', 'required')).toEqual(['message', 'error_code']);
  });
});

describe('/v1/spec.yaml', () => {
  it('is the same document', async () => {
    const response = await fetch(`${node.api}/spec.yaml`);
    expect(response.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(parse(await response.text())).toEqual(spec);
  });
});

describe('/v1/spec', () => {
  it('is an HTML page referencing only this node’s assets, by relative URLs', async () => {
    const response = await fetch(`${node.api}/spec`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      expect(url, url).not.toMatch(/^(https?:)?\/\//);
      const asset = await fetch(new URL(url, `${node.api}/spec`));
      expect(asset.status, url).toBe(200);
      expect(asset.headers.get('x-node-ledger-version')).not.toBeNull();
    }
    const init = await (await fetch(`${node.api}/spec/assets/spec-init.js`)).text();
    expect(init).toContain("url: 'spec.json'");
    expect(init).toContain('validatorUrl: null');
    // accessibility (e2e/spec-axe.spec.ts): no links nested in the operation toggles, our contrast fixes loaded
    expect(init).toContain('deepLinking: false');
    // the theme is set before the bundle loads, so a dark page is dark from its first paint
    expect(html.indexOf('spec-theme.js')).toBeGreaterThan(0);
    expect(html.indexOf('spec-theme.js')).toBeLessThan(html.indexOf('swagger-ui-bundle.js'));
    expect(await (await fetch(`${node.api}/spec/assets/spec-theme.js`)).text()).toContain("classList.toggle('dark-mode'");
    expect(urls).toContain('spec/assets/swagger-a11y.css');
    const css = await fetch(`${node.api}/spec/assets/swagger-a11y.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.opblock-summary-method');
  });

  it('serves the UI bundle without a CDN reference or a source map link', async () => {
    const bundle = await (await fetch(`${node.api}/spec/assets/swagger-ui-bundle.js`)).text();
    expect(bundle.length).toBeGreaterThan(100_000);
    expect(bundle).not.toMatch(/sourceMappingURL=\S+\s*$/);
    expect(bundle).toContain('SwaggerUIBundle');
  });
});
