// Random requests against a real node: whatever is sent, the answer is never a 5xx, and every failure
// is the API's error object, as JSON, with the latest ledger headers (docs/api.md#errors).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_CODES, type LedgerInfoBody } from '../../../src/core/api/schemas';
import { expectLatestLedgerHeaders, fetchLedgerInfo } from './api-assertions';
import { startTestNode, type TestNode } from './test-node';
import { recordFigures, runs, seed, SOAK } from '../../reliability/test-soak';

// a seeded few hundred in `npm test`, ten thousand in `npm run soak` (server/reliability/test-soak.ts)
const RUNS = runs(400, 10_000);
const SEED = seed(15);

let node: TestNode;
let latest: LedgerInfoBody;

beforeAll(async () => {
  node = await startTestNode({ pruneWindowSeconds: 300 });
  latest = await fetchLedgerInfo(node.api);
});
afterAll(() => node.stop());

// pieces that reach the parsers' corners: hex of every shape, tags, escapes, unicode, huge numbers
const segment = fc.oneof(
  fc.constantFrom(
    '0x1',
    '0xcafe',
    '0xbeef',
    '0x',
    '0X1',
    'cafe',
    '0xzz',
    `0x${'f'.repeat(64)}`,
    `0x${'1'.repeat(65)}`,
    '%zz',
    '%',
    '%2F',
    '..',
    '',
  ),
  fc.constantFrom(
    '0xcafe::showcase::Showcase',
    '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>',
    'u64',
    'vector<u8>',
    '0x1::a::B<',
    '0x1::a::B<u8,>',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.stringMatching(/^0x[0-9a-fA-F]{0,70}$/),
);
const number = fc.oneof(
  fc.constantFrom('0', '1', '2', '3', '200', '700', '2999', '3000', '18446744073709551615', '-1'),
  fc.bigInt({ min: 0n, max: 1n << 65n }).map(String),
);
const path = fc.oneof(
  fc.tuple(segment, segment).map(([address, tag]) => `/accounts/${encodeURIComponent(address)}/resource/${encodeURIComponent(tag)}`),
  fc.tuple(segment, segment).map(([address, tag]) => `/accounts/${address}/resource/${tag}`),
  segment.map((address) => `/accounts/${encodeURIComponent(address)}/resources`),
  segment.map((handle) => `/tables/${encodeURIComponent(handle)}/raw_item`),
  // transactions, blocks and events: versions, heights and creation numbers around the window's edges
  fc
    .tuple(
      fc.constantFrom('transactions/by_version', 'transactions/by_hash', 'blocks/by_height', 'blocks/by_version'),
      fc.oneof(number, segment),
    )
    .map(([route, id]) => `/${route}/${encodeURIComponent(id)}`),
  fc
    .tuple(segment, fc.oneof(number, segment))
    .map(([address, creation]) => `/accounts/${encodeURIComponent(address)}/events/${encodeURIComponent(creation)}`),
  segment.map((address) => `/accounts/${encodeURIComponent(address)}/transactions`),
  fc.constant('/transactions'),
  fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.map(encodeURIComponent).join('/')}`),
  fc.constantFrom('', '/spec', '/spec.json', '/spec.yaml', '/spec/assets/nope'),
);
const queryValue = fc.oneof(
  fc.constantFrom('0', '1', '-1', '2999', '3000', '18446744073709551615', '18446744073709551616', '1.5', '', 'abc'),
  fc.string({ maxLength: 8 }),
  fc.bigInt({ min: 0n, max: 1n << 70n }).map(String),
);
const query = fc
  .array(fc.tuple(fc.constantFrom('ledger_version', 'limit', 'start', 'with_transactions', 'other'), queryValue), { maxLength: 3 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`));
const body = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 40 }),
  fc
    .oneof(fc.stringMatching(/^0x[0-9a-fA-F]{0,20}$/), fc.string({ maxLength: 10 }), fc.constant('0x0700000000000000'))
    .map((key) => JSON.stringify({ key })),
  fc.json({ maxDepth: 2 }),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
  path,
  query,
  body,
  contentType: fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/json; charset=utf-8', 'application/x-bcs'),
  accept: fc.constantFrom(
    undefined,
    '*/*',
    'application/json',
    'application/x-bcs',
    'application/x-bcs;q=0.5, application/json',
    'text/html',
    ';;;',
  ),
});

it(
  'answers any request without a 5xx, and every failure with the error object and the ledger headers',
  async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, query, body, contentType, accept }) => {
        const headers: Record<string, string> = {};
        if (contentType !== undefined) headers['content-type'] = contentType;
        if (accept !== undefined) headers.accept = accept;
        const sendsBody = body !== undefined && method !== 'GET' && method !== 'OPTIONS';
        // fetch resolves dot segments: `/v1/..` is the explorer's `/`, not an API path
        const url = new URL(node.api + path + query);
        sent++;
        const response = await fetch(url, { method, headers, ...(sendsBody ? { body } : {}) });
        const text = await response.text();
        expect(response.status, `${method} ${path}${query}: ${text}`).toBeLessThan(500);
        if (url.pathname !== '/v1' && !url.pathname.startsWith('/v1/')) return;
        expectLatestLedgerHeaders(response.headers, latest);
        if (response.status >= 400) {
          expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
          const error: unknown = JSON.parse(text);
          expect(error).toEqual({ message: expect.any(String), error_code: expect.any(String), vm_error_code: null });
          expect(ERROR_CODES).toContain((error as { error_code: string }).error_code);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    recordFigures('api-fuzz', { requests: sent, seed: SEED, fivexx: 0 });
  },
  SOAK ? 300_000 : 20_000,
);
