import type { ErrorCode } from '../../../src/core/api/schemas';

/**
 * A failure the API reports on purpose: the error mapper turns it into
 * `{"message", "error_code", "vm_error_code": null}` with this status (docs/api.md#status-matrix).
 */
export class HttpApiError extends Error {
  override name = 'HttpApiError';

  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    message: string,
    /** The Move VM's status or abort code, when the failure is the VM's (a view function's abort). */
    readonly vmErrorCode: number | null = null,
  ) {
    super(message);
  }
}

/** Malformed path, query or body: 400 web_framework_error, as real nodes answer. */
export function badRequest(message: string): HttpApiError {
  return new HttpApiError(400, 'web_framework_error', message);
}
