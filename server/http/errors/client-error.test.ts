import { describe, expect, it } from 'vitest';
import { clientErrorResponse, mapClientError } from './client-error';

describe('mapClientError', () => {
  it.each([
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_HEADER_OVERFLOW', 431],
    ['HPE_INVALID_METHOD', 400],
    [undefined, 400],
  ])('%s → %i web_framework_error', (code, status) => {
    expect(mapClientError(code)).toMatchObject({ status, errorCode: 'web_framework_error' });
  });
});

describe('clientErrorResponse', () => {
  it('is a complete HTTP response whose Content-Length counts bytes', () => {
    const text = clientErrorResponse({ status: 408, errorCode: 'web_framework_error', message: 'slow ✓' }, { 'x-node-chain-id': '4' });
    const [head = '', body = ''] = text.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'HTTP/1.1 408 Request Timeout',
      'content-type: application/json; charset=utf-8',
      'cache-control: no-cache',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      'x-node-chain-id: 4',
    ]);
    expect(JSON.parse(body)).toEqual({ message: 'slow ✓', error_code: 'web_framework_error', vm_error_code: null });
  });
});
