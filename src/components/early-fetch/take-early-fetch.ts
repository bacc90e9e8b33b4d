// The boot script starts a deep link's first requests (a resource, an account's list page, a view call or a
// transaction; the table page's indexer queries) before any module loads (start-early-fetch.ts) and leaves
// them on window. The page's first requests take them: each the one exactly like it, once. What they did
// not take is dropped when the task that sent the first of them ends (a page's first queries start
// together), so a refetch, or a later page reading the same URL, goes to the network.
import { EARLY_FETCH_GLOBAL, type EarlyRequest } from './early-fetch-global';

interface EarlyFetch extends EarlyRequest {
  response: Promise<Response>;
}

function isEarlyFetch(early: unknown): early is EarlyFetch {
  if (typeof early !== 'object' || early === null) return false;
  const { url, method, accept, body, response } = early as Partial<Record<keyof EarlyFetch, unknown>>;
  return (
    typeof url === 'string' &&
    typeof method === 'string' &&
    typeof accept === 'string' &&
    (typeof body === 'string' || body === null) &&
    response instanceof Promise
  );
}

/** The early response to this very request, taken off the list; the list is dropped once this task ends. */
function takeEarlyFetch(url: string, init: RequestInit | undefined): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const left: unknown = Reflect.get(window, EARLY_FETCH_GLOBAL);
  if (!Array.isArray(left)) return undefined;
  const scope = window;
  setTimeout(() => {
    if (Reflect.get(scope, EARLY_FETCH_GLOBAL) === left) Reflect.deleteProperty(scope, EARLY_FETCH_GLOBAL);
  });
  const index = left.findIndex((early) => isEarlyFetch(early) && early.url === url && isSameRequest(init, early));
  const taken: unknown = index < 0 ? undefined : left.splice(index, 1)[0];
  return isEarlyFetch(taken) ? taken.response : undefined;
}

/** The very request the boot script sent: its method, Accept and body, and no API key (it must go out with one). */
function isSameRequest(init: RequestInit | undefined, early: EarlyFetch): boolean {
  const method = (init?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init?.headers);
  const body = init?.body ?? null;
  if (method !== early.method || headers.has('Authorization') || (headers.get('Accept') ?? '') !== early.accept) return false;
  if (early.body === null) return body === null;
  return body === early.body && (headers.get('Content-Type') ?? '') === 'application/json';
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Resolves with `response` unless `signal` aborts first (the early request itself cannot be aborted). */
function withAbort(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(abortError(signal));
  const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(abortError(signal)), { once: true }));
  return Promise.race([response, aborted]);
}

/**
 * A fetch for a page's first reads (the resource query, the list's first page, a view call, a transaction by
 * version, the table page's indexer queries): the early response when this is a request the boot script
 * already sent, otherwise `fallback`.
 */
export function fetchTakingEarly(fallback: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const early = takeEarlyFetch(url, init);
    return early === undefined ? fallback(input, init) : withAbort(early, init?.signal);
  };
}
