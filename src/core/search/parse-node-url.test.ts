import { describe, expect, it } from 'vitest';
import { parseNodeUrl } from './parse-node-url';

describe('parseNodeUrl', () => {
  it.each([
    ['http://127.0.0.1:8080/v1', 'http://127.0.0.1:8080/v1'],
    ['http://127.0.0.1:8080/v1/', 'http://127.0.0.1:8080/v1'],
    [' https://fullnode.example.com/v1 ', 'https://fullnode.example.com/v1'],
    ['https://example.com/api/v1', 'https://example.com/api/v1'],
  ])('accepts %s', (input, node) => {
    expect(parseNodeUrl(input)).toEqual({ ok: true, value: node });
  });

  it.each([
    ['127.0.0.1:8080/v1', /not a URL|protocol/],
    ['ftp://example.com/v1', /protocol/],
    ['http://example.com/', /ends in \/v1/],
    ['http://example.com/v1?x=1', /no query/],
    ['', /not a URL/],
  ])('rejects %s', (input, reason) => {
    const result = parseNodeUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(reason);
  });
});
