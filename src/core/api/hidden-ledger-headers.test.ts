import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAccountResource } from './resource-read';
import { getRawTableItem } from './state-bytes-read';
import { listAccountResources } from './account-resources-read';
import { ApiError } from './errors';
import { ledgerToHeaders, type LedgerInfo } from './ledger-headers';
import type { NodeWires } from './node-wire';

// A node that hides its ledger headers from the page, as a real node does for another origin (no
// Access-Control-Expose-Headers: a browser reads none; this server simply sends none), and states its
// ledger in GET /v1's body. The explorer must read each page at the version that body names.

let server: Server;
let node = '';
let seen: string[] = [];
let latest = 5_000n;
let oldest = 100n;
let sendsHeaders = false;
let hasLedgerInfo = true;
/** Reads answered by a backend that has not reached `latest` yet (a load-balanced network). */
let readsBehind = 0;
/** The resource is absent, and its 404 comes after this many ms (null: it is present). */
let absentAfterMs: number | null = null;
/** Every resource and table item is absent (404 with the API's code for it), at any version. */
let absent = false;
/** Every read other than GET /v1 fails so, without a ledger (a 406, a route the node lacks). */
let refusal: { status: number; body: unknown } | null = null;

function ledgerNow(): LedgerInfo {
  return {
    chainId: 1,
    ledgerVersion: latest,
    oldestLedgerVersion: oldest,
    ledgerTimestampUsec: 1_767_225_600_000_000n,
    epoch: 2n,
    blockHeight: 900n,
    oldestBlockHeight: 10n,
    gasUsed: null,
  };
}

