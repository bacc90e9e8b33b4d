// The JSON values the API carries (resource data, decoded table values).
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonContainer = JsonValue[] | { [key: string]: JsonValue };

/** An array or an object: a value with members. */
export function isContainer(value: JsonValue | undefined): value is JsonContainer {
  return typeof value === 'object' && value !== null;
}

/** A member of an object or an element of an array; undefined where there is none. */
export function childOf(value: JsonValue | undefined, key: string | number): JsonValue | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) return typeof key === 'number' ? value[key] : undefined;
  return Object.hasOwn(value, String(key)) ? value[String(key)] : undefined;
}
