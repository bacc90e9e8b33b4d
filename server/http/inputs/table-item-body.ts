// POST /v1/tables/{h}/item's body (docs/api.md#table-items): `{"key_type", "value_type", "key"}`. Not an
// object, or a member missing or of the wrong kind → 400 web_framework_error (as a JSON body that does not
// fit aptos-core's `TableItemRequest`); whether the types parse and the key fits its type is the route's
// to judge (400 invalid_input; the types before the version, the key after it, in real nodes' order).
import type { JsonValue } from '../../../src/core/move/json';
import { badRequest } from '../errors/http-api-error';

export interface TableItemBody {
  keyType: string;
  valueType: string;
  key: JsonValue;
}

export function parseTableItemBody(body: unknown): TableItemBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Failed to parse request body: expected a JSON object with "key_type", "value_type" and "key"');
  }
  const keyType: unknown = Reflect.get(body, 'key_type');
  const valueType: unknown = Reflect.get(body, 'value_type');
  const key: unknown = Reflect.get(body, 'key');
  if (typeof keyType !== 'string') throw badRequest('Failed to parse request body: "key_type" must be a type tag (a string)');
  if (typeof valueType !== 'string') throw badRequest('Failed to parse request body: "value_type" must be a type tag (a string)');
  if (key === undefined) throw badRequest('Failed to parse request body: missing field "key"');
  return { keyType, valueType, key: key as JsonValue };
}
