// One exchange with a node (sendOnce) and the reading of its answer's body: what every read does, on any
// wire. send-request.ts decides how a read is sent; hidden-wire.ts is the path of a node that hides its
// ledger headers, loaded only for such a node.
import { apiUrl, type QueryValue } from './api-url';
import { ApiError, errorKindForStatus, isAbortError, parseRetryAfter, type NetworkReach } from './errors';
import { ledgerFromHeaders, type LedgerInfo } from './ledger-headers';
import type { NodeWires } from './node-wire';
import { parseLenientErrorBody } from './wire-body-parse';
import { errorMessage } from '../error-message';

/** What every endpoint function takes besides its own inputs. */
export type RequestOptions = {
  /** API base URL, ending in /v1 (http://127.0.0.1:8080/v1). */
  node: string;
  signal?: AbortSignal;
  /** Sent as `Authorization: Bearer …` (hosted nodes' API keys). */
  apiKey?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** What the app knows of each node's wire (its QueryClient's: ledger-status.ts); without, learnt afresh. */
  wires?: NodeWires;
};

/** A body the caller already holds: sent as If-None-Match, so an unchanged value comes back as a bodiless 304. */
export type Revalidate = { ifNoneMatch: string };

/** What every endpoint function returns: the body, and the latest ledger (from GET /v1's body when the headers are hidden; null when neither is readable). */
export type ApiResponse<T> = { data: T; ledger: LedgerInfo | null };

export type ApiRequest = {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, QueryValue>;
  accept: 'application/json' | 'application/x-bcs';
  jsonBody?: unknown;
};

/** A 2xx response (or a 304 to a request that revalidated) with its ledger headers already read. */
export type SuccessfulResponse = { response: Response; ledger: LedgerInfo | null; url: string; notModified: boolean };

export async function sendOnce(options: RequestOptions, request: ApiRequest, revalidate?: Revalidate): Promise<SuccessfulResponse> {
  const url = apiUrl(options.node, request.path, request.query);
  const headers: Record<string, string> = { Accept: request.accept };
  // the condition is ours: the browser's cache then stays out (no second copy of a big body), and the 304 reaches us
  if (revalidate !== undefined) headers['If-None-Match'] = revalidate.ifNoneMatch;
  if (options.apiKey !== undefined) headers.Authorization = `Bearer ${options.apiKey}`;
  if (request.jsonBody !== undefined) headers['Content-Type'] = 'application/json';
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: request.method,
      headers,
      body: request.jsonBody === undefined ? null : JSON.stringify(request.jsonBody),
      signal: options.signal ?? null,
      // never followed: a redirect would read another origin's answer as this node's (and send it the request)
      redirect: 'manual',
      ...(revalidate === undefined ? {} : { cache: 'no-store' as const }),
    });
  } catch (error) {
    const failure = networkOrAbort(error, url, options.signal);
    if (failure instanceof ApiError) throw await withReach(failure, doFetch, options.node, url, options.signal);
    throw failure;
  }
  if (isRedirect(response)) throw redirected(response, url);
  if (response.ok) return { response, ledger: successLedger(response, url), url, notModified: false };
  if (response.status === 304 && revalidate !== undefined)
    return { response, ledger: successLedger(response, url), url, notModified: true };
  throw await errorFromResponse(response, url, options.signal);
}

/** A browser hides a manual redirect (an opaque response, status 0); other fetches show the 3xx. */
function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400 && response.status !== 304);
}

function redirected(response: Response, url: string): ApiError {
  void response.body?.cancel().catch(() => undefined);
  const location = response.headers.get('Location');
  const status = response.status === 0 ? null : response.status;
  const where = location === null ? '' : ` to ${location}`;
  return new ApiError({
    kind: 'malformed_response',
    message: `The node answered with a redirect${where}, which the API does not use: the explorer reads only from the node chosen, so it did not follow it (${url})`,
    status,
    url,
  });
}

