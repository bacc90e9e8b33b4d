// One POST /v1/graphql request, as Hasura answers it: graphql-js parses, validates and executes over
// the index schema; resolvers read the index's tables (sql-query.ts). Bounds: the document's size (the
// route's body limit), its depth and cost, rows per list (MAX_ROWS), queries only, and a time budget
// checked before each statement and while rows are read. Every failure is `{errors: [{message,
// extensions: {path, code}}]}` with status 200, as Hasura sends it.
import type Database from 'better-sqlite3';
import {
  GraphQLError,
  Kind,
  execute,
  getNamedType,
  isListType,
  isNonNullType,
  parse,
  validate,
  specifiedRules,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { INDEX_TABLES, indexTable } from '../index-tables';
import { outputValue } from '../sql-values';
import { indexSchema } from './index-schema';
import { IndexQueryError, MAX_ROWS, compileCount, compileRelated, compileRows, type CompiledQuery, type RowsArgs } from './sql-query';
import { errorMessage } from '../../../src/core/error-message';
import { depthCounter } from './query-depth';

/** Selection sets nested deeper than this are refused (the SDK's deepest query is 3). */
export const MAX_DEPTH = 6;
/** Upper bound of the values a query may return: each list counts MAX_ROWS (or its literal limit) times its fields. */
export const MAX_COST = 25_000;
/** Valid documents kept parsed (oldest dropped first); each at most the route's body limit. */
const MAX_KEPT_DOCUMENTS = 200;
/** Wall time a query may take before it is stopped. */
export const DEFAULT_BUDGET_MS = 2_000;

export interface HasuraError {
  message: string;
  extensions: { path: string; code: string };
}

export type QueryAnswer = { data: unknown } | { errors: HasuraError[] };

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export function hasuraError(message: string, code = 'validation-failed', path = '$'): { errors: HasuraError[] } {
  return { errors: [{ message, extensions: { path, code } }] };
}

/** The request body, as Hasura reads it: an object with a string `query`. */
export function readGraphqlRequest(body: unknown): GraphqlRequest | { errors: HasuraError[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return hasuraError('expected an object with "query" (batched requests are not served)', 'parse-failed');
  const query: unknown = Reflect.get(body, 'query');
  if (typeof query !== 'string') return hasuraError("the key 'query' was not present or is not a string", 'parse-failed', '$.query');
  const variables: unknown = Reflect.get(body, 'variables');
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return hasuraError('"variables" must be an object', 'parse-failed', '$.variables');
  const operationName: unknown = Reflect.get(body, 'operationName');
  return {
    query,
    variables: (variables ?? null) as Record<string, unknown> | null,
    operationName: typeof operationName === 'string' ? operationName : null,
  };
}

/** The time budget ran out: Hasura's wording for a statement stopped by its timeout. */
class QueryTimeout extends IndexQueryError {
  constructor(budgetMs: number) {
    super(`the query was stopped after ${budgetMs} ms: ask for fewer rows or fewer tables at once`, 'timeout');
  }
}

class QueryContext {
  private readonly deadline: number;
  constructor(
    private readonly db: Database.Database,
    private readonly statements: Map<string, Database.Statement>,
    private readonly budgetMs: number,
  ) {
    this.deadline = performance.now() + budgetMs;
  }

  check(): void {
    if (performance.now() > this.deadline) throw new QueryTimeout(this.budgetMs);
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      if (this.statements.size > 500) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  rows(query: CompiledQuery, params: unknown[] = query.params): Record<string, unknown>[] {
    this.check();
    const rows: Record<string, unknown>[] = [];
    for (const row of this.statement(query.sql).iterate(...params)) {
      rows.push(row as Record<string, unknown>);
      if (rows.length % 16 === 0) this.check();
    }
    return rows;
  }

  count(query: CompiledQuery): number {
    this.check();
    const row = this.statement(query.sql).get(...query.params) as { count: bigint } | undefined;
    this.check();
    return Number(row?.count ?? 0n);
  }
}

const AGGREGATES = new Map(INDEX_TABLES.filter((t) => t.aggregate).map((t) => [`${t.name}_aggregate`, t.name]));
const AGGREGATE_FIELDS = new Map(INDEX_TABLES.filter((t) => t.aggregate).map((t) => [`${t.name}_aggregate_fields`, t.name]));
const TABLES = new Set(INDEX_TABLES.map((t) => t.name));

interface AggregateSource {
  table: string;
  args: RowsArgs;
}

const resolve: GraphQLFieldResolver<unknown, QueryContext, Record<string, unknown>> = (source, args, context, info) => {
  const parent = info.parentType.name;
  const field = info.fieldName;
  if (parent === 'query_root') {
    const aggregateOf = AGGREGATES.get(field);
    if (aggregateOf !== undefined) return { table: aggregateOf, args } satisfies AggregateSource;
    return context.rows(compileRows(field, args));
  }
  const aggregated = AGGREGATES.get(parent);
  if (aggregated !== undefined) {
    const { table, args: rowsArgs } = source as AggregateSource;
    return field === 'nodes' ? context.rows(compileRows(table, rowsArgs)) : source;
  }
  if (AGGREGATE_FIELDS.has(parent)) {
    const { table, args: rowsArgs } = source as AggregateSource;
    return context.count(compileCount(table, rowsArgs));
  }
  if (TABLES.has(parent)) {
    const table = indexTable(parent);
    const row = source as Record<string, unknown>;
    const relationship = table.relationships?.find((rel) => rel.name === field);
    if (relationship !== undefined) {
      const key = row[relationship.local];
      if (key === null || key === undefined) return null;
      return context.rows(compileRelated(relationship.table, relationship.remote), [key])[0] ?? null;
    }
    const column = table.columns.find((col) => col.name === field);
    return column === undefined ? null : outputValue(column.type, row[field]);
  }
  return null;
};

/** The most values a selection may produce: a list field counts its literal limit (MAX_ROWS at most) times its selection's cost. */
function costOf(
  schema: GraphQLSchema,
  typeName: string,
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
): number {
  if (selectionSet === undefined) return 1;
  const type = schema.getType(typeName);
  const fields = type !== undefined && 'getFields' in type ? type.getFields() : {};
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(selection.name.value);
      cost += costOf(schema, fragment?.typeCondition.name.value ?? typeName, fragment?.selectionSet, fragments);
      continue;
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += costOf(schema, selection.typeCondition?.name.value ?? typeName, selection.selectionSet, fragments);
      continue;
    }
    const definition = fields[selection.name.value];
    if (definition === undefined) continue;
    const unwrapped = isNonNullType(definition.type) ? definition.type.ofType : definition.type;
    const rows = isListType(unwrapped) ? literalLimit(selection) : 1;
    cost += rows * costOf(schema, getNamedType(definition.type).name, selection.selectionSet, fragments);
  }
  return Math.max(cost, 1);
}

function literalLimit(field: FieldNode): number {
  const limit = field.arguments?.find((arg) => arg.name.value === 'limit')?.value;
  return limit?.kind === Kind.INT ? Math.min(Number(limit.value), MAX_ROWS) : MAX_ROWS;
}

/** Depth and cost as validation rules, so they answer as any other validation failure. */
const boundsRule: ValidationRule = (context) => ({
  Document(document: DocumentNode) {
    const fragments = new Map(
      document.definitions
        .filter((def): def is FragmentDefinitionNode => def.kind === Kind.FRAGMENT_DEFINITION)
        .map((def) => [def.name.value, def]),
    );
    const depthOf = depthCounter(fragments);
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      // a fragment spreading itself is refused by validation (NoFragmentCyclesRule)
      const depth = depthOf(definition.selectionSet) ?? 0;
      if (depth > MAX_DEPTH) context.reportError(new GraphQLError(`the query is ${depth} levels deep; at most ${MAX_DEPTH} are served`));
      const cost = costOf(context.getSchema(), 'query_root', definition.selectionSet, fragments);
      if (cost > MAX_COST)
        context.reportError(
          new GraphQLError(`the query may return ${cost} values; at most ${MAX_COST} are served (lower limit, or ask for fewer fields)`),
        );
    }
  },
});

