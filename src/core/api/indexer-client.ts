// The indexer's GraphQL API (the Aptos indexer; this repository's node serves the same at POST
// /v1/graphql): one query, its answer read exactly (amounts and versions are JSON numbers that may pass
// 2^53: exact-json.ts), and every way it can fail named, so a page never shows a partial list as whole.
import { parseJsonExact } from './exact-json';
import { parseRetryAfter } from './errors';
import { WireShapeError, type Reader } from './wire-shape';

export type IndexerFailure =
  /** The indexer answered with `errors` (a table or field that host does not serve, a bad variable, a bound). */
  | 'refused'
  /** 429: too many requests (real networks rate-limit keyless clients). */
  | 'rate_limited'
  /** 404: nothing serves GraphQL at that URL (a node that names no indexer). */
  | 'absent'
  /** Another HTTP status. */
  | 'http'
  /** No answer: offline, refused by CORS, or no such host. */
  | 'unreachable'
  /** An answer that is not the shape asked for (not JSON, `data` missing, a row of the wrong type). */
  | 'malformed'
  /** It indexes another chain than the node's (its `ledger_infos.chain_id`): its lists are not this node's. */
  | 'other_chain';

export class IndexerError extends Error {
  override name = 'IndexerError';
  constructor(
    readonly kind: IndexerFailure,
    message: string,
    /** Seconds the indexer asked to wait (429's Retry-After), when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** Far above any answer of a 100-row page; a body past it is refused before it is parsed. */
export const MAX_INDEXER_BODY_CHARS = 4 * 1024 * 1024;

export interface IndexerRequest {
  url: string;
  query: string;
  variables?: Record<string, unknown>;
  signal?: AbortSignal;
  apiKey?: string | null;
}

/** Where a read goes and how (its query and variables are the read's own). */
export type IndexerRead = Omit<IndexerRequest, 'query' | 'variables'>;

/** The body as text, cut off (an error) past MAX_INDEXER_BODY_CHARS: a body that never ends is not read to the end. */
async function boundedText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
    if (text.length > MAX_INDEXER_BODY_CHARS) {
      void reader.cancel();
      throw new IndexerError(
        'malformed',
        `the indexer sent more than ${MAX_INDEXER_BODY_CHARS.toLocaleString('en')} characters, more than any answer asked for: reading stopped`,
      );
    }
  }
}

/** `data` of the answer, integers as decimal strings. Throws IndexerError. */
export async function queryIndexer(request: IndexerRequest): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}),
      },
      body: JSON.stringify({ query: request.query, variables: request.variables ?? {} }),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new IndexerError(
      'unreachable',
      `the indexer at ${request.url} did not answer (offline, no such host, or its CORS refuses this page)`,
    );
  }
  if (response.status === 429) {
    const wait = parseRetryAfter(response.headers.get('retry-after'));
    throw new IndexerError(
      'rate_limited',
      `the indexer is rate-limiting this client (429)${wait === null ? '' : `: try again in ${Math.ceil(wait / 1000)} s`}`,
      wait === null ? null : Math.ceil(wait / 1000),
    );
  }
  if (response.status === 404) throw new IndexerError('absent', `no indexer answers at ${request.url} (404 Not Found)`);
  if (!response.ok) throw new IndexerError('http', `the indexer answered ${response.status} ${response.statusText}`.trim());
  const text = await boundedText(response);
  let body: unknown;
  try {
    body = parseJsonExact(text);
  } catch {
    throw new IndexerError('malformed', 'the indexer’s answer is not JSON');
  }
  if (typeof body !== 'object' || body === null) throw new IndexerError('malformed', 'the indexer’s answer is not a JSON object');
  const errors: unknown = Reflect.get(body, 'errors');
  if (Array.isArray(errors) && errors.length > 0) {
    const first: unknown = errors[0];
    const message = typeof first === 'object' && first !== null ? Reflect.get(first, 'message') : undefined;
    throw new IndexerError('refused', `the indexer refused the query: ${typeof message === 'string' ? message : 'no reason given'}`);
  }
  const data: unknown = Reflect.get(body, 'data');
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new IndexerError('malformed', 'the indexer’s answer has no data');
  return data as Record<string, unknown>;
}

/** An answer's rows as `read` reads them, else a malformed answer naming `what`: a wrong type is never shown as a row. */
export function checkedRows<T>(read: Reader<T>, data: unknown, what: string): T {
  try {
    return read(data, what);
  } catch (error) {
    if (error instanceof WireShapeError) throw new IndexerError('malformed', `the indexer’s ${what} are not the shape asked for`);
    throw error;
  }
}
