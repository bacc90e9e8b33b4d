import type { Endpoint } from './endpoints';
import type { LedgerInfo } from './ledger-info';

/** What went wrong, in the terms the explorer acts on (docs/architecture.md#a-page-load-end-to-end). */
export type ApiErrorKind =
  | 'invalid'
  | 'not_found'
  | 'pruned'
  | 'future'
  | 'forbidden'
  | 'rate_limited'
  | 'unavailable'
  | 'internal'
  | 'network'
  | 'malformed_response';

export type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  url: string;
  status?: number | null;
  errorCode?: string | null;
  ledger?: LedgerInfo | null;
  vmErrorCode?: number | null;
  retryAfterMs?: number | null;
  /** Whether anything answered (a refusal by CORS), nothing did, or something that is not a node API. */
  reach?: NetworkReach | null;
  cause?: unknown;
};

/**
 * Why a request got no readable answer from a node API: nothing answered; something answered but its
 * CORS policy keeps the page from reading it; or it answered in a way no node API does (an HTML page, a
 * bare 404 without the API's error object or ledger headers).
 */
export type NetworkReach = 'unreachable' | 'cors_refused' | 'not_api';

/** The one error type every endpoint function throws (aborts excepted: they re-throw the AbortError). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; null when no response arrived or the request was refused before sending. */
  readonly status: number | null;
  /** The body's `error_code`, when the body had one. */
  readonly errorCode: string | null;
  /** Ledger headers of the failed response; null when absent or hidden by CORS. */
  readonly ledger: LedgerInfo | null;
  readonly vmErrorCode: number | null;
  /** From `Retry-After` (seconds or HTTP date), in milliseconds from the response. */
  readonly retryAfterMs: number | null;
  readonly url: string;
  readonly reach: NetworkReach | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.errorCode = init.errorCode ?? null;
    this.ledger = init.ledger ?? null;
    this.vmErrorCode = init.vmErrorCode ?? null;
    this.retryAfterMs = init.retryAfterMs ?? null;
    this.url = init.url;
    this.reach = init.reach ?? null;
  }
}

/**
 * A real node's storage refusing a pruned version, which some of its routes (an account's transactions,
 * events) pass on as HTTP 500 internal_error instead of 410: "Transaction at version 9 is pruned, min
 * available version is 10." (aptos-core's `error_if_ledger_pruned`).
 */
const STORAGE_PRUNED = /\bat version \d+ is pruned, min available version is \d+/u;

/** Status (and error_code, and for a 500 its message) → kind, per docs/api.md#status-matrix. */
export function errorKindForStatus(status: number, errorCode: string | null, message = ''): ApiErrorKind {
  switch (status) {
    case 400:
    case 411:
    case 413:
    case 415:
      return 'invalid';
    // 401: API gateways in front of real nodes answer it for a bad API key.
    case 401:
    case 403:
      return 'forbidden';
    case 404:
      // A ledger_version above the latest is 404 version_not_found: it may exist soon.
      return errorCode === 'version_not_found' ? 'future' : 'not_found';
    case 405:
      return 'not_found';
    case 410:
      return 'pruned';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    case 500:
      return STORAGE_PRUNED.test(message) ? 'pruned' : 'internal';
    default:
      return 'internal';
  }
}

const DELAY_SECONDS = /^\d+$/;

/** `Retry-After` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number = Date.now()): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (DELAY_SECONDS.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date always names a weekday and a month; Date.parse alone accepts far too much ("1.5").
  if (!/^[A-Za-z]{3},/.test(trimmed)) return null;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}

/** True for the error fetch raises when its signal aborts (a DOMException in browsers and Node). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Whether `error` says the node does not serve `endpoint` (docs/api.md#routes): a 405, a 501, or a 404 that
 * is not about what was asked (not a version in the future, nor one of the endpoint's `notFound` codes: the
 * framework's `web_framework_error`, a proxy's bare 404). Never for the seed routes every node has: their
 * failures are shown, not passed over.
 */
export function lacksRoute(endpoint: Pick<Endpoint, 'origin' | 'notFound'>, error: unknown): boolean {
  if (!(error instanceof ApiError) || endpoint.origin === 'seed') return false;
  if (error.status === 405 || error.status === 501) return true;
  return error.status === 404 && error.kind !== 'future' && !endpoint.notFound.includes(error.errorCode ?? '');
}
