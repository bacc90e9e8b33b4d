// Hasura's arguments compiled to SQLite: `where` (a *_bool_exp) to a WHERE clause, `order_by`,
// `distinct_on`, `limit`, `offset`. Every value is a bound parameter; only names that come from
// index-tables.ts (checked by the schema, and again here) are written into the SQL text.
import { indexTable, sqlTableName, type Column, type IndexTable } from '../index-tables';
import { numericText } from '../sql-values';

/** An argument the schema let through but this node cannot answer: a `validation-failed` error. */
export class IndexQueryError extends Error {
  override name = 'IndexQueryError';
  constructor(
    message: string,
    readonly code = 'validation-failed',
  ) {
    super(message);
  }
}

export interface RowsArgs {
  where?: Record<string, unknown> | null;
  order_by?: readonly Record<string, unknown>[] | Record<string, unknown> | null;
  distinct_on?: readonly string[] | string | null;
  limit?: number | null;
  offset?: number | null;
}

export interface CompiledQuery {
  sql: string;
  params: unknown[];
}

/** At most this many rows per list, whatever `limit` says (docs/api.md#the-indexer). */
export const MAX_ROWS = 100;

class Compiler {
  readonly params: unknown[] = [];
  private aliases = 0;

  alias(): string {
    return `t${this.aliases++}`;
  }

  param(value: unknown): string {
    this.params.push(value);
    return '?';
  }

  where(table: IndexTable, exp: Record<string, unknown> | null | undefined, alias: string): string {
    if (exp === null || exp === undefined) return '1';
    const parts: string[] = [];
    for (const [name, value] of Object.entries(exp)) {
      if (value === undefined) continue;
      if (name === '_and' || name === '_or') {
        const list = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
        if (list.length === 0) {
          parts.push('1');
          continue;
        }
        parts.push(`(${list.map((item) => this.where(table, item, alias)).join(name === '_and' ? ' AND ' : ' OR ')})`);
      } else if (name === '_not') {
        parts.push(`NOT (${this.where(table, value as Record<string, unknown>, alias)})`);
      } else {
        const relationship = table.relationships?.find((rel) => rel.name === name);
        if (relationship !== undefined) {
          const target = indexTable(relationship.table);
          const inner = this.alias();
          const condition = this.where(target, value as Record<string, unknown>, inner);
          parts.push(
            `EXISTS (SELECT 1 FROM ${sqlTableName(target.name)} ${inner} WHERE ${inner}.${relationship.remote} = ${alias}.${relationship.local} AND ${condition})`,
          );
        } else {
          parts.push(this.comparison(columnOf(table, name), alias, value as Record<string, unknown>));
        }
      }
    }
    return parts.length === 0 ? '1' : parts.join(' AND ');
  }

  private comparison(column: Column, alias: string, ops: Record<string, unknown>): string {
    const ref = `${alias}.${column.name}`;
    const parts: string[] = [];
    for (const [op, value] of Object.entries(ops)) {
      if (value === undefined) continue;
      if (op === '_is_null') {
        parts.push(value === true ? `${ref} IS NULL` : `${ref} IS NOT NULL`);
        continue;
      }
      // Hasura: a comparison with null is no condition
      if (value === null) continue;
      if (op === '_in' || op === '_nin') {
        const list = (Array.isArray(value) ? value : [value]) as unknown[];
        if (list.length === 0) parts.push(op === '_in' ? '0' : '1');
        else parts.push(`${ref} ${op === '_in' ? 'IN' : 'NOT IN'} (${list.map((item) => this.param(sqlParam(column, item))).join(', ')})`);
        continue;
      }
      if (op === '_cast') {
        // jsonb cast to text, as Postgres's `decoded_key::text`: the String operators on the column's JSON text
        if (column.type !== 'jsonb') throw new IndexQueryError(`operator '_cast' is not served on ${column.type}`);
        const cast = value as Record<string, unknown>;
        const asString = cast.String;
        if (asString === undefined || asString === null) continue;
        parts.push(this.comparison({ name: column.name, type: 'String' }, alias, asString as Record<string, unknown>));
        continue;
      }
      const pattern = PATTERNS[op];
      if (pattern !== undefined) {
        if (column.type !== 'String') throw new IndexQueryError(`operator '${op}' is not served on ${column.type}`);
        parts.push(pattern.sql(ref, this.param(pattern.glob ? likeToGlob(String(value)) : String(value))));
        continue;
      }
      const sqlOp = COMPARISONS[op];
      if (sqlOp === undefined) throw new IndexQueryError(`operator '${op}' is not served here`);
      parts.push(`${ref} ${sqlOp} ${this.param(sqlParam(column, value))}`);
    }
    return parts.length === 0 ? '1' : parts.join(' AND ');
  }