export interface QueryRunner {
  run(request: GraphqlRequest): QueryAnswer;
}

export function createQueryRunner(db: Database.Database, budgetMs = DEFAULT_BUDGET_MS): QueryRunner {
  const schema = indexSchema();
  const statements = new Map<string, Database.Statement>();
  const rules = [...specifiedRules, boundsRule];
  // A client sends the same few documents again and again (the explorer's, the SDK's): parsing and
  // validating one cost most of a request (bench:node, 'graphql balances'), so a valid one is kept by its text.
  const valid = new Map<string, DocumentNode>();
  const checkedDocument = (query: string): DocumentNode | { errors: HasuraError[] } => {
    const known = valid.get(query);
    if (known !== undefined) return known;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: 5_000 });
    } catch (error) {
      return hasuraError(`not a valid graphql query: ${errorMessage(error)}`, 'validation-failed', '$.query');
    }
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation === 'query') continue;
      return hasuraError(
        definition.operation === 'mutation' ? 'no mutations exist' : 'subscriptions are not served: this indexer answers queries only',
      );
    }
    const invalid = validate(schema, document, rules, { maxErrors: 10 });
    if (invalid.length > 0) return { errors: invalid.map((error) => toHasura(error)) };
    if (valid.size >= MAX_KEPT_DOCUMENTS) valid.delete(valid.keys().next().value ?? '');
    valid.set(query, document);
    return document;
  };
  return {
    run(request) {
      const document = checkedDocument(request.query);
      if ('errors' in document) return document;
      const context = new QueryContext(db, statements, budgetMs);
      const result = execute({
        schema,
        document,
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
        contextValue: context,
        fieldResolver: resolve,
      });
      if ('then' in result) return hasuraError('unexpected asynchronous answer', 'unexpected');
      if (result.errors !== undefined && result.errors.length > 0) return { errors: result.errors.map((error) => toHasura(error)) };
      return { data: result.data };
    },
  };
}

function toHasura(error: GraphQLError): HasuraError {
  const original = error.originalError;
  // a resolver's own failure (a path, no IndexQueryError) is a bug or a broken store; anything else is the request's
  const code = original instanceof IndexQueryError ? original.code : error.path === undefined ? 'validation-failed' : 'unexpected';
  const path =
    error.path === undefined ? '$' : `$.selectionSet.${error.path.filter((part) => typeof part === 'string').join('.selectionSet.')}`;
  const message = code === 'unexpected' ? `database query error: ${error.message}` : error.message;
  return { message, extensions: { path, code } };
}