async function errorFromResponse(response: Response, url: string, signal: AbortSignal | undefined): Promise<ApiError> {
  // On a failure the headers only add detail: unreadable ones must not hide the status.
  const ledger = ledgerOrNull(response.headers, url);
  let text = '';
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error) || signal?.aborted === true) throw error;
  }
  // read leniently: a code this client does not know must not hide the status
  const body = parseLenientErrorBody(parseJsonOrUndefined(text));
  const errorCode = body.ok ? (body.value.error_code ?? null) : null;
  const statusText = response.statusText === '' ? '' : ` ${response.statusText}`;
  // a 4xx with neither the API's error object nor a ledger header: whatever answered is not a node API (a
  // static server's 404, a web page); 408, 429 and 5xx are what any proxy in front of a node may send
  const notApi =
    !body.ok && ledger === null && response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
  return new ApiError({
    kind: errorKindForStatus(response.status, errorCode, body.ok ? body.value.message : ''),
    message: body.ok
      ? body.value.message
      : notApi
        ? notApiMessage(url, `HTTP ${response.status}${statusText}`, response)
        : `HTTP ${response.status}${statusText}`,
    status: response.status,
    errorCode,
    ledger,
    vmErrorCode: body.ok ? (body.value.vm_error_code ?? null) : null,
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
    url,
    reach: notApi ? 'not_api' : null,
  });
}

/** "This URL does not answer like a node API (got HTML, HTTP 200, from …)". */
function notApiMessage(url: string, what: string, response: Response): string {
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const got = type === 'text/html' ? `HTML, ${what}` : type === '' ? what : `${what}, ${type}`;
  return `This URL does not answer like a node API (got ${got}, from ${url})`;
}

/** On a 2xx, unreadable ledger headers make the answer malformed (with the status, for the error view). */
function successLedger(response: Response, url: string): LedgerInfo | null {
  try {
    return ledgerFromHeaders(response.headers, url);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError({ kind: error.kind, message: error.message, status: response.status, url, cause: error });
  }
}

