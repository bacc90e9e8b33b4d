// The indexer client against hostile answers from a real HTTP server: each gets a clear IndexerError,
// and nothing is read past the bound.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexerError, MAX_INDEXER_BODY_CHARS, queryIndexer } from './indexer-client';
import { accountAssets, indexerChainId } from './indexer-reads';

let server: Server;
let base: string;
const ADDRESS = '0x1';

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    if (path === '/endless') {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = ' '.repeat(64 * 1024);
      const pump = () => {
        while (response.write(chunk)) if (response.destroyed) return;
        response.once('drain', pump);
      };
      response.write('{"data":');
      pump();
      request.socket.on('close', () => response.destroy());
      return;
    }
    const answers: Record<string, [number, Record<string, string>, string]> = {
      '/errors-in-200': [
        200,
        {},
        '{"errors":[{"message":"field \\"tokens\\" not found in type: \'query_root\'","extensions":{"code":"validation-failed"}}]}',
      ],
      '/rate-limited': [429, { 'retry-after': '7' }, 'slow down'],
      '/wrong-types': [200, {}, '{"data":{"current_fungible_asset_balances":[{"amount":{"x":1},"asset_type":"0x1","is_primary":"yes"}]}}'],
      '/not-json': [200, {}, '<html>'],
      '/huge': [200, {}, `{"data":{"current_fungible_asset_balances":[${'1,'.repeat(MAX_INDEXER_BODY_CHARS / 2)}1]}}`],
      '/exact': [200, {}, '{"data":{"n":18446744073709551615}}'],
    };
    const [status, headers, body] = answers[path] ?? [404, {}, 'no'];
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(promise: Promise<unknown>): Promise<IndexerError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IndexerError);
  return error as IndexerError;
}

describe('queryIndexer against hostile answers', () => {
  it('reads integers past 2^53 exactly', async () => {
    expect(await queryIndexer({ url: `${base}/exact`, query: '{ n }' })).toEqual({ n: '18446744073709551615' });
  });

  it('errors in a 200 are a refusal, with the indexer’s reason', async () => {
    const error = await failure(queryIndexer({ url: `${base}/errors-in-200`, query: '{ tokens }' }));
    expect(error.kind).toBe('refused');
    expect(error.message).toContain('field "tokens" not found');
  });

  it('429 says so, with the wait asked for', async () => {
    const error = await failure(queryIndexer({ url: `${base}/rate-limited`, query: '{ a }' }));
    expect([error.kind, error.retryAfterSeconds]).toEqual(['rate_limited', 7]);
  });

  it('rows of the wrong types are refused, never shown', async () => {
    const error = await failure(accountAssets({ url: `${base}/wrong-types`, address: ADDRESS }));
    expect(error.kind).toBe('malformed');
  });

  it('a body that is not JSON, or too big, or never ends is malformed, and reading stops', async () => {
    expect((await failure(queryIndexer({ url: `${base}/not-json`, query: '{ a }' }))).kind).toBe('malformed');
    expect((await failure(queryIndexer({ url: `${base}/huge`, query: '{ a }' }))).message).toContain('reading stopped');
    expect((await failure(queryIndexer({ url: `${base}/endless`, query: '{ a }' }))).message).toContain('reading stopped');
  });

  it('an indexer that refuses ledger_infos cannot say its chain (null), a 429 is still a failure', async () => {
    expect(await indexerChainId({ url: `${base}/errors-in-200` })).toBeNull();
    expect((await failure(indexerChainId({ url: `${base}/rate-limited` }))).kind).toBe('rate_limited');
    expect((await failure(indexerChainId({ url: `${base}/not-json` }))).kind).toBe('malformed');
  });

  it('no answer at all is unreachable', async () => {
    expect((await failure(queryIndexer({ url: 'http://127.0.0.1:9/v1/graphql', query: '{ a }' }))).kind).toBe('unreachable');
  });
});
