import { fail, ok, type Result } from '../result';

// A node is named by its API base URL ending in /v1 (docs/api.md).

/** The node's base URL, normalised (no trailing slash), or why `input` is not one. */
export function parseNodeUrl(input: string): Result<string> {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail(`not a URL: expected a node base URL such as http://127.0.0.1:8080/v1`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return fail(`unsupported protocol ${url.protocol} (use http: or https:)`);
  }
  if (url.search !== '' || url.hash !== '') return fail('a node URL has no query or fragment');
  const path = url.pathname.replace(/\/+$/, '');
  if (!path.endsWith('/v1')) return fail('a node URL ends in /v1, for example http://127.0.0.1:8080/v1');
  return ok(`${url.origin}${path}`);
}
