import { isJsonObject, jsonProblem, MAX_JSON_DEPTH } from './json-walk';
import type { MoveResource } from './schemas';
import { isMoveStructTagString } from './wire-body-parse';

/**
 * A parsed resource body, checked as envelope (`type` string, `data` object) plus a cheap walk of
 * `data`, not the deep schema: resources can be megabytes (docs/demo-chain.md, `showcase::Large`).
 * Returns the reason when the value is not a resource.
 */
export function parseMoveResource(value: unknown): { ok: true; resource: MoveResource } | { ok: false; reason: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'resource is not an object' };
  }
  const type = 'type' in value ? value.type : undefined;
  const data = 'data' in value ? value.data : undefined;
  if (!isMoveStructTagString(type)) return { ok: false, reason: 'resource "type" is not a struct tag string' };
  if (!isJsonObject(data)) {
    const tooDeep = typeof data === 'object' && data !== null && jsonProblem(data) === 'too_deep';
    return { ok: false, reason: tooDeep ? `resource "data" nests deeper than ${MAX_JSON_DEPTH.toLocaleString('en')} levels` : 'resource "data" is not a JSON object' };
  }
  return { ok: true, resource: { type, data } };
}

export function parseMoveResourceList(
  value: unknown,
): { ok: true; resources: MoveResource[] } | { ok: false; reason: string } {
  if (!Array.isArray(value)) return { ok: false, reason: 'resource list is not an array' };
  const resources: MoveResource[] = [];
  for (const [index, item] of value.entries()) {
    const parsed = parseMoveResource(item);
    if (!parsed.ok) return { ok: false, reason: `item ${index}: ${parsed.reason}` };
    resources.push(parsed.resource);
  }
  return { ok: true, resources };
}