  orderBy(table: IndexTable, orderBy: RowsArgs['order_by'], alias: string): string[] {
    const items = orderBy === null || orderBy === undefined ? [] : Array.isArray(orderBy) ? orderBy : [orderBy];
    const terms: string[] = [];
    for (const item of items as Record<string, unknown>[]) {
      for (const [name, direction] of Object.entries(item)) {
        if (direction === undefined || direction === null) continue;
        const relationship = table.relationships?.find((rel) => rel.name === name);
        if (relationship !== undefined) {
          const target = indexTable(relationship.table);
          const inner = this.alias();
          for (const term of this.orderBy(target, [direction as Record<string, unknown>], inner)) {
            const [expression, ...rest] = term.split(' ');
            terms.push(
              `(SELECT ${expression} FROM ${sqlTableName(target.name)} ${inner} WHERE ${inner}.${relationship.remote} = ${alias}.${relationship.local}) ${rest.join(' ')}`,
            );
          }
          continue;
        }
        const column = columnOf(table, name);
        terms.push(`${alias}.${column.name} ${orderTerm(String(direction), column.required === true)}`);
      }
    }
    return terms;
  }
}

const COMPARISONS: Record<string, string> = { _eq: '=', _neq: '<>', _gt: '>', _gte: '>=', _lt: '<', _lte: '<=' };

/**
 * Postgres's LIKE family on text. `_like` is case-sensitive there, SQLite's LIKE is not: it runs as GLOB
 * (case-sensitive, and a prefix pattern still uses an index); `_ilike` as SQLite's LIKE, which folds
 * ASCII letters only. Both keep Postgres's pattern language: `%`, `_`, and `\` escaping the next character.
 */
const PATTERNS: Record<string, { glob: boolean; sql: (ref: string, param: string) => string }> = {
  _like: { glob: true, sql: (ref, param) => `${ref} GLOB ${param}` },
  _nlike: { glob: true, sql: (ref, param) => `${ref} NOT GLOB ${param}` },
  _ilike: { glob: false, sql: (ref, param) => `${ref} LIKE ${param} ESCAPE '\\'` },
  _nilike: { glob: false, sql: (ref, param) => `${ref} NOT LIKE ${param} ESCAPE '\\'` },
};

/** A LIKE pattern (`%`, `_`, `\` escapes) as the GLOB pattern matching the same strings. */
export function likeToGlob(pattern: string): string {
  let glob = '';
  const chars = [...pattern];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? '';
    if (char === '\\' && i + 1 < chars.length) glob += globLiteral(chars[++i] ?? '');
    else if (char === '%') glob += '*';
    else if (char === '_') glob += '?';
    else glob += globLiteral(char);
  }
  return glob;
}

function globLiteral(char: string): string {
  return char === '*' || char === '?' || char === '[' ? `[${char}]` : char;
}

/** SQL of an order_by direction; a column that is never null needs no NULLS clause, and without one SQLite can walk an index in that order. */
function orderTerm(direction: string, required = false): string {
  if (required && ['asc', 'asc_nulls_first', 'asc_nulls_last'].includes(direction)) return 'ASC';
  if (required && ['desc', 'desc_nulls_first', 'desc_nulls_last'].includes(direction)) return 'DESC';
  switch (direction) {
    case 'asc':
    case 'asc_nulls_last':
      return 'ASC NULLS LAST';
    case 'asc_nulls_first':
      return 'ASC NULLS FIRST';
    case 'desc':
    case 'desc_nulls_first':
      return 'DESC NULLS FIRST';
    case 'desc_nulls_last':
      return 'DESC NULLS LAST';
    default:
      throw new IndexQueryError(`unexpected order_by value '${direction}'`);
  }
}

function columnOf(table: IndexTable, name: string): Column {
  const column = table.columns.find((col) => col.name === name);
  if (column === undefined) throw new IndexQueryError(`field '${name}' not found in type: '${table.name}_bool_exp'`);
  return column;
}

