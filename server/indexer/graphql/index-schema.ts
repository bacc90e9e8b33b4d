// The GraphQL schema of the index, as Hasura generates it over the Aptos indexer's tables (the names
// the TS SDK's queries use): per table its object type, `<t>_bool_exp`, `<t>_order_by`,
// `<t>_select_column` and, where served, `<t>_aggregate`; the `<scalar>_comparison_exp` inputs; and
// `query_root`. Built from index-tables.ts, so a column added there is served at once. No mutation
// or subscription root: a query is all this node answers.
import { buildSchema, Kind, type GraphQLSchema, type ValueNode } from 'graphql';
import { INDEX_TABLES, type ColumnType, type IndexTable } from '../index-tables';

const SCALARS: readonly ColumnType[] = ['String', 'Boolean', 'Int', 'bigint', 'numeric', 'timestamp', 'jsonb'];
const CUSTOM_SCALARS = ['bigint', 'numeric', 'timestamp', 'jsonb'] as const;

/** Hasura's comparison input name of a scalar (`String_comparison_exp`, `bigint_comparison_exp`, …). */
function comparisonExp(type: ColumnType): string {
  return `${type}_comparison_exp`;
}

/** Operators only some scalars have: Hasura's pattern matching on text, and a jsonb value cast to text. */
const EXTRA_OPS: Partial<Record<ColumnType, readonly string[]>> = {
  String: ['_like', '_nlike', '_ilike', '_nilike'].map((op) => `${op}: String`),
  jsonb: ['_cast: jsonb_cast_exp'],
};

function comparisonInput(type: ColumnType): string {
  const ops = ['_eq', '_neq', '_gt', '_gte', '_lt', '_lte'].map((op) => `${op}: ${type}`);
  const all = [...ops, `_in: [${type}!]`, `_nin: [${type}!]`, '_is_null: Boolean', ...(EXTRA_OPS[type] ?? [])];
  return `input ${comparisonExp(type)} {\n${all.map((op) => `  ${op}`).join('\n')}\n}`;
}

const ROWS_ARGS = (t: string) =>
  `distinct_on: [${t}_select_column!], limit: Int, offset: Int, order_by: [${t}_order_by!], where: ${t}_bool_exp`;

function tableSdl(table: IndexTable): string {
  const t = table.name;
  const relationships = table.relationships ?? [];
  const fields = [
    ...table.columns.map((col) => `  ${col.name}: ${col.type}${col.required ? '!' : ''}`),
    ...relationships.map((rel) => `  ${rel.name}: ${rel.table}`),
  ];
  const boolExp = [
    `  _and: [${t}_bool_exp!]`,
    `  _or: [${t}_bool_exp!]`,
    `  _not: ${t}_bool_exp`,
    ...table.columns.map((col) => `  ${col.name}: ${comparisonExp(col.type)}`),
    ...relationships.map((rel) => `  ${rel.name}: ${rel.table}_bool_exp`),
  ];
  const orderBy = [
    ...table.columns.map((col) => `  ${col.name}: order_by`),
    ...relationships.map((rel) => `  ${rel.name}: ${rel.table}_order_by`),
  ];
  const parts = [
    `type ${t} {\n${fields.join('\n')}\n}`,
    `input ${t}_bool_exp {\n${boolExp.join('\n')}\n}`,
    `input ${t}_order_by {\n${orderBy.join('\n')}\n}`,
    `enum ${t}_select_column {\n${table.columns.map((col) => `  ${col.name}`).join('\n')}\n}`,
  ];
  if (table.aggregate) {
    parts.push(
      `type ${t}_aggregate {\n  aggregate: ${t}_aggregate_fields\n  nodes: [${t}!]!\n}`,
      `type ${t}_aggregate_fields {\n  count(columns: [${t}_select_column!], distinct: Boolean): Int!\n}`,
    );
  }
  return parts.join('\n\n');
}

function rootFields(table: IndexTable): string[] {
  const t = table.name;
  const fields = [`  ${t}(${ROWS_ARGS(t)}): [${t}!]!`];
  if (table.aggregate) fields.push(`  ${t}_aggregate(${ROWS_ARGS(t)}): ${t}_aggregate!`);
  return fields;
}

export function indexSchemaSdl(): string {
  return [
    'schema {\n  query: query_root\n}',
    ...CUSTOM_SCALARS.map((name) => `scalar ${name}`),
    'enum order_by {\n  asc\n  asc_nulls_first\n  asc_nulls_last\n  desc\n  desc_nulls_first\n  desc_nulls_last\n}',
    ...SCALARS.map(comparisonInput),
    'input jsonb_cast_exp {\n  String: String_comparison_exp\n}',
    ...INDEX_TABLES.map(tableSdl),
    `type query_root {\n${INDEX_TABLES.flatMap(rootFields).join('\n')}\n}`,
  ].join('\n\n');
}

/** A literal of a bigint/numeric scalar, exact: an Int or a String literal's digits (a JSON number past 2^53 would not be). */
function exactLiteral(node: ValueNode): unknown {
  if (node.kind === Kind.INT || node.kind === Kind.STRING || node.kind === Kind.FLOAT) return node.value;
  throw new TypeError('expected a number or a string of digits');
}

let built: GraphQLSchema | null = null;

export function indexSchema(): GraphQLSchema {
  if (built !== null) return built;
  const schema = buildSchema(indexSchemaSdl());
  for (const name of ['bigint', 'numeric'] as const) {
    const scalar = schema.getType(name);
    if (scalar !== undefined && 'parseLiteral' in scalar) Object.assign(scalar, { parseLiteral: exactLiteral });
  }
  built = schema;
  return schema;
}
