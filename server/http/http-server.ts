// The node's HTTP server with the limits the README states: headers within 15 s and the whole
// request within 30 s (else 408), idle keep-alive connections closed after 10 s. node:http checks the
// first two only every connectionsCheckingInterval (30 s by default, which made them 26 s and 56 s):
// checked every second here.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';

export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  checkIntervalMs: number;
}

export const HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  checkIntervalMs: 1_000,
};

export function createHttpServer(handler: RequestListener<typeof IncomingMessage, typeof ServerResponse>, limits: HttpLimits = HTTP_LIMITS): Server {
  return createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    handler,
  );
}
