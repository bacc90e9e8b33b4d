// Values between GraphQL (Hasura's scalars), SQLite (index-tables.ts: how each type is held) and the
// JSON answer, exactly: u64 … u256 amounts and versions are never a JS number on the way.
import { NUMERIC_DIGITS, type ColumnType } from './index-tables';

/** A number written into the JSON answer as its digits (JSON.stringify cannot write a bigint). */
export class RawNumber {
  constructor(readonly digits: string) {}
}

export type SqlValue = string | bigint | null;

/** A `numeric` as SQLite holds it: zero-padded digits (text order = numeric order). */
export function numericText(value: bigint): string {
  if (value < 0n) throw new RangeError(`numeric: negative values are not held (${value})`);
  const digits = value.toString();
  if (digits.length > NUMERIC_DIGITS) throw new RangeError(`numeric: more than ${NUMERIC_DIGITS} digits`);
  return digits.padStart(NUMERIC_DIGITS, '0');
}

/** ISO text without a zone, as Hasura writes Postgres' `timestamp` (microseconds when there are any). */
export function timestampText(usec: bigint): string {
  const ms = Number(usec / 1000n);
  const iso = new Date(ms).toISOString().slice(0, 19);
  const micros = usec % 1_000_000n;
  return micros === 0n ? iso : `${iso}.${micros.toString().padStart(6, '0')}`;
}

/** A column's stored value as the answer carries it. */
export function outputValue(type: ColumnType, stored: unknown): unknown {
  if (stored === null || stored === undefined) return null;
  switch (type) {
    case 'numeric':
      return new RawNumber(BigInt(String(stored)).toString());
    case 'bigint':
      return new RawNumber(String(stored));
    case 'Int':
      return Number(stored);
    case 'Boolean':
      return stored === 1n || stored === 1;
    case 'jsonb':
      return JSON.parse(String(stored)) as unknown;
    default:
      return String(stored);
  }
}

/** A JSON text of the answer, RawNumbers written as their digits. */
export function answerText(answer: unknown): string {
  const marker = '\u0000raw:';
  const text = JSON.stringify(answer, (_key, value: unknown) => (value instanceof RawNumber ? marker + value.digits : value));
  return text.replace(/"\\u0000raw:(-?\d+)"/g, '$1');
}
