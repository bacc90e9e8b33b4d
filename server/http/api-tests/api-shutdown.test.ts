// A request that reaches the node while it stops gets the API's 503, with the ledger headers, and
// the connection closes (docs/api.md#ledger-headers: every /v1 response carries them, errors included).
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { fetchLedgerInfo } from './api-assertions';
import { startTestNode } from './test-node';

it('answers a request that arrives while the node stops with 503 internal_error', async () => {
  const node = await startTestNode();
  const latest = await fetchLedgerInfo(node.api);
  const url = new URL(node.url);
  const socket = connect({ host: url.hostname, port: Number(url.port) });
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  // a first request whose body is still coming keeps the connection busy, so stopping waits for it;
  // node:http answers `100 Continue` as it hands the request over, so it is routed before the stop
  const body = JSON.stringify({ key: '0x00' });
  socket.write(
    `POST /v1/tables/0x1/raw_item HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\naccept: application/x-bcs\r\nexpect: 100-continue\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 3)}`,
  );
  while (!answer.includes('100 Continue')) await new Promise((resolve) => setTimeout(resolve, 10));
  const stopped = node.stop();
  await new Promise((resolve) => setTimeout(resolve, 100));
  // the rest of the first body, then a second request on the same connection, after stopping began
  socket.write(`${body.slice(3)}GET /v1 HTTP/1.1\r\nhost: x\r\n\r\n`);
  await closed;
  await stopped;
  const responses = answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '').split(/(?=HTTP\/1\.1 )/);
  expect(responses).toHaveLength(2);
  expect(responses[0]).toMatch(/^HTTP\/1\.1 404 /);
  const [head = '', second = ''] = (responses[1] ?? '').split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 503 /);
  expect(head.toLowerCase()).toContain('connection: close');
  expect(head.toLowerCase()).toContain(`x-node-ledger-version: ${latest.ledger_version}`);
  expect(JSON.parse(second)).toEqual({ message: expect.stringMatching(/stopping/), error_code: 'internal_error', vm_error_code: null });
});
