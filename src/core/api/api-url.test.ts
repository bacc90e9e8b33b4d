import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-url';
import { ACCOUNT_RESOURCE, endpointCall } from './endpoints';

describe('apiUrl', () => {
  it.each([
    ['http://127.0.0.1:8080/v1', '', undefined, 'http://127.0.0.1:8080/v1'],
    ['http://127.0.0.1:8080/v1/', '/accounts/0x1/resources', undefined, 'http://127.0.0.1:8080/v1/accounts/0x1/resources'],
    ['https://node.example/v1', 'spec.json', undefined, 'https://node.example/v1/spec.json'],
    [
      'http://n/v1',
      '/accounts/0x1/resources',
      { limit: 10, start: undefined, ledger_version: 5n },
      'http://n/v1/accounts/0x1/resources?limit=10&ledger_version=5',
    ],
    ['http://n/v1', '/x', { ledger_version: 18446744073709551615n }, 'http://n/v1/x?ledger_version=18446744073709551615'],
    ['http://n/v1', '/x', { start: 'a b&c', skip: null }, 'http://n/v1/x?start=a+b%26c'],
  ] as const)('%s + %j', (node, path, query, expected) => {
    expect(apiUrl(node, path, query)).toBe(expected);
  });
});

describe('endpointCall', () => {
  // a path parameter is one segment: percent-encoded whole
  const pathSegment = (tag: string) =>
    endpointCall(ACCOUNT_RESOURCE, { address: '0x1', resource_type: tag }).path.slice('/accounts/0x1/resource/'.length);
  it('percent-encodes type tags', () => {
    expect(pathSegment('0x1::coin::CoinStore<0x1::native_coin::NativeCoin>')).toBe(
      '0x1%3A%3Acoin%3A%3ACoinStore%3C0x1%3A%3Anative_coin%3A%3ANativeCoin%3E',
    );
    expect(pathSegment('0x1::a::B<u8, vector<u64>>')).toBe('0x1%3A%3Aa%3A%3AB%3Cu8%2C%20vector%3Cu64%3E%3E');
    expect(decodeURIComponent(pathSegment('0x1::a::B<0x1/x?#>'))).toBe('0x1::a::B<0x1/x?#>');
  });
});
