// The boot module starts a resource deep link's request, an account page's first list page, a view call or a transaction, before
// the app's modules run (start-early-fetch.ts) and leaves it on window; the first request of the page for
// exactly that URL takes it instead of fetching again (once: refetches go to the network).
import { EARLY_FETCH_GLOBAL } from './start-early-fetch';

interface EarlyFetch {
  url: string;
  /** The only header it carried (and Content-Type with a body). */
  accept: string;
  method: string;
  /** A POST's JSON body, as sent. */
  body: string | null;
  response: Promise<Response>;
}

function takeEarlyFetch(): EarlyFetch | undefined {
  if (typeof window === 'undefined') return undefined;
  const early: unknown = Reflect.get(window, EARLY_FETCH_GLOBAL);
  Reflect.deleteProperty(window, EARLY_FETCH_GLOBAL);
  if (typeof early !== 'object' || early === null || !('url' in early) || !('response' in early)) return undefined;
  const { url, response } = early;
  const accept = 'accept' in early && typeof early.accept === 'string' ? early.accept : 'application/json';
  const method = 'method' in early && typeof early.method === 'string' ? early.method : 'GET';
  const body = 'body' in early && typeof early.body === 'string' ? early.body : null;
  return typeof url === 'string' && response instanceof Promise ? { url, accept, method, body, response } : undefined;
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
 * A fetch for the resource query, the list's first page, a view call and a transaction by version: the early response when this is the request
 * the boot script already sent, otherwise `fallback`. The early response is dropped at the first resource request either way.
 */
export function fetchTakingEarly(fallback: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const early = takeEarlyFetch();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (early !== undefined && early.url === url && isSameRequest(init, early)) return withAbort(early.response, init?.signal);
    return fallback(input, init);
  };
}
