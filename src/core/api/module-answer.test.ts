import { describe, expect, it } from 'vitest';
import { ApiError, errorKindForStatus } from './errors';
import { moduleAnswerOf } from './module-answer';

// What a layout source learns from a module request's failure (the ABI path is covered by server/http/api-tests/api-layouts.test.ts).
const failing = (status: number, errorCode: string | null) => () =>
  Promise.reject(new ApiError({ kind: errorKindForStatus(status, errorCode), message: 'x', url: 'http://n/v1/m', status, errorCode }));

describe('moduleAnswerOf', () => {
  it.each([
    [404, 'module_not_found', 'module 0xcafe::nope does not exist at version 7'],
    [404, 'account_not_found', 'module 0xcafe::nope does not exist at version 7'],
    [404, 'web_framework_error', 'the node does not serve module ABIs (404 web_framework_error)'],
    [404, null, 'the node does not serve module ABIs (404 without an error code)'],
    [405, 'web_framework_error', 'the node does not serve module ABIs (405 web_framework_error)'],
    [501, null, 'the node does not serve module ABIs (501 without an error code)'],
  ] as const)('%i %s: a reason', async (status, code, message) => {
    expect(await moduleAnswerOf(failing(status, code), '0xcafe::nope', 7n)).toEqual({ ok: false, message });
  });

  it('re-throws what may pass: a version in the future, a 5xx', async () => {
    await expect(moduleAnswerOf(failing(404, 'version_not_found'), '0xcafe::nope', 7n)).rejects.toThrow(ApiError);
    await expect(moduleAnswerOf(failing(503, null), '0xcafe::nope', 7n)).rejects.toThrow(ApiError);
  });
});
