import type { JsonValue } from './schemas';

/**
 * The deepest nesting the explorer accepts from a node. Move bounds a value's depth (128 in the VM), and
 * its JSON adds at most a level or two per Move level (an Option is `{vec: [...]}`): 1,000 is far above
 * any real resource, and far below what overflows the recursive code that handles values afterwards
 * (a 100,000-deep body crashed the resource page with "Maximum call stack size exceeded").
 */
export const MAX_JSON_DEPTH = 1_000;

/** Why `value` is not plain JSON of bounded depth, or null when it is. An iterative walk, safe on very deep values. */
export function jsonProblem(value: unknown, maxDepth: number = MAX_JSON_DEPTH): 'not_json' | 'too_deep' | null {
  const pending: unknown[] = [value];
  const depths: number[] = [0];
  while (pending.length > 0) {
    const item = pending.pop();
    const depth = depths.pop() ?? 0;
    if (item === null || typeof item === 'string' || typeof item === 'boolean') continue;
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return 'not_json';
      continue;
    }
    if (depth >= maxDepth) return 'too_deep';
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        pending.push(item[i]);
        depths.push(depth + 1);
      }
      continue;
    }
    if (!isPlainObject(item)) return 'not_json';
    // for…in on a plain object sees exactly its own enumerable members, without allocating an array
    for (const key in item) {
      pending.push(item[key]);
      depths.push(depth + 1);
    }
  }
  return null;
}

/**
 * True when `value` is plain JSON all the way down, nested at most MAX_JSON_DEPTH deep: cheap next to
 * a deep zod parse, what a 4 MB resource body gets instead of a schema.
 */
export function isJsonValue(value: unknown): value is JsonValue {
  return jsonProblem(value) === null;
}

export function isJsonObject(value: unknown): value is { [key: string]: JsonValue } {
  return isPlainObject(value) && isJsonValue(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
