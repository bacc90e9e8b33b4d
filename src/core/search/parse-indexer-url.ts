import { fail, ok, type Result } from '../result';
import { mixedContentProblem } from './node-url-check';

// An indexer is named by its GraphQL endpoint's full URL (real networks: https://api.<network>.aptoslabs.com/v1/graphql).

/** The indexer's URL, normalised (no trailing slash), or why `input` is not one. */
export function parseIndexerUrl(input: string): Result<string> {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return fail('not a URL: expected an indexer’s GraphQL URL such as https://api.mainnet.aptoslabs.com/v1/graphql');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail(`unsupported protocol ${url.protocol} (use http: or https:)`);
  if (url.username !== '' || url.password !== '') return fail('an indexer URL carries no user name or password');
  if (url.search !== '' || url.hash !== '') return fail('an indexer URL has no query or fragment');
  return ok(`${url.origin}${url.pathname.replace(/\/+$/, '')}`);
}

/** An indexer URL a link named: well-formed and callable from this page (no mixed content). */
export function checkIndexerUrl(input: string, pageProtocol: string): Result<string> {
  const parsed = parseIndexerUrl(input);
  if (!parsed.ok) return parsed;
  const problem = mixedContentProblem(pageProtocol, parsed.value);
  return problem === null ? parsed : fail(problem.replaceAll('node', 'indexer'));
}
