import type { JsonValue } from './schemas';

/**
 * True when `value` is plain JSON all the way down. An iterative walk, cheap next to a deep
 * zod parse, and safe on very deep values: what a 4 MB resource body gets instead of a schema.
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
      for (let i = 0; i < item.length; i++) pending.push(item[i]);
      continue;
    }
    if (!isPlainObject(item)) return false;
    // for…in on a plain object sees exactly its own enumerable members, without allocating an array
    for (const key in item) pending.push(item[key]);
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
