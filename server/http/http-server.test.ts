// The server factory's send timeout (issue 15, defect 5): a client that requests a big answer and never
// reads it must not hold the connection, and what it left unsent, for ever.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createHttpServer, HTTP_LIMITS } from './http-server';

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Far more than loopback's socket buffers hold, so the server's write stays pending. */
const BIG_BODY = Buffer.alloc(64 * 1024 * 1024, 0x61);

it('closes a connection whose client stopped reading, after the stalled timeout', async () => {
  const server = createHttpServer((_request, response) => response.end(BIG_BODY), { ...HTTP_LIMITS, stalledTimeoutMs: 1_000 });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // the server's side of the connection: a paused client sees nothing until it reads again
  const closed = new Promise<number>((resolve) => {
    server.once('connection', (serverSide) => {
      const started = Date.now();
      serverSide.on('close', () => resolve(Date.now() - started));
    });
  });
  const socket = connect(port, '127.0.0.1');
  socket.pause(); // never read: the answer piles up in the kernel's buffers, then in the server
  socket.on('error', () => undefined);
  socket.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
  const none = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
  const after = await Promise.race([closed, none]);
  socket.destroy();
  expect(after, 'the connection was still open after 10 s').not.toBeNull();
  expect(after).toBeGreaterThanOrEqual(900);
});

it('keeps a client that reads slowly, though one write of the answer stays pending all along', async () => {
  const body = BIG_BODY.subarray(0, 16 * 1024 * 1024);
  const server = createHttpServer((_request, response) => response.end(body), { ...HTTP_LIMITS, stalledTimeoutMs: 1_000 });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  socket.pause();
  socket.on('error', () => undefined);
  let received = 0;
  let wanted = 0;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received >= wanted) socket.pause();
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write('GET /big HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  // a burst of 2 MB every 600 ms: never a full second without progress, 8 bursts or more in all
  const reader = setInterval(() => {
    wanted = received + 2 * 1024 * 1024;
    socket.resume();
  }, 600);
  await closed;
  clearInterval(reader);
  expect(received).toBeGreaterThan(body.length);
});
