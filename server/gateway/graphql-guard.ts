// What the gateway forwards to the upstream's indexer (docs/api.md#the-gateway): one GraphQL request of
// queries only, within a size and a depth, judged by graphql-js before anything goes upstream. A refusal
// is shaped as Hasura (the Aptos indexer) shapes its own, so a client reads it as it reads the indexer's.
// The bounds are the ones our node's indexer applies, from their one home: the body's size (far above any
// query the TS SDK sends: its longest is 1.2 KiB) and the nesting (the SDK's deepest query is 3 levels).
import { Kind, parse, type DefinitionNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { GRAPHQL_BODY_BYTES as MAX_GRAPHQL_BODY_BYTES } from '../../src/core/api/endpoints';
import { MAX_DEPTH as MAX_GRAPHQL_DEPTH } from '../indexer/graphql/run-query';
import { errorMessage } from '../../src/core/error-message';

/** graphql-js stops parsing past this many tokens: a document cannot make the parser work without end. */
const MAX_TOKENS = 10_000;

const TOO_DEEP_TO_READ = `the query is nested too deep to read; the gateway forwards at most ${MAX_GRAPHQL_DEPTH} levels`;

export interface HasuraErrors {
  errors: { message: string; extensions: { path: string; code: string } }[];
}

function refusal(message: string, code = 'validation-failed', path = '$'): HasuraErrors {
  return { errors: [{ message, extensions: { path, code } }] };
}

/** Why the request must not go to the indexer (Hasura's error object), or null: it is a query to forward. */
export function graphqlRefusal(body: Buffer, contentEncoding: string | undefined): HasuraErrors | null {
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
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return refusal('expected an object with "query" (batched requests are not forwarded)', 'parse-failed');
  const query: unknown = Reflect.get(request, 'query');
  if (typeof query !== 'string') return refusal("the key 'query' was not present or is not a string", 'parse-failed', '$.query');
  let definitions: readonly DefinitionNode[];
  try {
    ({ definitions } = parse(query, { noLocation: true, maxTokens: MAX_TOKENS }));
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

/**
 * Fields nested, fragments inlined (as our node counts it); null for a fragment that spreads itself. Each
 * fragment is counted once (a chain of fragments spreading the next twice would otherwise take 2^n steps).
 */
function depthCounter(
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): (selectionSet: SelectionSetNode | undefined) => number | null {
  const counted = new Map<string, number | null>();
  const counting = new Set<string>();
  const depthOf = (selectionSet: SelectionSetNode | undefined): number | null => {
    if (selectionSet === undefined) return 0;
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      let depth: number | null;
      if (selection.kind === Kind.FIELD) {
        const inner = depthOf(selection.selectionSet);
        depth = inner === null ? null : 1 + inner;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) depth = depthOf(selection.selectionSet);
      else depth = fragmentDepth(selection.name.value);
      if (depth === null) return null;
      deepest = Math.max(deepest, depth);
    }
    return deepest;
  };
  const fragmentDepth = (name: string): number | null => {
    if (counting.has(name)) return null;
    const known = counted.get(name);
    if (known !== undefined || counted.has(name)) return known ?? null;
    counting.add(name);
    // an unknown fragment adds nothing here: the indexer refuses it itself
    const depth = depthOf(fragments.get(name)?.selectionSet);
    counting.delete(name);
    counted.set(name, depth);
    return depth;
  };
  return depthOf;
}
