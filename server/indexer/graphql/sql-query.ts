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
        // the column holds the value's JSON text, which is what Postgres' jsonb::text gives
        const cast = (value as Record<string, unknown>).String;
        if (cast !== undefined && cast !== null)
          parts.push(this.comparison({ ...column, type: 'String' }, alias, cast as Record<string, unknown>));
        continue;
      }
      if (op === '_ilike') {
        // SQLite's LIKE ignores ASCII case, as Postgres' ILIKE does; `\` escapes % and _ as in Postgres
        parts.push(`${ref} LIKE ${this.param(String(value))} ESCAPE '\\'`);
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
        terms.push(`${alias}.${columnOf(table, name).name} ${orderTerm(String(direction))}`);
      }
    }
    return terms;
  }
}

const COMPARISONS: Record<string, string> = { _eq: '=', _neq: '<>', _gt: '>', _gte: '>=', _lt: '<', _lte: '<=' };

function orderTerm(direction: string): string {
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
  const from = `${sqlTableName(table.name)} ${alias}`;
  let sql: string;
  if (distinct.length === 0) {
    sql = `SELECT ${alias}.* FROM ${from} WHERE ${where} ORDER BY ${order.join(', ')} LIMIT ${compiler.param(limit)} OFFSET ${compiler.param(offset)}`;
  } else {
    // Hasura: the first row of each distinct value in order_by's order
    const partition = distinct.map((name) => `${alias}.${name}`).join(', ');
    const ranked = `SELECT ${alias}.*, row_number() OVER (PARTITION BY ${partition} ORDER BY ${order.join(', ')}) AS rn__ FROM ${from} WHERE ${where}`;
    const outer = order.map((term) => term.replace(new RegExp(`\\b${alias}\\.`, 'g'), 'd.'));
    sql = `SELECT d.* FROM (${ranked}) d WHERE d.rn__ = 1 ORDER BY ${outer.join(', ')} LIMIT ${compiler.param(limit)} OFFSET ${compiler.param(offset)}`;
  }
  return { sql, params: compiler.params };
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
