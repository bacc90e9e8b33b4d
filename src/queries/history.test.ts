import { QueryClient } from '@tanstack/react-query';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateKeyTarget } from '../core/api/key-writes-read';
import { historyQueries, listWrites } from './history';
import { forgetPrunedReads } from './ledger-status/ledger-bounds';

// A node without the `…/versions` extension, as a real fullnode answers its path: 404 with the API's
// error object, whatever is asked. It counts the requests it gets.
let server: Server;
let node = '';
let requests = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests++;
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: 'Not Found', error_code: 'web_framework_error', vm_error_code: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  node = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const resource: StateKeyTarget = { kind: 'resource', address: '0xcafe', resourceType: '0xcafe::showcase::Clock' };
const item: StateKeyTarget = { kind: 'table_item', tableHandle: '0xa11ce', key: '0x01' };

describe('historyQueries', () => {
  it('a listing down from a version stands until the node prunes the oldest write it lists, one up to latest a moment', async () => {
    const on = 'http://127.0.0.1:1/listing-staleness/v1';
    const client = new QueryClient();
    let reads = 0;
    const listed = [990n, 980n].map((version) => ({ version, deleted: false, timestampUsec: null }));
    const down = { ...historyQueries.writes(on, resource, 'desc', 1_000n, 100), queryFn: () => (reads++, listed) };
    await client.prefetchQuery(down);
    await forgetPrunedReads(client, on, 900n);
    await client.prefetchQuery(down);
    expect(reads).toBe(1);
    // the window moved past 980: the listing is no longer what the node answers
    await forgetPrunedReads(client, on, 985n);
    await client.prefetchQuery(down);
    expect(reads).toBe(2);
    expect(historyQueries.writes(on, resource, 'asc', 1_000n, 100).staleTime).toBeLessThan(10_000);
  });

  it('builds keys of primitives only (node, kind, the key parts, then what is asked), never objects', () => {
    const keys = [
      historyQueries.of(node, resource),
      historyQueries.writes(node, item, 'desc', 7n, 2).queryKey,
      historyQueries.writes(node, resource, 'asc', undefined, 1).queryKey,
      historyQueries.probe(node, item, 9n).queryKey,
      historyQueries.strip(node, resource, 100n, 100).queryKey,
      historyQueries.lastWrites(node, item, 4n, 5n).queryKey,
    ];
    for (const key of keys) for (const part of key) expect(['string', 'number']).toContain(typeof part);
    expect(historyQueries.of(node, resource)).toEqual([node, 'history', 'resource', '0xcafe', '0xcafe::showcase::Clock']);
    expect(historyQueries.of(node, item)).toEqual([node, 'history', 'table_item', '0xa11ce', '0x01']);
  });
});

describe('listWrites on a node without the write index', () => {
  it('asks once per QueryClient: a new client (another app, another test) asks the node again', async () => {
    requests = 0;
    const first = new QueryClient();
    expect(await listWrites(first, node, resource, { order: 'desc', limit: 1 })).toBeNull();
    expect(await listWrites(first, node, item, { order: 'asc', start: 3n, limit: 1 })).toBeNull();
    expect(requests).toBe(1);
    const second = new QueryClient();
    expect(await listWrites(second, node, resource, { order: 'desc', limit: 1 })).toBeNull();
    expect(requests).toBe(2);
  });
});
