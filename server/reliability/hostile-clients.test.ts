// Hostile clients at random, over bare sockets, against a real node: absolute-form targets, requests in
// pieces with pauses (or given up halfway), compression bombs and huge keys, while other sockets are held
// open. Whatever comes, the answer is never a 5xx, an API failure is the error object with the ledger
// headers and stays small (keys are shortened in messages), and the node keeps answering others quickly.
import { connect, type Socket } from 'node:net';
import { brotliCompressSync as brotliAtBest, constants, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { HTTP_LIMITS } from '../http/http-server';
import { isApiPath, originFormOf } from '../http/inputs/api-path';
import { startTestNode, type TestNode } from '../http/api-tests/test-node';
import { cut, rawExchange, requestBytes, type RawAnswer } from './test-raw-http';
import { recordFigures, runs, seed, SOAK } from './test-soak';

const RUNS = runs(100, 1_000);
const HELD = runs(40, 400);
const HELD_READERS = SOAK ? 40 : 10;
const SEED = seed(15);
const MiB = 1024 * 1024;

let node: TestNode;
const held: Socket[] = [];
const heldStatuses: number[] = []; // the first status each held socket got, if any
// the held readers of Large, by their local port: when each asked, and when the node closed its side
const heldReaders = new Map<number, { askedAt: number; closedAfterMs: number | null }>();

beforeAll(async () => {
  node = await startTestNode({ history: 1000 });
  // held sockets: most trickle headers; a few ask for the largest body (50,000 entries) and never read it
  const url = new URL(node.url);
  node.httpServer.on('connection', (nodeSide) => {
    const port = nodeSide.remotePort ?? -1; // unknown once closed
    nodeSide.once('close', () => {
      const reader = heldReaders.get(port);
      if (reader) reader.closedAfterMs = performance.now() - reader.askedAt;
    });
  });
  for (let i = 0; i < HELD; i++) {
    const socket = connect(Number(url.port), url.hostname);
    socket.on('error', () => undefined);
    socket.once('data', (chunk: Buffer) => heldStatuses.push(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 0)));
    if (i < HELD_READERS) {
      socket.once('connect', () => heldReaders.set(socket.localPort ?? -1, { askedAt: performance.now(), closedAfterMs: null }));
      socket.write('GET /v1/accounts/0xcafe/resource/0xcafe::showcase::Large HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.pause();
    } else socket.write('GET /v1 HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n');
    held.push(socket);
  }
  // the first answers to the held readers are written before the probe starts
  await fetch(node.api).then((response) => response.arrayBuffer());
}, 120_000);
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await node.stop();
});