function answer(response: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const headers = sendsHeaders ? ledgerToHeaders(ledgerNow()) : {};
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers, ...extra });
  response.end(JSON.stringify(body));
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '', 'http://x');
  seen.push(`${url.pathname}${url.search}`);
  const version = url.searchParams.get('ledger_version');
  if (url.pathname === '/v1') {
    if (!hasLedgerInfo) return answer(response, 404, { message: 'not found', error_code: 'web_framework_error' });
    const l = ledgerNow();
    return answer(response, 200, {
      chain_id: l.chainId,
      epoch: l.epoch.toString(),
      ledger_version: l.ledgerVersion.toString(),
      oldest_ledger_version: l.oldestLedgerVersion.toString(),
      ledger_timestamp: l.ledgerTimestampUsec.toString(),
      node_role: 'full_node',
      oldest_block_height: l.oldestBlockHeight.toString(),
      block_height: l.blockHeight.toString(),
      git_hash: 'b2a11100ceb479c8d220937c003524d4708a7821',
      encryption_key: null,
    });
  }
  if (refusal !== null) return answer(response, refusal.status, refusal.body);
  if (absent && url.pathname.includes('/resource/'))
    return answer(response, 404, { message: 'Resource not found', error_code: 'resource_not_found' });
  if (absent && url.pathname.endsWith('/raw_item'))
    return answer(response, 404, { message: 'Table Item not found', error_code: 'table_item_not_found' });
  if (version !== null && readsBehind > 0) {
    readsBehind--;
    return answer(response, 404, { message: `Ledger version(${version}) not found`, error_code: 'version_not_found' });
  }
  if (version !== null && absentAfterMs !== null && url.pathname.includes('/resource/')) {
    // the chain runs on while the answer is on its way
    latest += 20n;
    const answered = () => answer(response, 404, { message: 'Resource not found', error_code: 'resource_not_found' });
    return void setTimeout(answered, absentAfterMs);
  }
  if (version !== null && BigInt(version) < oldest)
    return answer(response, 410, { message: `Ledger version(${version}) has been pruned`, error_code: 'version_pruned' });
  if (url.pathname.endsWith('/raw_item')) {
    response.writeHead(200, { 'Content-Type': 'application/x-bcs' });
    return void response.end(Buffer.from([1, 2, 3]));
  }
  if (url.pathname.endsWith('/resources'))
    return answer(response, 200, [{ type: '0x1::account::Account', data: { at: version ?? 'latest' } }]);
  return answer(response, 200, { type: '0x1::account::Account', data: { at: version ?? 'latest' } });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => handle(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  node = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let wires: NodeWires;

beforeEach(() => {
  wires = new Map(); // what one test's node showed must not shape the next
  seen = [];
  latest = 5_000n;
  oldest = 100n;
  sendsHeaders = false;
  hasLedgerInfo = true;
  readsBehind = 0;
  absentAfterMs = null;
  absent = false;
  refusal = null;
});

const read = (ledgerVersion?: bigint) =>
  getAccountResource({ node, wires, address: '0x1', resourceType: '0x1::account::Account', ledgerVersion });

describe('a node that hides its ledger headers', () => {
  it('reads a page at latest again at the version GET /v1 names, and says the figures come from that body', async () => {
    const answer = await read();
    expect(answer.data.data).toEqual({ at: '5000' });
    expect(answer.ledger).toMatchObject({ ledgerVersion: 5_000n, oldestLedgerVersion: 100n, chainId: 1, source: 'ledger_info' });
    expect(seen).toEqual([
      '/v1/accounts/0x1/resource/0x1%3A%3Aaccount%3A%3AAccount',
      '/v1',
      '/v1/accounts/0x1/resource/0x1%3A%3Aaccount%3A%3AAccount?ledger_version=5000',
    ]);
  });

  it('from then on asks GET /v1 first, once for the reads of one refresh, and reads there', async () => {
    await read();
    latest = 5_010n;
    await new Promise((resolve) => setTimeout(resolve, 1_600)); // past LEDGER_INFO_FRESH_MS: a new refresh
    seen = [];
    const [a, b] = await Promise.all([read(), listAccountResources({ node, wires, address: '0x1' })]);
    expect(a.data.data).toEqual({ at: '5010' });
    expect(b.data[0]?.data).toEqual({ at: '5010' });
    expect(seen.filter((path) => path === '/v1')).toHaveLength(1);
    expect(seen.filter((path) => path !== '/v1').every((path) => path.includes('ledger_version=5010'))).toBe(true);
  });

  it('keeps a pinned read at its version and gives it the latest ledger from the body', async () => {
    const answer = await read(4_000n);
    expect(answer.data.data).toEqual({ at: '4000' });
    expect(answer.ledger).toMatchObject({ ledgerVersion: 5_000n, source: 'ledger_info' });
    const item = await getRawTableItem({ node, wires, tableHandle: '0xabc', key: '0x01', ledgerVersion: 4_000n });
    expect(item.ledger?.oldestLedgerVersion).toBe(100n);
  });

  it('detects pruning from oldest_ledger_version: a 410 carries the window GET /v1 states now', async () => {
    await read();
    oldest = 4_500n;
    const error = await read(4_000n).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('pruned');
    expect((error as ApiError).ledger).toMatchObject({ oldestLedgerVersion: 4_500n, source: 'ledger_info' });
  });

  it('a read that reaches a backend behind the one GET /v1 reached is sent again, not shown as "not reached yet"', async () => {
    readsBehind = 2;
    const answer = await read();
    expect(answer.data.data).toEqual({ at: '5000' });
    expect(seen.filter((path) => path.endsWith('?ledger_version=5000'))).toHaveLength(3);
  });

  it('an absent value read at the version GET /v1 named carries that version, not a newer one asked meanwhile', async () => {
    await read();
    absentAfterMs = 1_700; // past LEDGER_INFO_FRESH_MS: GET /v1 would be asked again when the 404 comes
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const error = (await read().catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('not_found');
    expect(seen.filter((path) => path.includes('/resource/')).at(-1)).toContain('ledger_version=5000');
    expect(error.ledger?.ledgerVersion).toBe(5_000n);
  });

  it('learns that the node hides its headers from an absent resource, and reads it at the version GET /v1 names', async () => {
    absent = true;
    const error = (await read().catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('not_found');
    expect(error.ledger?.ledgerVersion).toBe(5_000n);
    expect(seen).toEqual([
      '/v1/accounts/0x1/resource/0x1%3A%3Aaccount%3A%3AAccount',
      '/v1',
      '/v1/accounts/0x1/resource/0x1%3A%3Aaccount%3A%3AAccount?ledger_version=5000',
    ]);
  });

  it('learns it from an absent table item too', async () => {
    absent = true;
    const error = (await getRawTableItem({ node, wires, tableHandle: '0xabc', key: '0x01' }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.errorCode).toBe('table_item_not_found');
    expect(error.ledger?.ledgerVersion).toBe(5_000n);
    expect(seen.at(-1)).toContain('ledger_version=5000');
  });

  it.each([
    ['a 406', 406, { message: 'Not acceptable', error_code: 'web_framework_error' }],
    ['a 404 of a route the node lacks', 404, { message: 'not found', error_code: 'web_framework_error' }],
    ['a 404 without the API error object', 404, 'Not Found'],
    ['a 400 about the request', 400, { message: 'bad address', error_code: 'invalid_input' }],
  ])('%s without a ledger does not mark the wire: the next read is not sent through GET /v1', async (_what, status, body) => {
    refusal = { status, body };
    const error = (await read().catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(status);
    expect(error.ledger).toBeNull();
    refusal = null;
    sendsHeaders = true;
    await read();
    expect(seen).not.toContain('/v1');
    expect(seen.every((path) => !path.includes('ledger_version='))).toBe(true);
  });

  it('a version the user pinned past latest is answered at once: not reached yet', async () => {
    await read();
    seen = [];
    readsBehind = 1;
    const error = await read(9_000n).catch((caught: unknown) => caught);
    expect((error as ApiError).kind).toBe('future');
    expect(seen.filter((path) => path.includes('ledger_version=9000'))).toHaveLength(1);
  });

  it('a node without GET /v1 either: reads at latest, the ledger unknown', async () => {
    hasLedgerInfo = false;
    const answer = await read();
    expect(answer.data.data).toEqual({ at: 'latest' });
    expect(answer.ledger).toBeNull();
  });
});

describe('a node whose headers are readable', () => {
  it('never asks GET /v1, and reads at latest as asked', async () => {
    sendsHeaders = true;
    const answer = await read();
    expect(answer.ledger?.source).toBeUndefined();
    expect(answer.ledger?.ledgerVersion).toBe(5_000n);
    expect(seen).toEqual(['/v1/accounts/0x1/resource/0x1%3A%3Aaccount%3A%3AAccount']);
  });
});
