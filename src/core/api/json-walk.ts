import type { JsonValue } from './schemas';

/**
 * True when `value` is plain JSON all the way down. An iterative walk, cheap next to a deep
 * zod parse, and safe on very deep values: what a 5 MB resource body gets instead of a schema.
 */
export function isJsonValue(value: unknown): value is JsonValue {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item === null || typeof item === 'string' || typeof item === 'boolean') continue;
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return false;
      continue;
    }
    if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
      continue;
    }
    if (!isPlainObject(item)) return false;
    for (const member of Object.values(item)) pending.push(member);
  }
  return true;
}

export function isJsonObject(value: unknown): value is { [key: string]: JsonValue } {
  return isPlainObject(value) && isJsonValue(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
