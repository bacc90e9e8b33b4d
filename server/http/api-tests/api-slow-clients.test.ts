// Slow and stuck clients against a real node with the default limits (http-server.ts, README "Limits"):
// trickled headers → 408 at 15 s, a body that never completes → 408 at 30 s (side by side, about 31 s);
// then a client that stops reading `Large`, against a node whose stalled timeout is 3 s.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_LIMITS } from '../http-server';
import { startTestNode, type TestNode } from './test-node';

let node: TestNode;
beforeAll(async () => {
  node = await startTestNode();
});
afterAll(() => node.stop());

/** Opens a connection, runs `act` on it, and resolves with what came back and when the node closed it. */
function watch(act: (socket: Socket) => void): Promise<{ text: string; closedAfterMs: number; received: number }> {
  const url = new URL(node.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(url.port), url.hostname, () => act(socket));
    let text = '';
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (text.length < 4096) text += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, closedAfterMs: performance.now() - started, received }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the node did not close the connection within 45 s'));
    }, 45_000);
  });
}

describe('slow clients', () => {
  it('are answered or closed when the README says, all at once', async () => {
    const trickle = watch((socket) => {
      socket.write('GET /v1 HTTP/1.1\r\nHost: x\r\n');
      const timer = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 2_000);
      socket.on('close', () => clearInterval(timer));
    });
    const shortBody = watch((socket) => {
      // Content-Length larger than the body: the rest never comes
      socket.write(
        `POST /v1/tables/0x1/raw_item HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"key":`,
      );
    });
    const [headers, body] = await Promise.all([trickle, shortBody]);
    expect(headers.text).toMatch(/^HTTP\/1.1 408 /);
    expect(headers.text).toContain('x-node-ledger-version:');
    expect(headers.closedAfterMs).toBeGreaterThanOrEqual(HTTP_LIMITS.headersTimeoutMs - 500);
    expect(headers.closedAfterMs).toBeLessThan(HTTP_LIMITS.headersTimeoutMs + 2 * HTTP_LIMITS.checkIntervalMs + 1_000);
    expect(body.text).toMatch(/^HTTP\/1.1 408 /);
    expect(body.closedAfterMs).toBeGreaterThanOrEqual(HTTP_LIMITS.requestTimeoutMs - 500);
    expect(body.closedAfterMs).toBeLessThan(HTTP_LIMITS.requestTimeoutMs + 2 * HTTP_LIMITS.checkIntervalMs + 1_000);
  }, 60_000);
});

describe('a client that stops reading a big answer', () => {
  it('is closed once nothing has moved for the stalled timeout, not twice that (a 4 MB answer)', async () => {
    const stalledTimeoutMs = 3_000;
    const checkIntervalMs = 250;
    const shortened = await startTestNode({ httpLimits: { ...HTTP_LIMITS, stalledTimeoutMs, checkIntervalMs } });
    try {
      // the node's side of the connection: a paused client sees nothing until it reads again
      const closedAt = new Promise<number>((resolve) => {
        shortened.httpServer.once('connection', (nodeSide) => nodeSide.on('close', () => resolve(performance.now())));
      });
      const url = new URL(shortened.url);
      const socket = connect(Number(url.port), url.hostname);
      socket.on('error', () => undefined);
      let received = 0;
      let head = '';
      const take = (chunk: Buffer) => {
        received += chunk.length;
        if (head.length < 4096) head += chunk.toString('latin1');
      };
      // the answer's first bytes (rendered and being sent: its time on a loaded machine is not counted),
      // then never read again: the answer fills the kernel's buffers, then waits in the node
      const answering = new Promise<number>((resolve) =>
        socket.once('data', (chunk: Buffer) => {
          socket.pause();
          take(chunk);
          resolve(performance.now());
        }),
      );
      socket.write('GET /v1/accounts/0xcafe/resource/0xcafe::showcase::Large HTTP/1.1\r\nHost: x\r\n\r\n');
      const firstBytesAt = await answering;
      const never = new Promise<null>((resolve) => setTimeout(() => resolve(null), 6 * stalledTimeoutMs).unref());
      const closed = await Promise.race([closedAt, never]);
      // what the kernel already held still arrives, then the answer ends short of its Content-Length
      socket.on('data', take);
      const ended = new Promise((resolve) => socket.on('close', resolve));
      socket.resume();
      await ended;
      expect(closed, 'the node still held the connection').not.toBeNull();
      const closedAfterMs = (closed ?? 0) - firstBytesAt;
      expect(closedAfterMs).toBeGreaterThanOrEqual(stalledTimeoutMs - 100);
      // the node sees the last move and the stall at its checks (each a check late at most), and a second for a loaded machine
      expect(closedAfterMs).toBeLessThan(stalledTimeoutMs + 2 * checkIntervalMs + 1_000);
      const contentLength = Number(/\r\ncontent-length: (\d+)\r\n/i.exec(head)?.[1]);
      expect(contentLength).toBeGreaterThan(3_000_000);
      expect(received).toBeLessThan(head.indexOf('\r\n\r\n') + 4 + contentLength);
    } finally {
      await shortened.stop();
    }
  }, 60_000);
});