/** A compared value as SQLite holds the column (index-tables.ts). */
function sqlParam(column: Column, value: unknown): unknown {
  try {
    switch (column.type) {
      case 'numeric':
        return numericText(BigInt(String(value)));
      case 'bigint':
      case 'Int':
        return BigInt(String(value));
      case 'Boolean':
        return value === true ? 1n : 0n;
      case 'jsonb':
        return JSON.stringify(value);
      default:
        return String(value);
    }
  } catch {
    throw new IndexQueryError(`expected a ${column.type} for ${column.name}, got ${JSON.stringify(value)}`);
  }
}

function boundedInt(value: number | null | undefined, name: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0) throw new IndexQueryError(`${name} must be a whole number ≥ 0, got ${value}`);
  return value;
}

function distinctColumns(table: IndexTable, distinctOn: RowsArgs['distinct_on']): string[] {
  if (distinctOn === null || distinctOn === undefined) return [];
  return (Array.isArray(distinctOn) ? distinctOn : [distinctOn]).map((name) => columnOf(table, String(name)).name);
}

/**
 * When every distinct and order column is never null and a plain column of the table: the condition that a
 * row (alias given) comes before `alias`'s row in the order, among rows of the same distinct values.
 */
function firstInOrder(
  table: IndexTable,
  distinct: readonly string[],
  order: readonly string[],
  alias: string,
): ((other: string) => string) | null {
  const required = (name: string) => table.columns.some((col) => col.name === name && col.required === true);
  if (!distinct.every(required)) return null;
  const terms: { name: string; op: '<' | '>' }[] = [];
  const seen = new Set(distinct);
  for (const term of order) {
    const match = new RegExp(`^${alias}\\.(\\w+) (ASC|DESC)$`).exec(term);
    const name = match?.[1];
    if (match === null || name === undefined || !required(name)) return null;
    if (seen.has(name)) continue;
    seen.add(name);
    terms.push({ name, op: match[2] === 'ASC' ? '<' : '>' });
  }
  return (other) =>
    terms
      .map((term, i) =>
        [
          ...terms.slice(0, i).map((prev) => `${other}.${prev.name} = ${alias}.${prev.name}`),
          `${other}.${term.name} ${term.op} ${alias}.${term.name}`,
        ].join(' AND '),
      )
      .map((conjunction) => `(${conjunction})`)
      .join(' OR ') || '0';
}

/** The rows of a table the arguments select: at most MAX_ROWS, in `order_by` then primary key order. */
export function compileRows(tableName: string, args: RowsArgs): CompiledQuery {
  const table = indexTable(tableName);
  const compiler = new Compiler();
  const alias = compiler.alias();
  const where = compiler.where(table, args.where, alias);
  const order = [...compiler.orderBy(table, args.order_by, alias), ...table.primaryKey.map((name) => `${alias}.${name} ASC`)];
  const limit = Math.min(boundedInt(args.limit, 'limit') ?? MAX_ROWS, MAX_ROWS);
  const offset = boundedInt(args.offset, 'offset') ?? 0;
  const distinct = distinctColumns(table, args.distinct_on);
  const before = distinct.length === 0 ? null : firstInOrder(table, distinct, order, alias);
  // one row per distinct value is left: terms past an order_by that starts with the distinct columns
  // cannot reorder them, and without them an index in the distinct columns' order gives the order
  const leading = order.slice(0, distinct.length).map((term) => /^\w+\.(\w+) /.exec(term)?.[1]);
  const distinctOrder = distinct.every((name) => leading.includes(name)) ? order.slice(0, distinct.length) : order;
  const from = `${sqlTableName(table.name)} ${alias}`;
  let sql: string;
  if (distinct.length === 0 && offset > 0) {
    return compileDeferred(table, args, limit, offset);
  } else if (distinct.length === 0) {
    sql = `SELECT ${alias}.* FROM ${from} WHERE ${where} ORDER BY ${order.join(', ')} LIMIT ${compiler.param(limit)} OFFSET ${compiler.param(offset)}`;
  } else if (before !== null) {
    // Hasura: the first row of each distinct value in order_by's order. A row is first when no row the
    // same `where` selects, with the same distinct values, comes before it: one index probe per row, so a
    // page costs its rows, not the table's (the window below ranks every row the `where` selects)
    const inner = compiler.alias();
    const innerWhere = compiler.where(table, args.where, inner);
    const same = distinct.map((name) => `${inner}.${name} = ${alias}.${name}`).join(' AND ');
    const first = `WHERE ${where} AND NOT EXISTS (SELECT 1 FROM ${sqlTableName(table.name)} ${inner} WHERE ${innerWhere} AND ${same} AND (${before(inner)}))`;
    const paging = `ORDER BY ${distinctOrder.join(', ')} LIMIT ${compiler.param(limit)} OFFSET ${compiler.param(offset)}`;
    if (offset === 0) sql = `SELECT ${alias}.* FROM ${from} ${first} ${paging}`;
    else {
      // past an offset, the skipped rows' primary keys only (compileDeferred)
      const key = (name: string) => table.primaryKey.map((column) => `${name}.${column}`).join(', ');
      const page = compiler.alias();
      const outerOrder = distinctOrder.map((term) => term.replace(new RegExp(`^${alias}\\.`), `${page}.`));
      sql = `SELECT ${page}.* FROM ${sqlTableName(table.name)} ${page} WHERE (${key(page)}) IN (SELECT ${key(alias)} FROM ${from} ${first} ${paging}) ORDER BY ${outerOrder.join(', ')}`;
    }
  } else {
    // Hasura: the first row of each distinct value in order_by's order
    const partition = distinct.map((name) => `${alias}.${name}`).join(', ');
    const ranked = `SELECT ${alias}.*, row_number() OVER (PARTITION BY ${partition} ORDER BY ${order.join(', ')}) AS rn__ FROM ${from} WHERE ${where}`;
    const outer = order.map((term) => term.replace(new RegExp(`\\b${alias}\\.`, 'g'), 'd.'));
    sql = `SELECT d.* FROM (${ranked}) d WHERE d.rn__ = 1 ORDER BY ${outer.join(', ')} LIMIT ${compiler.param(limit)} OFFSET ${compiler.param(offset)}`;
  }
  return { sql, params: compiler.params };
}