// quality 5: the bombs are built in well under a second (quality 11 takes many on 64 MiB)
const brotliCompressSync = (data: Buffer) => brotliAtBest(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
const keyJson = (hexDigits: number, digit = '0') => Buffer.from(JSON.stringify({ key: `0x${digit.repeat(hexDigits)}` }));
// bodies that inflate past the 8 MiB limit (413), to a 7 MB key under it (404 / 400 with a short
// message), or not at all (400); an encoding the node cannot decode (415)
const bombs: { name: string; encoding: string; body: Buffer }[] = [
  { name: 'gzip 9 MiB', encoding: 'gzip', body: gzipSync(keyJson(9 * MiB)) },
  { name: 'brotli 9 MiB', encoding: 'br', body: brotliCompressSync(keyJson(9 * MiB)) },
  { name: 'deflate 9 MiB', encoding: 'deflate', body: deflateSync(keyJson(9 * MiB)) },
  { name: 'brotli 64 MiB', encoding: 'br', body: brotliCompressSync(Buffer.alloc(64 * MiB, 0x20)) },
  { name: 'gzip 7 MB key', encoding: 'gzip', body: gzipSync(keyJson(7_000_000)) },
  { name: 'brotli 7 MB bad hex', encoding: 'br', body: brotliCompressSync(keyJson(7_000_000, 'z')) },
  { name: 'gzip twice', encoding: 'gzip, gzip', body: gzipSync(gzipSync(keyJson(16))) },
  { name: 'not gzip', encoding: 'gzip', body: Buffer.from('{"key":"0x01"}') },
  { name: 'unknown encoding', encoding: 'zip', body: gzipSync(keyJson(16)) },
];
const hugeKeys = [64 * 1024, MiB, 3_500_000].flatMap((digits) => [keyJson(digits), keyJson(digits, 'g'), keyJson(digits + 1, 'a')]);

const apiPath = fc.oneof(
  fc.constantFrom(
    '/v1',
    '/v1/',
    '/v1/accounts/0x1/resources',
    '/v1/accounts/0xcafe/resource/0xcafe::showcase::Clock',
    '/v1/accounts/0xzz/resources',
    '/v1/nope',
    '/v1/spec.json',
    '/v1/tables/0x1/raw_item',
  ),
  fc
    .constantFrom(
      '/v1?ledger_version=',
      '/v1/accounts/0xcafe/resources?limit=',
      '/v1/accounts/0xcafe/resource/0xcafe::showcase::Clock?ledger_version=',
    )
    .chain((base) =>
      fc
        .oneof(fc.constantFrom('0', '-1', 'abc', '999', '18446744073709551616', ''), fc.nat({ max: 2000 }).map(String))
        .map((value) => base + value),
    ),
  fc.string({ maxLength: 10 }).map((rest) => `/v1/${encodeURIComponent(rest)}`),
);
const target = fc.oneof(
  apiPath,
  fc
    .tuple(
      fc.constantFrom(
        'http://node.test',
        'http://127.0.0.1:1',
        'HTTPS://x:443',
        'http://u:p@h',
        'http://[bad',
        'ftp://h',
        '//h',
        'http://h',
      ),
      apiPath,
    )
    .map(([origin, path]) => origin + path),
  fc.constantFrom('*', '/', '/index.html', '/../../etc/passwd', 'http://h/../v1', '/v1/%', '/v1/%zz'),
);
const plainRequest = fc
  .tuple(
    fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'POST', 'DELETE'),
    target,
    fc.constantFrom(undefined, 'application/json', 'application/x-bcs', 'text/html'),
  )
  .map(([method, path, accept]) => ({
    kind: 'absolute-form or plain',
    bytes: requestBytes(method, path, accept === undefined ? {} : { accept }),
  }));
const bodyRequest = fc
  .tuple(
    fc.constantFrom('/v1/tables/0x1/raw_item', 'http://h/v1/tables/0x1/raw_item?ledger_version=5', '/v1/tables/0xcafe/raw_item'),
    fc.oneof(
      fc
        .constantFrom(...bombs)
        .map((bomb) => ({ kind: `bomb: ${bomb.name}`, body: bomb.body, headers: { 'content-encoding': bomb.encoding } })),
      fc.constantFrom(...hugeKeys).map((body) => ({ kind: 'huge key', body, headers: {} })),
    ),
    fc.constantFrom('application/json', 'application/x-bcs'),
  )
  .map(([path, { kind, body, headers }, accept]) => ({
    kind,
    bytes: requestBytes('POST', path, { 'content-type': 'application/json', accept, ...headers }, body),
  }));
const hostile = fc.record({
  request: fc.oneof(plainRequest, bodyRequest),
  // slow sockets: the request cut anywhere (mid-line, mid-body), with pauses between the pieces
  fractions: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4, size: 'max' }),
  pauseMs: fc.integer({ min: 0, max: 40 }),
  abandon: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

function expectContract(answer: RawAnswer, what: string, apiTarget: boolean, head: boolean): void {
  const text = answer.body.subarray(0, 300).toString('utf8');
  expect(answer.status, `${what}: ${text}`).toBeGreaterThanOrEqual(200);
  expect(answer.status, `${what}: ${text}`).toBeLessThan(500);
  if (!apiTarget || answer.status < 400) return;
  expect(answer.headers.get('x-node-ledger-version'), what).toMatch(/^\d+$/);
  expect(answer.headers.get('content-type'), what).toBe('application/json; charset=utf-8');
  if (head) return;
  // a failure never echoes what it was sent at length (the bombs inflate to megabytes)
  expect(answer.body.length, what).toBeLessThan(4096);
  expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
    message: expect.any(String),
    error_code: expect.any(String),
    vm_error_code: null,
  });
}

