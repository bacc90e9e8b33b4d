import type { JsonValue } from './json';
import { fail, ok, type Result } from '../result';
import { errorMessage } from '../error-message';

// JSON typed by a user for a key: integer literals are kept as decimal strings, because
// JSON.parse would round u64/u128/u256 values through Number (18446744073709551615 → …616).
// The core's encoder reads integers from decimal strings, so nothing else changes.

const TOKENS = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
const INTEGER = /^-?\d+$/;

export function parseLosslessJson(text: string): Result<JsonValue> {
  const quoted = text.replace(TOKENS, (token) => (INTEGER.test(token) ? `"${token}"` : token));
  try {
    const value: unknown = JSON.parse(quoted);
    return isJson(value) ? ok(value) : fail('not JSON');
  } catch (error) {
    return fail(errorMessage(error));
  }
}

function isJson(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') return true;
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value === 'object') return Object.values(value).every(isJson);
  return false;
}
