// The export's whole-table read against a real HTTP server that answers one request late and fails the
// other: the read fails with the indexer's error, and no page arrives after it failed (the late answer's
// rows would otherwise be written into an export already said to have stopped).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IndexerError } from './indexer-client';
import { readTableAt } from './table-export-read';

let server: Server;
let url: string;
let pageRequests = 0;

const row = (slice: string, i: number) => ({
  key: `0x${slice}${i.toString(16).padStart(4, '0')}`,
  decoded_key: `${slice}-${i}`,
  decoded_value: 'v',
  is_deleted: false,
  transaction_version: 1,
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const query = (JSON.parse(body) as { query: string }).query;
      const send = (value: unknown, status = 200) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (query.includes('current_table_items_aggregate'))
        return send({ data: { current_table_items_aggregate: { aggregate: { count: 5000 } } } });
      if (query.includes('current_table_items(')) {
        const cuts = Object.fromEntries(
          Array.from({ length: 15 }, (_, i) => [`b${i}`, [{ key: `0x${(i + 1).toString(16).padStart(2, '0')}` }]]),
        );
        return send({ data: cuts });
      }
      pageRequests++;
      // the first page request answers full pages late; the second fails at once
      if (pageRequests === 1) {
        const aliases = [...query.matchAll(/(s\d+): table_items/g)].map((match) => match[1] ?? '');
        const data = Object.fromEntries(
          aliases.map((alias) => [alias, Array.from({ length: 100 }, (_, i) => row(alias.slice(1).padStart(2, '0'), i))]),
        );
        setTimeout(() => send({ data }), 300);
        return;
      }
      send({ errors: [{ message: 'the query was stopped after 2000 ms', extensions: { code: 'timeout' } }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('a failed request stops the read: no page is delivered after it', async () => {
  const delivered: number[] = [];
  const read = readTableAt(
    { url, handle: '0xbeef', at: 10n, filter: { kind: 'all' } },
    (one) => one(),
    (slice, entries) => delivered.push(slice, entries.length),
  );
  await expect(read).rejects.toBeInstanceOf(IndexerError);
  await expect(read).rejects.toThrow(/stopped after 2000 ms/);
  // the late answer has come (or was cut off) by now: none of its rows reached the export
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(delivered).toEqual([]);
  expect(pageRequests).toBe(2);
});
