// The one place that turns a failure into the API's error object (docs/api.md#errors):
// `{"message", "error_code", "vm_error_code": null}`, always JSON, with the ledger headers that the
// request hook already set.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../src/core/api/schemas';
import { InvalidCursorError } from '../../chain/ledger-errors';
import { HttpApiError } from './http-api-error';
import { errorMessage } from '../../../src/core/error-message';

export interface MappedError {
  status: number;
  errorCode: ErrorCode;
  message: string;
  vmErrorCode?: number | null;
}

export function mapError(error: unknown): MappedError {
  if (error instanceof HttpApiError) {
    const mapped = { status: error.status, errorCode: error.errorCode, message: error.message };
    return error.vmErrorCode === null ? mapped : { ...mapped, vmErrorCode: error.vmErrorCode };
  }
  if (error instanceof InvalidCursorError) {
    return { status: 400, errorCode: 'web_framework_error', message: `Invalid query parameter start: ${error.message}` };
  }
  // fastify's own 4xx (body too large, unsupported media type, bad JSON, bad Content-Length)
  const status: unknown = error instanceof Error ? Reflect.get(error, 'statusCode') : undefined;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) {
    return { status, errorCode: 'web_framework_error', message: error.message };
  }
  if (error instanceof Error && error.name === 'SqliteError') {
    return { status: 503, errorCode: 'internal_error', message: `The store cannot answer: ${error.message}` };
  }
  const detail = errorMessage(error);
  return { status: 500, errorCode: 'internal_error', message: `Internal error: ${detail}` };
}

export function errorBodyText(mapped: MappedError): string {
  return JSON.stringify({ message: mapped.message, error_code: mapped.errorCode, vm_error_code: mapped.vmErrorCode ?? null });
}

export function sendApiError(reply: FastifyReply, mapped: MappedError): void {
  reply
    .code(mapped.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(errorBodyText(mapped));
}

export function createErrorHandler(onInternalError: (error: unknown, request: FastifyRequest) => void) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): void => {
    const mapped = mapError(error);
    if (mapped.status >= 500) onInternalError(error, request);
    // a failed BCS read must not keep the success content type or cache headers
    reply.removeHeader('etag');
    sendApiError(reply, mapped);
  };
}
