// Closes connections on which nothing has moved for a while: no byte received, and none of the answer
// taken by the kernel (a client that stopped reading). node:net's own socket timeout cannot be used:
// it is re-armed when the write queue shrank since the write was dispatched, so a client that stopped
// reading a 4 MB answer was closed after about twice the timeout (issue 25, item 16).
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

interface Watched {
  progress: number;
  sinceMs: number;
}

/** Checks every `checkIntervalMs` (the server's other timeouts are checked as often); destroying a socket frees what it held unsent. */
export function closeStalledConnections(server: Server, stalledTimeoutMs: number, checkIntervalMs: number): void {
  const watched = new Map<Socket, Watched>();
  server.on('connection', (socket: Socket) => {
    watched.set(socket, { progress: progressOf(socket), sinceMs: performance.now() });
    socket.once('close', () => watched.delete(socket));
  });
  const timer = setInterval(() => {
    const now = performance.now();
    for (const [socket, seen] of watched) {
      const progress = progressOf(socket);
      if (progress !== seen.progress) {
        seen.progress = progress;
        seen.sinceMs = now;
      } else if (now - seen.sinceMs >= stalledTimeoutMs) {
        watched.delete(socket);
        socket.destroy();
      }
    }
  }, checkIntervalMs);
  timer.unref();
  server.once('close', () => clearInterval(timer));
}

/**
 * Grows whenever the connection moves: bytes received, bytes the server wrote, minus the bytes still
 * queued in libuv for the kernel (the handle's writeQueueSize, which node:net itself reads for its timeout).
 */
function progressOf(socket: Socket): number {
  const handle: unknown = Reflect.get(socket, '_handle');
  const queued: unknown = typeof handle === 'object' && handle !== null ? Reflect.get(handle, 'writeQueueSize') : 0;
  return socket.bytesRead + socket.bytesWritten - (typeof queued === 'number' ? queued : 0);
}