/**
 * A page past an offset: the skipped rows are walked in an index only (their primary keys), and just the
 * page's rows are read whole. Offset 60,000 of the registry by key: 1.5 s read whole, 37 ms so.
 */
function compileDeferred(table: IndexTable, args: RowsArgs, limit: number, offset: number): CompiledQuery {
  const compiler = new Compiler();
  const outer = compiler.alias();
  const inner = compiler.alias();
  const where = compiler.where(table, args.where, inner);
  const orderOf = (alias: string) => [
    ...compiler.orderBy(table, args.order_by, alias),
    ...table.primaryKey.map((name) => `${alias}.${name} ASC`),
  ];
  const key = (alias: string) => table.primaryKey.map((name) => `${alias}.${name}`).join(', ');
  const name = sqlTableName(table.name);
  const page = `SELECT ${key(inner)} FROM ${name} ${inner} WHERE ${where} ORDER BY ${orderOf(inner).join(', ')} LIMIT ${compiler.param(limit)} OFFSET ${compiler.param(offset)}`;
  return {
    sql: `SELECT ${outer}.* FROM ${name} ${outer} WHERE (${key(outer)}) IN (${page}) ORDER BY ${orderOf(outer).join(', ')}`,
    params: compiler.params,
  };
}

/** The count `<t>_aggregate { aggregate { count } }` answers: the rows the same arguments select (limit uncapped: a count returns no rows). */
export function compileCount(tableName: string, args: RowsArgs): CompiledQuery {
  const table = indexTable(tableName);
  const compiler = new Compiler();
  const alias = compiler.alias();
  const where = compiler.where(table, args.where, alias);
  const limit = boundedInt(args.limit, 'limit');
  const offset = boundedInt(args.offset, 'offset') ?? 0;
  const distinct = distinctColumns(table, args.distinct_on);
  const select = distinct.length === 0 ? '1' : `DISTINCT ${distinct.map((name) => `${alias}.${name}`).join(', ')}`;
  const inner = `SELECT ${select} FROM ${sqlTableName(table.name)} ${alias} WHERE ${where}`;
  const paged = limit === null && offset === 0 ? inner : `${inner} LIMIT ${compiler.param(limit ?? -1)} OFFSET ${compiler.param(offset)}`;
  return { sql: `SELECT count(*) AS count FROM (${paged})`, params: compiler.params };
}

/** The row of a relationship's target table (its key is unique there). */
export function compileRelated(tableName: string, remote: string): CompiledQuery {
  const table = indexTable(tableName);
  const column = columnOf(table, remote);
  return { sql: `SELECT * FROM ${sqlTableName(table.name)} WHERE ${column.name} = ? LIMIT 1`, params: [] };
}
