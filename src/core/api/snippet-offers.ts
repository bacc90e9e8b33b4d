// Which "copy as code" languages a request has, apart from the writers themselves (request-snippets.ts):
// the page shows its buttons at once, and loads the writers after paint or on the first copy.
import type { ReadRequest } from './read-requests';

/**
 * The TS SDK has a call for a resource read as JSON, and for the resource list at latest only: it reads
 * every page itself, but drops ledgerVersion from the request (6.x), so at a pinned version it would read latest.
 */
export function offersSdkSnippet(read: ReadRequest): boolean {
  if (read.kind === 'resource') return (read.accept ?? 'application/json') === 'application/json';
  if (read.kind === 'view') return true;
  return read.kind === 'resources' && read.ledgerVersion === undefined;
}
