import { describe, expect, it } from 'vitest';
import { InvalidCursorError } from '../../chain/ledger-errors';
import { errorBodyText, mapError } from './error-mapper';
import { HttpApiError, badRequest } from './http-api-error';

class SqliteError extends Error {
  override name = 'SqliteError';
}

describe('mapError', () => {
  it.each([
    [
      new HttpApiError(410, 'version_pruned', 'Ledger version(5) has been pruned'),
      410,
      'version_pruned',
      'Ledger version(5) has been pruned',
    ],
    [badRequest('bad'), 400, 'web_framework_error', 'bad'],
    [new InvalidCursorError('not a cursor'), 400, 'web_framework_error', 'Invalid query parameter start: not a cursor'],
    [
      Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }),
      413,
      'web_framework_error',
      'Request body is too large',
    ],
    [Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), 415, 'web_framework_error', 'Unsupported Media Type'],
    [new SqliteError('database is locked'), 503, 'internal_error', 'The store cannot answer: database is locked'],
    [new TypeError('x is undefined'), 500, 'internal_error', 'Internal error: x is undefined'],
    ['a string', 500, 'internal_error', 'Internal error: a string'],
    [Object.assign(new Error('odd'), { statusCode: 502 }), 500, 'internal_error', 'Internal error: odd'],
  ])('%s → %i %s', (error, status, errorCode, message) => {
    expect(mapError(error)).toEqual({ status, errorCode, message });
  });
});

describe('errorBodyText', () => {
  it('is the contract’s error object with vm_error_code null', () => {
    expect(JSON.parse(errorBodyText({ status: 404, errorCode: 'resource_not_found', message: 'm "q"' }))).toEqual({
      message: 'm "q"',
      error_code: 'resource_not_found',
      vm_error_code: null,
    });
  });
});

describe('a view function abort', () => {
  it('carries its code in vm_error_code', () => {
    const mapped = mapError(new HttpApiError(400, 'invalid_input', 'Move abort in 0xcafe::showcase: E_NAME_NOT_FOUND(0x1): …', 1));
    expect(JSON.parse(errorBodyText(mapped))).toEqual({
      message: 'Move abort in 0xcafe::showcase: E_NAME_NOT_FOUND(0x1): …',
      error_code: 'invalid_input',
      vm_error_code: 1,
    });
  });
});
