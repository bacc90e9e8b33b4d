export type QueryValue = string | number | bigint | null | undefined;

/**
 * URL of an API path under a node's base URL (which ends in /v1, docs/api.md).
 * `path` is appended as given, so callers percent-encode path segments (type tags: encodeURIComponent);
 * query members that are null or undefined are left out.
 */
export function apiUrl(node: string, path: string, query?: Record<string, QueryValue>): string {
  const base = node.replace(/\/+$/, '');
  const suffix = path === '' || path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search === '' ? `${base}${suffix}` : `${base}${suffix}?${search}`;
}
