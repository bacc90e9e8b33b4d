/**
 * The JSON shape the tree shows. Structurally the same as the core's JsonValue
 * (src/core/move), declared here so the component does not depend on the decoder.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export type JsonContainer = JsonValue[] | { [key: string]: JsonValue };

export function isContainer(value: JsonValue): value is JsonContainer {
  return typeof value === 'object' && value !== null;
}
