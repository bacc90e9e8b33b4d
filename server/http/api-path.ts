/** Everything under /v1 is an API response: it gets ledger headers, CORS and JSON errors. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/v1') && (url.length === 3 || url[3] === '/' || url[3] === '?');
}
