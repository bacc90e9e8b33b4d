// Requests whose framing node:http would answer on its own, outside the error contract: an HTTP/1.1
// request without Host (an empty 400), an Expect other than 100-continue (an empty 417), CONNECT (the
// connection dropped without a word). http-server.ts hands the first two to fastify; they are judged
// here, so they get the error object, the ledger headers and CORS like every other refusal.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { clientErrorResponse } from '../errors/client-error';
import type { MappedError } from '../errors/error-mapper';
import { isApiPath } from './api-path';

/** The refusal a request's framing earns, or null when it is well framed. */
function framingError(request: Pick<FastifyRequest, 'headers'> & { raw: { httpVersion: string } }): MappedError | null {
  if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
    return { status: 400, errorCode: 'web_framework_error', message: 'Missing Host header: HTTP/1.1 requests must name their host' };
  }
  const expectation = request.headers.expect;
  if (expectation !== undefined && expectation.trim().toLowerCase() !== '100-continue') {
    return { status: 417, errorCode: 'web_framework_error', message: 'Expectation failed: only "Expect: 100-continue" is supported' };
  }
  return null;
}

/** node:http's `connect` event: a CONNECT request gets a 405 in the error contract, then the connection closes. */
export function answerConnect(ledgerHeaders: () => Readonly<Record<string, string>>) {
  return (_request: unknown, socket: Socket): void => {
    const refusal: MappedError = {
      status: 405,
      errorCode: 'web_framework_error',
      message: 'Method not allowed: CONNECT (the node is not a proxy)',
    };
    if (socket.writable) socket.end(clientErrorResponse(refusal, ledgerHeaders()));
    else socket.destroy();
  };
}

/**
 * The first onRequest hook of the node and of the gateway: their headers on every API response, then the
 * refusals that come before any route, each closing the connection: a misframed request, or one that
 * arrives on an open connection while the server stops (503). Under /v1 they are the API's error object
 * (`sendError`), elsewhere plain text.
 */
export function addEarlyRefusals(
  app: FastifyInstance,
  stoppingMessage: string,
  applyApiHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
  sendError: (reply: FastifyReply, error: MappedError) => void,
): void {
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    const api = isApiPath(request.url);
    if (api) applyApiHeaders(request, reply);
    const refusal =
      framingError(request) ?? (stopping ? { status: 503, errorCode: 'internal_error' as const, message: stoppingMessage } : null);
    if (refusal === null) return done();
    reply.header('connection', 'close');
    if (api) return sendError(reply, refusal);
    return reply.code(refusal.status).header('content-type', 'text/plain; charset=utf-8').send(`${refusal.message}\n`);
  });
}
