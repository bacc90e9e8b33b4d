import { fail, ok, type Result } from '../result';
import { isJsonObject, jsonProblem, MAX_JSON_DEPTH } from './json-walk';
import type { MoveResource } from './schemas';
import { isRecord } from './wire-body-parse';

/**
 * A parsed resource body, checked as envelope (`type` string, `data` object) plus a cheap walk of
 * `data`, not the deep schema: resources can be megabytes (docs/demo-chain.md, `showcase::Large`).
 */
export function parseMoveResource(value: unknown): Result<MoveResource> {
  if (!isRecord(value)) return fail('resource is not an object');
  const { type, data } = value;
  // moveStructTagSchema: any non-empty string
  if (typeof type !== 'string' || type === '') return fail('resource "type" is not a struct tag string');
  if (!isJsonObject(data)) {
    const tooDeep = typeof data === 'object' && data !== null && jsonProblem(data) === 'too_deep';
    return fail(
      tooDeep ? `resource "data" nests deeper than ${MAX_JSON_DEPTH.toLocaleString('en')} levels` : 'resource "data" is not a JSON object',
    );
  }
  return ok({ type, data });
}

export function parseMoveResourceList(value: unknown): Result<MoveResource[]> {
  if (!Array.isArray(value)) return fail('resource list is not an array');
  const resources: MoveResource[] = [];
  for (const [index, item] of value.entries()) {
    const parsed = parseMoveResource(item);
    if (!parsed.ok) return fail(`item ${index}: ${parsed.message}`);
    resources.push(parsed.value);
  }
  return ok(resources);
}
