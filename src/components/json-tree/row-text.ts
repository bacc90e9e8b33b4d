import { isContainer, type JsonValue } from '../../core/move/json';

/** Longest string shown in a row; the full value stays available through "copy value". */
export const MAX_SHOWN_CHARS = 2_000;

/**
 * How a primitive appears in a row. Strings are quoted and escaped exactly as JSON writes
 * them, so u64/u128/u256 decimal strings are shown digit for digit, never through Number.
 */
export function primitiveText(value: JsonValue): string {
  if (isContainer(value)) return '';
  if (typeof value !== 'string') return String(value);
  if (value.length <= MAX_SHOWN_CHARS) return JSON.stringify(value);
  const shown = JSON.stringify(value.slice(0, MAX_SHOWN_CHARS));
  return `${shown.slice(0, -1)}…" (${value.length - MAX_SHOWN_CHARS} more characters)`;
}

export type PrimitiveKind = 'string' | 'number-string' | 'number' | 'boolean' | 'null';

export function primitiveKind(value: string | number | boolean | null): PrimitiveKind {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  return /^\d+$/.test(value) ? 'number-string' : 'string';
}

/** `{3 fields}` / `[50000 items]` for a container row. */
export function containerSummary(value: JsonValue, childCount: number): string {
  if (Array.isArray(value)) return `[${childCount} ${childCount === 1 ? 'item' : 'items'}]`;
  return `{${childCount} ${childCount === 1 ? 'field' : 'fields'}}`;
}

/** The JSON text that "copy value" puts on the clipboard. */
export function valueAsJsonText(value: JsonValue): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value, null, 2) : JSON.stringify(value);
}
