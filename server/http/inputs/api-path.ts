/** Everything under /v1 is an API response: it gets ledger headers, CORS and JSON errors. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/v1') && (url.length === 3 || url[3] === '/' || url[3] === '?');
}

/**
 * The origin form (`/v1/…?…`) of a request target: HTTP/1.1 lets clients (and proxies) send the absolute
 * form `http://host/v1/…` (RFC 9112 §3.2.2), which must route like the path it names. Anything that is
 * neither stays as it is (the router answers it 404).
 */
export function originFormOf(target: string): string {
  if (target.startsWith('/') || !/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return target;
  }
}