it(
  'answers hostile clients within the contract, and keeps answering others',
  async () => {
    const tally = { requests: 0, abandoned: 0, bombs: 0, hugeKeys: 0, absoluteForm: 0, slow: 0, probes: 0, maxProbeMs: 0 };
    // a probe beside the fuzz: the event loop is never held up for long (issue 15, defect 4: 2.2 s)
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        const response = await fetch(node.api);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        tally.probes++;
        tally.maxProbeMs = Math.max(tally.maxProbeMs, Math.round(performance.now() - started));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      await fc.assert(
        fc.asyncProperty(hostile, async ({ request, fractions, pauseMs, abandon }) => {
          const pieces = cut(request.bytes, fractions);
          const abandonAfter = abandon && pieces.length > 1 ? pieces.length - 1 : undefined;
          const head = request.bytes.subarray(0, 200).toString('latin1');
          const requestTarget = head.split(' ')[1] ?? '';
          tally.requests++;
          if (abandonAfter !== undefined) tally.abandoned++;
          if (request.kind.startsWith('bomb')) tally.bombs++;
          if (request.kind === 'huge key') tally.hugeKeys++;
          if (/^[a-z]+:/i.test(requestTarget)) tally.absoluteForm++;
          if (pieces.length > 1 && pauseMs > 0) tally.slow++;
          const answer = await rawExchange(node.url, { pieces, pauseMs, abandonAfter });
          if (abandonAfter !== undefined) return;
          expectContract(
            answer,
            `${request.kind} ${head.split('\r\n')[0]} in ${pieces.length} pieces`,
            isApiPath(originFormOf(requestTarget)),
            head.startsWith('HEAD '),
          );
        }),
        { numRuns: RUNS, seed: SEED },
      );
    } finally {
      probing = false;
      await probe;
    }
    // under 2 s with 4 other jobs on 2 cores; a 7 MB key costs the node about 0.7 s
    expect(tally.maxProbeMs).toBeLessThan(3_000);
    // the held sockets that were answered got 408 (trickled headers) or 200 (the unread Large), never a 5xx
    expect(heldStatuses.every((status) => status === 200 || status === 408)).toBe(true);
    const held408 = heldStatuses.filter((status) => status === 408).length;
    // a soak outlasts the stalled timeout: every reader of Large that never read was closed within it
    // (the node sees the last move and the stall at its checks, each a check late at most; 40 answers of
    // 4 MB are written meanwhile, and the machine is loaded: 62.7 s seen), not at twice it (issue 25, item 16)
    const stalledBoundMs = HTTP_LIMITS.stalledTimeoutMs + 2 * HTTP_LIMITS.checkIntervalMs + 3_000;
    if (SOAK) {
      await vi.waitFor(() => expect([...heldReaders.values()].every((reader) => reader.closedAfterMs !== null)).toBe(true), {
        timeout: stalledBoundMs + 5_000,
        interval: 500,
      });
      for (const reader of heldReaders.values()) expect(reader.closedAfterMs).toBeLessThan(stalledBoundMs);
    }
    const readersClosed = [...heldReaders.values()].flatMap((reader) => (reader.closedAfterMs === null ? [] : [reader.closedAfterMs]));
    const slowestReaderClosedMs = readersClosed.length === 0 ? 'none yet' : Math.round(Math.max(...readersClosed));
    recordFigures('hostile-clients', {
      ...tally,
      socketsHeld: HELD,
      heldReadersNotReading: HELD_READERS,
      heldReadersClosed: readersClosed.length,
      slowestReaderClosedMs,
      held408,
      seed: SEED,
      fivexx: 0,
    });
  },
  SOAK ? 600_000 : 60_000,
);