function ledgerOrNull(headers: Headers, url: string): LedgerInfo | null {
  try {
    return ledgerFromHeaders(headers, url);
  } catch {
    return null;
  }
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A browser reports "nothing answered" and "the node answered, but CORS forbids reading it" the same
 * way. An opaque request (`no-cors`: nothing can be read, but it does not need the node's consent)
 * tells them apart: it succeeds only when something answered.
 */
async function withReach(
  error: ApiError,
  doFetch: typeof fetch,
  node: string,
  url: string,
  signal: AbortSignal | undefined,
): Promise<ApiError> {
  try {
    await doFetch(url, { method: 'GET', mode: 'no-cors', signal: signal ?? null });
  } catch {
    // an answer the browser refuses to decode (2,000 layers of Content-Encoding) fails every request to its
    // URL, HEAD and no-cors alike, as a node that is down does: the node's own GET /v1 answering tells them apart
    const ledgerInfo = apiUrl(node, '');
    if (ledgerInfo !== url && (await answers(doFetch, ledgerInfo, signal))) {
      const message = `The node answers (GET /v1 did), but the browser could not read this answer (its Content-Encoding or framing is broken): ${error.message}`;
      return new ApiError({ kind: 'malformed_response', message, url, cause: error });
    }
    return new ApiError({ kind: 'network', message: error.message, url, reach: 'unreachable', cause: error });
  }
  const message = `The server answered, but its CORS policy does not let this page read the answer (${url}): node APIs let any page read them, so this is likely not a node API, or a proxy in front of one drops its CORS headers`;
  return new ApiError({ kind: 'network', message, url, reach: 'cors_refused', cause: error });
}

async function answers(doFetch: typeof fetch, url: string, signal: AbortSignal | undefined): Promise<boolean> {
  try {
    const response = await doFetch(url, { method: 'GET', signal: signal ?? null, redirect: 'manual' });
    void response.body?.cancel().catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/** An abort is re-thrown as it came; any other rejection is the network failing. */
function networkOrAbort(error: unknown, url: string, signal: AbortSignal | undefined): unknown {
  if (isAbortError(error) || signal?.aborted === true) return error;
  const reason = errorMessage(error);
  return new ApiError({ kind: 'network', message: `Could not reach the node: ${reason}`, url, cause: error });
}

function malformed(sent: SuccessfulResponse, message: string, cause?: unknown, reach: NetworkReach | null = null): ApiError {
  return new ApiError({
    kind: 'malformed_response',
    message,
    status: sent.response.status,
    ledger: sent.ledger,
    url: sent.url,
    cause,
    reach,
  });
}

/**
 * The most the explorer reads of one answer: 8 times the demo chain's biggest (Large, 4 MB of JSON),
 * far below what freezes a tab (a 50 MB body stalled it for seconds at every refresh).
 */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

function tooLarge(sent: SuccessfulResponse, size: string): ApiError {
  return malformed(
    sent,
    `The node's answer is too large: ${size} (the explorer reads at most ${MAX_RESPONSE_BYTES / (1024 * 1024)} MB of one answer)`,
  );
}

/** The body's bytes, refused as soon as they pass MAX_RESPONSE_BYTES (counted as decoded, whatever the encoding). */
async function readBodyBytes(sent: SuccessfulResponse, signal: AbortSignal | undefined): Promise<Uint8Array> {
  const declared = sent.response.headers.get('Content-Length');
  if (declared !== null && sent.response.headers.get('Content-Encoding') === null && Number(declared) > MAX_RESPONSE_BYTES) {
    await sent.response.body?.cancel().catch(() => undefined);
    throw tooLarge(sent, `${Number(declared).toLocaleString('en')} bytes`);
  }
  const body = sent.response.body;
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.length;
      if (length > MAX_RESPONSE_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(sent, `over ${MAX_RESPONSE_BYTES.toLocaleString('en')} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw networkOrAbort(error, sent.url, signal);
  }
  return chunks.length === 1 && chunks[0] !== undefined ? chunks[0] : new Uint8Array(await new Blob(chunks).arrayBuffer());
}

const utf8 = new TextDecoder();

/** The JSON body of a 2xx response, unvalidated; not JSON → malformed_response, dropped → network, too large → malformed_response. */
export async function readJsonBody(sent: SuccessfulResponse, signal?: AbortSignal): Promise<unknown> {
  const text = utf8.decode(await readBodyBytes(sent, signal));
  try {
    return JSON.parse(text);
  } catch (error) {
    // without a ledger header either, it is no node API at all (an HTML page, a static file)
    if (sent.ledger === null)
      throw malformed(sent, notApiMessage(sent.url, `HTTP ${sent.response.status}`, sent.response), error, 'not_api');
    throw malformed(sent, 'The node answered with a body that is not JSON', error);
  }
}

/** The BCS body of a 2xx response; a JSON body (a node ignoring Accept) → malformed_response. */
export async function readBcsBody(sent: SuccessfulResponse, signal?: AbortSignal): Promise<Uint8Array> {
  const contentType = sent.response.headers.get('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('application/x-bcs')) {
    throw malformed(sent, `Expected application/x-bcs, the node sent "${contentType}"`);
  }
  return readBodyBytes(sent, signal);
}

/** Throws malformed_response for a 2xx body that does not match what the endpoint returns. */
export function malformedBody(sent: SuccessfulResponse, reason: string): ApiError {
  return malformed(sent, `The node's answer is not what the API describes: ${reason}`);
}

/** A read that takes `?ledger_version=` and was not given one: it reads whatever is latest when it arrives. */
export function readsAtLatest(request: ApiRequest): boolean {
  return request.query !== undefined && 'ledger_version' in request.query && request.query.ledger_version == null;
}

export function versionAsked(request: ApiRequest): bigint | undefined {
  const asked = request.query?.ledger_version;
  if (asked == null) return undefined;
  try {
    return BigInt(asked);
  } catch {
    return undefined;
  }
}

/**
 * Whether an answered failure without a readable ledger gets the one `GET /v1` states (hidden-wire.ts
 * withBodyLedger): on a hidden wire always, elsewhere only when the window is the point (pruned, future).
 */
export function wantsBodyLedger(error: unknown, hiddenWire: boolean): error is ApiError {
  if (!(error instanceof ApiError) || error.ledger !== null || error.status === null) return false;
  return hiddenWire || error.kind === 'pruned' || error.kind === 'future';
}
