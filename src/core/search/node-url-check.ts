import { fail, type Result } from '../result';
import { parseNodeUrl } from './parse-node-url';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Browsers block an https page from calling plain http (mixed content), except loopback hosts.
 * Returns the reason in plain words, or null when the page may call the node.
 */
export function mixedContentProblem(pageProtocol: string, node: string): string | null {
  if (pageProtocol !== 'https:') return null;
  const url = new URL(node);
  if (url.protocol !== 'http:' || LOOPBACK_HOSTS.has(url.hostname)) return null;
  return `this page was loaded over https, and browsers block it from calling the plain-http node ${node} (only localhost and 127.0.0.1 are allowed over http); use the node's https URL or open the explorer over http`;
}

/** A node base URL the user typed or a link named: well-formed (ends in /v1) and callable from this page. */
export function checkNodeUrl(input: string, pageProtocol: string): Result<string> {
  const parsed = parseNodeUrl(input);
  if (!parsed.ok) return parsed;
  const problem = mixedContentProblem(pageProtocol, parsed.value);
  return problem === null ? parsed : fail(problem);
}
