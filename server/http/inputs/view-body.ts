// POST /v1/view's body (docs/api.md#view-functions): JSON `{function, type_arguments, arguments}`, or the
// BCS `ViewFunction` the TS SDK's `aptos.view` sends. Malformed as a body (not an object, a member of the
// wrong kind, bytes that are no ViewFunction, a type argument that is no type tag) → 400 web_framework_error;
// whether it fits the function is view-call.ts's to judge (400 invalid_input).
import type { FastifyRequest } from 'fastify';
import { VIEW_BCS_MEDIA_TYPE } from '../../../src/core/api/endpoints';
import type { JsonValue } from '../../../src/core/move/json';
import { parseTypeTag } from '../../../src/core/move/type-tag';
import { readViewPayload } from '../../../src/core/move/view-payload-bcs';
import type { ViewCall } from '../../chain/view-call';
import { badRequest } from '../errors/http-api-error';
import { errorMessage } from '../../../src/core/error-message';

function mediaTypeOf(request: FastifyRequest): string {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
}

export function parseViewBody(request: FastifyRequest): ViewCall {
  const body: unknown = request.body;
  if (mediaTypeOf(request) === VIEW_BCS_MEDIA_TYPE) {
    if (!(body instanceof Uint8Array)) throw badRequest('Failed to parse request body: expected BCS bytes');
    try {
      const payload = readViewPayload(body);
      return { function: payload.function, typeArguments: payload.typeArguments, arguments: { kind: 'bcs', values: payload.arguments } };
    } catch (error) {
      throw badRequest(`Failed to parse request body as a BCS ViewFunction: ${errorMessage(error)}`);
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Failed to parse request body: expected a JSON object with "function", "type_arguments" and "arguments"');
  }
  const fn: unknown = Reflect.get(body, 'function');
  const typeArgs: unknown = Reflect.get(body, 'type_arguments') ?? [];
  const args: unknown = Reflect.get(body, 'arguments') ?? [];
  if (typeof fn !== 'string') throw badRequest('Failed to parse request body: "function" must be a string such as "0x1::coin::balance"');
  if (!Array.isArray(typeArgs) || !typeArgs.every((item) => typeof item === 'string')) {
    throw badRequest('Failed to parse request body: "type_arguments" must be a list of type tags (strings)');
  }
  if (!Array.isArray(args)) throw badRequest('Failed to parse request body: "arguments" must be a list');
  const typeArguments = typeArgs.map((text: string, index) => {
    try {
      return parseTypeTag(text);
    } catch (error) {
      throw badRequest(`Failed to parse request body: type_arguments[${index}]: ${errorMessage(error)}`);
    }
  });
  return { function: fn, typeArguments, arguments: { kind: 'json', values: args as JsonValue[] } };
}
