// Requests node:http gives up on before fastify sees them (a slow client, oversized headers, bytes that
// are not HTTP): answered with the API's error object and the ledger headers, like every other failure
// (docs/api.md#errors, **ours**), not fastify's own `{"error", "statusCode"}` body. There is no request to
// read an Origin from, so no CORS headers: a browser never sends such a request anyway.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorBodyText, type MappedError } from './error-mapper';

/** What node:http reports (its `clientError` codes) as the error the client is told. */
export function mapClientError(code: string | undefined): MappedError {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, errorCode: 'web_framework_error', message: 'Request timeout: the request did not arrive in time' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, errorCode: 'web_framework_error', message: 'Request header fields too large' };
    default:
      return { status: 400, errorCode: 'web_framework_error', message: 'Malformed HTTP request' };
  }
}

/** The whole response, head and body, for a socket that has no request object; the connection closes. */
export function clientErrorResponse(mapped: MappedError, ledgerHeaders: Readonly<Record<string, string>>): string {
  const body = errorBodyText(mapped);
  const lines = [
    `HTTP/1.1 ${mapped.status} ${STATUS_CODES[mapped.status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    'cache-control: no-cache',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(ledgerHeaders).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** fastify's `clientErrorHandler`: write the answer if the socket can still take one, then close it. */
export function createClientErrorHandler(ledgerHeaders: () => Readonly<Record<string, string>>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // as node:http does: never write a second head after a response has begun
    const response: unknown = Reflect.get(socket, '_httpMessage');
    const headersSent = typeof response === 'object' && response !== null && Reflect.get(response, 'headersSent') === true;
    if (socket.writable && !headersSent) socket.write(clientErrorResponse(mapClientError(error.code), ledgerHeaders()));
    socket.destroy(error);
  };
}
