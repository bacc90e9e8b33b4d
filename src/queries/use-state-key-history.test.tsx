// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StateKeyTarget } from '../core/api/client';
import { ledgerToHeaders } from '../core/api/ledger-headers';
import { ledgerAt } from '../core/api/test-ledger';
import { useStateKeyHistory } from './use-state-key-history';

// A node with the `…/versions` extension as docs/api.md describes it (src/queries may not start ours):
// the key's writes up to `latest`, in either order from `start`. The test adds writes as the chain runs.
let server: Server;
let node = '';
let latest = 0n;
let writes: bigint[] = [];
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    // the test's page runs on another origin
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Expose-Headers': '*' };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    const query = new URL(request.url ?? '', 'http://node').searchParams;
    const order = query.get('order') ?? 'desc';
    const start = BigInt(query.get('start') ?? (order === 'asc' ? '0' : latest.toString()));
    const limit = Number(query.get('limit') ?? '100');
    asked.push(order);
    const listed = writes
      .filter((version) => version <= latest && (order === 'asc' ? version >= start : version <= start))
      .sort((a, b) => (order === 'asc' ? Number(a - b) : Number(b - a)))
      .slice(0, limit);
    response.writeHead(200, { ...cors, 'Content-Type': 'application/json', ...ledgerToHeaders(ledgerAt(latest, 0n)) });
    response.end(JSON.stringify(listed.map((version) => ({ version: version.toString(), deleted: false, timestamp: null }))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  node = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(cleanup);

const target: StateKeyTarget = { kind: 'resource', address: '0xcafe', resourceType: '0x1::account::Account' };

describe('useStateKeyHistory on a pinned page', () => {
  it('the timeline shows writes made after the page loaded, as latest moves on, without reading the older half again', async () => {
    latest = 110n;
    writes = [90n, 100n, 105n];
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result, rerender } = renderHook(
      ({ newest }: { newest: bigint }) =>
        useStateKeyHistory(node, target, { version: 100n, oldest: 0n, latest: newest, pinned: true, readable: true }),
      { wrapper, initialProps: { newest: latest } },
    );
    await waitFor(() => expect(result.current.timeline.data.changes.map((change) => change.version)).toEqual([90n, 100n, 105n]), {
      timeout: 5_000,
    });
    const olderReads = asked.filter((order) => order === 'desc').length;

    // the chain runs on: a write after the pinned version, and a newer latest seen by the page
    latest = 130n;
    writes = [...writes, 120n];
    rerender({ newest: latest });
    await waitFor(() => expect(result.current.timeline.data.changes.map((change) => change.version)).toEqual([90n, 100n, 105n, 120n]), {
      timeout: 15_000,
    });
    expect(asked.filter((order) => order === 'desc').length).toBe(olderReads);
  });
});
