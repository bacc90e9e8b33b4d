import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_BODY_BYTES as MAX_GRAPHQL_BODY_BYTES } from '../../src/core/api/endpoints';
import { MAX_DEPTH as MAX_GRAPHQL_DEPTH } from '../indexer/graphql/run-query';
import { graphqlRefusal } from './graphql-guard';

const asked = (request: unknown) => Buffer.from(JSON.stringify(request));
const code = (body: Buffer, encoding?: string) => graphqlRefusal(body, encoding)?.errors[0]?.extensions.code ?? null;
const message = (body: Buffer) => graphqlRefusal(body, undefined)?.errors[0]?.message ?? '';

/** `{ a { a { … } } }` with `depth` fields nested. */
const nested = (depth: number) => `${'{ a '.repeat(depth - 1)}{ a }${' }'.repeat(depth - 1)}`;

describe('graphqlRefusal', () => {
  it('forwards the queries the TS SDK sends, with variables, fragments and an operation name', () => {
    const balances = `query getCurrentFungibleAssetBalances($where_condition: current_fungible_asset_balances_bool_exp, $offset: Int, $limit: Int) {
      current_fungible_asset_balances(where: $where_condition, offset: $offset, limit: $limit) {
        amount asset_type metadata { name symbol decimals }
      }
    }`;
    expect(
      graphqlRefusal(asked({ query: balances, variables: { limit: 10 }, operationName: 'getCurrentFungibleAssetBalances' }), undefined),
    ).toBeNull();
    const withFragment = 'query q { ...F } fragment F on query_root { processor_status { last_success_version } }';
    expect(graphqlRefusal(asked({ query: withFragment }), 'identity')).toBeNull();
    expect(graphqlRefusal(asked({ query: nested(MAX_GRAPHQL_DEPTH) }), undefined)).toBeNull();
  });

  it.each([
    ['a mutation', 'mutation { delete_everything { affected_rows } }', /queries only: a mutation/u],
    ['a subscription', 'subscription { processor_status { last_success_version } }', /queries only: a subscription/u],
    ['a mutation beside a query', 'query q { a } mutation m { b }', /a mutation/u],
    ['a type definition', 'type Query { a: Int }', /not type definitions/u],
    ['a syntax error', 'query { a ', /not a valid graphql query/u],
    ['a query too deep', nested(MAX_GRAPHQL_DEPTH + 1), /7 levels deep; the gateway forwards at most 6/u],
    ['a fragment within itself', 'query { ...F } fragment F on query_root { a { ...F } }', /fragment within itself/u],
    [
      'a query made deep by fragments',
      'query { a { ...F } } fragment F on t { b { ...G } } fragment G on t { c { d { e { f { g } } } } }',
      /7 levels deep/u,
    ],
  ])('refuses %s as Hasura does (validation-failed)', (_what, query, text) => {
    const body = asked({ query });
    expect(code(body)).toBe('validation-failed');
    expect(message(body)).toMatch(text);
  });

  it('refuses a document over the size bound, and what is not one GraphQL request', () => {
    const big = asked({ query: `{ a }${' '.repeat(MAX_GRAPHQL_BODY_BYTES)}` });
    expect(code(big)).toBe('validation-failed');
    expect(message(big)).toMatch(/the gateway forwards at most 65536/u);
    expect(code(Buffer.from('{"query":'))).toBe('invalid-json');
    expect(code(asked([{ query: '{ a }' }]))).toBe('parse-failed');
    expect(code(asked({ query: 42 }))).toBe('parse-failed');
    // as the node's indexer reads a request (run-query.ts readGraphqlRequest)
    expect(message(asked({ query: '{ a }', variables: [1] }))).toBe('"variables" must be an object');
    expect(code(asked({ query: '{ a }' }), 'gzip')).toBe('parse-failed');
  });

  it('refuses thousands of nested braces as too deep, not as a crash', () => {
    for (const levels of [1000, 3300]) {
      const body = asked({ query: `${'{ a '.repeat(levels)}${'}'.repeat(levels)}` });
      expect(code(body)).toBe('validation-failed');
      expect(message(body)).toMatch(/levels deep|nested too deep to read/u);
    }
  });

  it('counts a fragment once however often it is spread (no exponential walk)', () => {
    // 40 fragments, each spreading the next twice: 2^40 walks without memory
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i} on t { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const query = `query { x { ...F0 } } ${fragments} fragment F40 on t { y }`;
    const started = performance.now();
    expect(graphqlRefusal(asked({ query }), undefined)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('answers any body with null or a Hasura error, never a throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json().map((text) => `{"query":${JSON.stringify(text)}}`),
        ),
        (text) => {
          const refusal = graphqlRefusal(Buffer.from(text), undefined);
          if (refusal !== null) expect(refusal.errors[0]?.extensions.path).toMatch(/^\$/u);
        },
      ),
    );
  });
});
