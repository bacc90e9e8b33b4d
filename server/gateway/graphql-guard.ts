// What the gateway forwards to the upstream's indexer (docs/api.md#the-gateway): one GraphQL request of
// queries only, within a size and a depth, judged by graphql-js before anything goes upstream. A refusal
// is shaped as Hasura (the Aptos indexer) shapes its own, so a client reads it as it reads the indexer's.
// The bounds are the ones our node's indexer applies, from their one home: the body's size (far above any
// query the TS SDK sends: its longest is 1.2 KiB) and the nesting (the SDK's deepest query is 3 levels).
import { Kind, parse, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { GRAPHQL_BODY_BYTES as MAX_GRAPHQL_BODY_BYTES } from '../../src/core/api/endpoints';
import { hasuraError as refusal, MAX_DEPTH as MAX_GRAPHQL_DEPTH, readGraphqlRequest, type HasuraError } from '../indexer/graphql/run-query';
import { depthCounter } from '../indexer/graphql/query-depth';
import { errorMessage } from '../../src/core/error-message';

/** graphql-js stops parsing past this many tokens: a document cannot make the parser work without end. */
const MAX_TOKENS = 10_000;

const TOO_DEEP_TO_READ = `the query is nested too deep to read; the gateway forwards at most ${MAX_GRAPHQL_DEPTH} levels`;

/** Why the request must not go to the indexer (Hasura's error object), or null: it is a query to forward. */
export function graphqlRefusal(body: Buffer, contentEncoding: string | undefined): { errors: HasuraError[] } | null {
  if (contentEncoding !== undefined && contentEncoding.trim().toLowerCase() !== 'identity')
    return refusal(
      `the gateway reads a GraphQL request uncompressed, not in Content-Encoding ${contentEncoding.slice(0, 40)}`,
      'parse-failed',
    );
  if (body.length > MAX_GRAPHQL_BODY_BYTES)
    return refusal(`the request is ${body.length} bytes; the gateway forwards at most ${MAX_GRAPHQL_BODY_BYTES}`);
  let request: unknown;
  try {
    request = JSON.parse(body.toString('utf8'));
  } catch {
    return refusal('the request body is not JSON', 'invalid-json');
  }
  const read = readGraphqlRequest(request);
  if ('errors' in read) return read;
  let definitions: readonly DefinitionNode[];
  try {
    ({ definitions } = parse(read.query, { noLocation: true, maxTokens: MAX_TOKENS }));
  } catch (error) {
    // thousands of nested braces overflow the parser's stack before any depth is counted
    if (error instanceof RangeError) return refusal(TOO_DEEP_TO_READ);
    return refusal(`not a valid graphql query: ${errorMessage(error)}`, 'validation-failed', '$.query');
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind !== Kind.OPERATION_DEFINITION) return refusal('the gateway forwards queries only, not type definitions');
    else if (definition.operation !== 'query')
      return refusal(`the gateway forwards queries only: a ${definition.operation} is not forwarded to the indexer`);
  }
  const depthOf = depthCounter(fragments);
  for (const definition of definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    let depth: number | null;
    try {
      depth = depthOf(definition.selectionSet);
    } catch (error) {
      if (error instanceof RangeError) return refusal(TOO_DEEP_TO_READ);
      throw error;
    }
    if (depth === null) return refusal('the query spreads a fragment within itself');
    if (depth > MAX_GRAPHQL_DEPTH) return refusal(`the query is ${depth} levels deep; the gateway forwards at most ${MAX_GRAPHQL_DEPTH}`);
  }
  return null;
}
