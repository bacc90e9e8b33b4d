// A node is named by its API base URL ending in /v1 (docs/api.md).

export type NodeUrlResult = { ok: true; node: string } | { ok: false; reason: string };

export function parseNodeUrl(input: string): NodeUrlResult {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: `not a URL: expected a node base URL such as http://127.0.0.1:8080/v1` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `unsupported protocol ${url.protocol} (use http: or https:)` };
  }
  if (url.search !== '' || url.hash !== '') return { ok: false, reason: 'a node URL has no query or fragment' };
  const path = url.pathname.replace(/\/+$/, '');
  if (!path.endsWith('/v1')) return { ok: false, reason: 'a node URL ends in /v1, for example http://127.0.0.1:8080/v1' };
  return { ok: true, node: `${url.origin}${path}` };
}
