// The endpoint table, and the route tables of docs/api.md and README.md held against it (they cannot drift).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  ENDPOINTS,
  MAX_BODY_BYTES,
  PAGE_LIMIT,
  VERSIONS_LIMIT,
  endpointCall,
  pathParamNames,
  type Endpoint,
} from './endpoints';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
const all: [string, Endpoint][] = Object.entries(ENDPOINTS);
const routeOf = (endpoint: Endpoint) => `${endpoint.method} ${API_BASE_PATH}${endpoint.path}`;

interface DocRow {
  /** `METHOD /v1…` of each code span of the first cell (a span without a method takes the previous one's). */
  routes: string[];
  cells: string[];
}

/** The rows of the first table after `heading` whose first cell names API routes. */
function routeRows(markdown: string, heading: string): DocRow[] {
  const start = markdown.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const lines = markdown.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: DocRow[] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    const cells = line.split(/ \| /).map((cell) => cell.replace(/^\| ?| ?\|$/g, ''));
    let method = '';
    const routes: string[] = [];
    // the code spans the cell starts with, separated by commas (later ones are prose)
    const listed = /^`[^`]+`(?:, `[^`]+`)*/.exec(cells[0] ?? '')?.[0] ?? '';
    for (const [, span] of listed.matchAll(/`([^`]+)`/g)) {
      const [word, path] = span!.includes(' ') ? span!.split(' ') : [method, span!];
      method = word ?? '';
      if (path?.startsWith(API_BASE_PATH) === true && /^(GET|POST)$/.test(method)) routes.push(`${method} ${path}`);
    }
    if (routes.length > 0) rows.push({ routes, cells });
  }
  return rows;
}

describe('the endpoint table', () => {
  it('names every path parameter with a known kind, and each route once', () => {
    for (const [id, endpoint] of all) expect(() => pathParamNames(endpoint.path), id).not.toThrow();
    expect(new Set(all.map(([, endpoint]) => routeOf(endpoint))).size).toBe(all.length);
    expect(() => pathParamNames('/accounts/{account}')).toThrow(/unknown path parameter/);
  });

  it('builds a call: each parameter one percent-encoded segment', () => {
    expect(endpointCall(ENDPOINTS.getAccountResource, { address: '0x1', resource_type: '0x1::coin::CoinStore<0x1::a::B>' })).toEqual({
      method: 'GET',
      path: '/accounts/0x1/resource/0x1%3A%3Acoin%3A%3ACoinStore%3C0x1%3A%3Aa%3A%3AB%3E',
    });
    expect(endpointCall(ENDPOINTS.getRawTableItem, { table_handle: 'a/b' }).path).toBe('/tables/a%2Fb/raw_item');
    expect(endpointCall(ENDPOINTS.getLedgerInfo, {})).toEqual({ method: 'GET', path: '' });
  });
});

describe('docs/api.md', () => {
  const api = read('docs/api.md');
  const rows = routeRows(api, '## Routes');

  it('lists every route of the table, and no other', () => {
    expect(rows.flatMap((row) => row.routes).sort()).toEqual(all.map(([, endpoint]) => routeOf(endpoint)).sort());
  });

  it('says which routes are the seed’s, which real nodes have, and which are ours', () => {
    for (const row of rows) {
      for (const route of row.routes) {
        const endpoint = all.find(([, candidate]) => routeOf(candidate) === route)?.[1];
        const origin = row.cells[2] ?? '';
        if (endpoint?.origin === 'seed') expect(origin, route).toMatch(/^yes/);
        if (endpoint?.origin === 'real nodes') expect(origin, route).toMatch(/^extension, as real nodes/);
        if (endpoint?.origin === 'ours') expect(origin, route).toMatch(/^\*\*ours\*\*/);
      }
    }
  });

  it('names code files that exist', () => {
    for (const row of rows) {
      for (const [, file] of (row.cells[3] ?? '').matchAll(/`([^`]+\.ts)`/g)) {
        const path = file!.includes('/') ? file! : `${/`([^`]+\/)[^/`]+\.ts`/.exec(row.cells[3] ?? '')?.[1] ?? ''}${file!}`;
        expect(existsSync(new URL(path, root)), path).toBe(true);
      }
    }
  });

  it('states the table’s limits', () => {
    expect(api).toContain(`\`?limit=\` 1 to ${PAGE_LIMIT.max}, default ${PAGE_LIMIT.default}`);
    expect(api).toContain(`1 to ${VERSIONS_LIMIT.max}, default ${VERSIONS_LIMIT.default}`);
    expect(api).toContain(`| \`raw_item\` body | ${MAX_BODY_BYTES / 2 ** 20} MiB,`);
  });
});

describe('README.md', () => {
  const readme = read('README.md');
  const rows = routeRows(readme, 'API (see `GET /v1/spec`');

  it('lists every documented route of the table, and no other', () => {
    const documented = all.filter(([, endpoint]) => endpoint.undocumented !== true);
    expect(rows.flatMap((row) => row.routes).sort()).toEqual(documented.map(([, endpoint]) => routeOf(endpoint)).sort());
  });

  it('marks the extensions', () => {
    for (const row of rows) {
      const endpoint = all.find(([, candidate]) => routeOf(candidate) === row.routes[0])?.[1];
      expect(/\bextension\b/.test(row.cells[1] ?? ''), row.routes[0]).toBe(endpoint?.origin !== 'seed');
    }
  });

  it('states the table’s limits', () => {
    expect(readme).toContain(`\`?limit=\` (≤ ${PAGE_LIMIT.max})`);
    expect(readme).toContain(`\`?limit=\` (≤ ${VERSIONS_LIMIT.max}, default ${VERSIONS_LIMIT.default})`);
    expect(readme).toContain(`up to ${MAX_BODY_BYTES / 2 ** 20} MiB`);
  });
});
