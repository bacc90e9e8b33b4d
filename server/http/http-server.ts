// The node's HTTP server with the limits the README states: headers within 15 s and the whole
// request within 30 s (else 408), idle keep-alive connections closed after 10 s. node:http checks the
// first two only every connectionsCheckingInterval (30 s by default, which made them 26 s and 56 s):
// checked every second here. Requests without Host and with an unknown Expect are handed to the
// handler rather than answered with node:http's empty 400 and 417 (request-framing.ts judges them).
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { closeStalledConnections } from './stalled-connections';

export const HTTP_LIMITS = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  checkIntervalMs: 1_000,
  /** A connection on which nothing moves for this long is closed (a client that stops reading holds no answer
   * forever); longer than the request timeout, so a stalled request still gets its 408. */
  stalledTimeoutMs: 60_000,
};

export type HttpLimits = typeof HTTP_LIMITS;

export function createHttpServer(
  handler: RequestListener<typeof IncomingMessage, typeof ServerResponse>,
  limits: HttpLimits = HTTP_LIMITS,
): Server {
  const server = createServer(
    {
      requireHostHeader: false,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    handler,
  );
  server.on('checkExpectation', handler);
  closeStalledConnections(server, limits.stalledTimeoutMs, limits.checkIntervalMs);
  return server;
}
