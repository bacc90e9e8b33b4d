import type { JsonValue } from '../../core/move/json';

export type JsonContainer = JsonValue[] | { [key: string]: JsonValue };

export function isContainer(value: JsonValue): value is JsonContainer {
  return typeof value === 'object' && value !== null;
}
