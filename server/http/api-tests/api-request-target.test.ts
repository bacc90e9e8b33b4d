// Request targets in absolute form (RFC 9112 §3.2.2), as proxies and some clients send them: routed
// by their path like the origin form, never a 500.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originFormOf } from '../inputs/api-path';
import { startTestNode, type TestNode } from './test-node';

let node: TestNode;
beforeAll(async () => {
  node = await startTestNode();
});
afterAll(() => node.stop());

function get(target: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(node.url);
  return new Promise((resolve, reject) => {
    const sent = request({ host: url.hostname, port: url.port, method: 'GET', path: target }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('absolute-form request targets', () => {
  it.each([
    ['/v1', 200],
    ['/v1/accounts/0x1/resource/0x1::chain_id::ChainId', 200],
    ['/v1/accounts/0x1/resource/0x1::chain_id::ChainId?ledger_version=1', 200],
    ['/v1/nothing/here', 404],
    ['/v1/accounts/0xzz/resources', 400],
  ])('%s answers %i with the ledger headers, as its origin form does', async (path, status) => {
    const absolute = await get(`${node.url}${path}`);
    const origin = await get(path);
    expect(absolute.status).toBe(status);
    expect(origin.status).toBe(status);
    expect(absolute.headers['x-node-ledger-version']).toBe(origin.headers['x-node-ledger-version']);
    expect(absolute.body).toBe(origin.body);
  });

  it('names the path alone in messages', async () => {
    const answer = await get(`${node.url}/v1/nothing`);
    expect(JSON.parse(answer.body)).toMatchObject({ error_code: 'web_framework_error', message: 'Not found: GET /v1/nothing' });
  });
});

describe('originFormOf', () => {
  it('keeps the origin form and odd targets, and reduces the absolute form to path and query', () => {
    expect(originFormOf('/v1?x=1')).toBe('/v1?x=1');
    expect(originFormOf('*')).toBe('*');
    expect(originFormOf('http://host:8080/v1/a?b=c')).toBe('/v1/a?b=c');
    expect(originFormOf('HTTPS://host')).toBe('/');
    expect(originFormOf('http://[bad')).toBe('http://[bad');
  });
});

describe('GET /v1 judges ledger_version like every route', () => {
  it.each([
    ['ledger_version=abc', 400],
    ['ledger_version=1&ledger_version=2', 400],
    ['ledger_version=99999999', 404],
    ['ledger_version=2999', 200],
  ])('%s → %i', async (query, status) => {
    expect((await get(`/v1?${query}`)).status).toBe(status);
  });
});
