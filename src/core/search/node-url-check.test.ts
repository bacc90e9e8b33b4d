import { describe, expect, it } from 'vitest';
import { checkNodeUrl, mixedContentProblem } from './node-url-check';

describe('checkNodeUrl', () => {
  it.each([
    ['http://127.0.0.1:9000/v1/', 'http:', 'http://127.0.0.1:9000/v1'],
    ['https://node.example.com/v1', 'https:', 'https://node.example.com/v1'],
    ['http://localhost:8080/v1', 'https:', 'http://localhost:8080/v1'],
    ['http://127.0.0.1:8080/v1', 'https:', 'http://127.0.0.1:8080/v1'],
    ['http://[::1]:8080/v1', 'https:', 'http://[::1]:8080/v1'],
    ['http://node.example.com/v1', 'http:', 'http://node.example.com/v1'],
  ])('accepts %s on an %s page', (input, protocol, node) => {
    expect(checkNodeUrl(input, protocol)).toEqual({ ok: true, value: node });
  });

  it.each([
    ['http://node.example.com/v1', 'https:', /loaded over https.*plain-http node http:\/\/node\.example\.com\/v1/],
    ['http://10.0.0.5:8080/v1', 'https:', /browsers block it/],
    ['https://node.example.com/', 'http:', /ends in \/v1/],
    ['https://node.example.com/v2', 'http:', /ends in \/v1/],
    ['node.example.com/v1', 'http:', /not a URL|protocol/],
    ['javascript:alert(1)//v1', 'http:', /protocol javascript:/],
    ['https://node.example.com/v1?key=1', 'http:', /no query/],
    ['', 'http:', /not a URL/],
  ])('rejects %s on an %s page', (input, protocol, reason) => {
    const result = checkNodeUrl(input, protocol);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(reason);
  });
});

describe('mixedContentProblem', () => {
  it('never objects on an http page', () => {
    expect(mixedContentProblem('http:', 'http://node.example.com/v1')).toBeNull();
  });
  it('objects to a remote plain-http node from https', () => {
    expect(mixedContentProblem('https:', 'http://node.example.com/v1')).toMatch(/https/);
  });
});
