import { fail, ok, type Result } from '../result';
import { isJsonObject, jsonProblem, MAX_JSON_DEPTH } from './json-walk';
import { moveStructTagSchema, type MoveResource } from './schemas';

/**
 * A parsed resource body (moveResourceSchema): `type` by its schema, `data` by a cheap iterative walk
 * instead of the deep z.json() parse, which is slow on megabytes (docs/demo-chain.md, `showcase::Large`)
 * and recursive (a hostile 100,000-level body would overflow the stack).
 */
export function parseMoveResource(value: unknown): Result<MoveResource> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('resource is not an object');
  const type = 'type' in value ? value.type : undefined;
  const data = 'data' in value ? value.data : undefined;
  const tag = moveStructTagSchema.safeParse(type);
  if (!tag.success) return fail('resource "type" is not a struct tag string');
  if (!isJsonObject(data)) {
    const tooDeep = typeof data === 'object' && data !== null && jsonProblem(data) === 'too_deep';
    return fail(tooDeep ? `resource "data" nests deeper than ${MAX_JSON_DEPTH.toLocaleString('en')} levels` : 'resource "data" is not a JSON object');
  }
  return ok({ type: tag.data, data });
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
