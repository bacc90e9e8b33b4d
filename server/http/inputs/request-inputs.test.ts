import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_LIMIT } from '../../../src/core/api/endpoints';
import { HttpApiError } from '../errors/http-api-error';
import {
  parseAddressParam,
  parseChoiceQuery,
  parseIdentifierParam,
  parseLedgerVersionQuery,
  parseLimitQuery,
  parseRawItemBody,
  parseStartQuery,
  parseStructTagParam,
  parseU64Query,
  singleQueryValue,
} from './request-inputs';

const is400 = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpApiError && error.status === 400 && error.errorCode === 'web_framework_error';
  }
  return false;
};

describe('parseAddressParam', () => {
  it.each([
    ['0xCAFE', '0xcafe'],
    ['cafe', '0xcafe'],
    ['0x0001', '0x1'],
    [`0x${'0'.repeat(63)}1`, '0x1'],
    ['0', '0x0'],
  ])('%s → %s', (input, text) => {
    expect(parseAddressParam('address', input).text).toBe(text);
  });
  it.each(['', '0x', '0X1', '00x1', '0xzz', `0x${'1'.repeat(65)}`])('rejects %j', (input) => {
    expect(is400(() => parseAddressParam('address', input))).toBe(true);
  });
});

describe('parseStructTagParam', () => {
  it('normalises', () => {
    expect(parseStructTagParam('resource_type', '0x0001::coin::CoinStore< 0x1::native_coin::NativeCoin >').text).toBe(
      '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>',
    );
  });
  it.each(['u64', '0x1::GUID_Generator', 'std::x::Y', ''])('rejects %j', (input) => {
    expect(is400(() => parseStructTagParam('resource_type', input))).toBe(true);
  });
});

describe('parseLedgerVersionQuery', () => {
  it('is undefined when absent', () => {
    expect(parseLedgerVersionQuery(undefined)).toBeUndefined();
  });
  it('reads every u64', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (value) => {
        expect(parseLedgerVersionQuery(value.toString())).toBe(value);
      }),
    );
  });
  it.each(['', '-1', 'abc', '1.5', '18446744073709551616', '1e3', ' 1', '1 ', '+1', '0x1', '１', '99999999999999999999'])(
    'rejects %j',
    (input) => {
      expect(is400(() => parseLedgerVersionQuery(input))).toBe(true);
    },
  );
  it('reads decimal text as the core parser does, short (fast path) or long, leading zeros included', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,20}$/), (text) => {
        const value = BigInt(text);
        if (value <= (1n << 64n) - 1n) expect(parseLedgerVersionQuery(text)).toBe(value);
        else expect(is400(() => parseLedgerVersionQuery(text))).toBe(true);
      }),
    );
    expect(parseLedgerVersionQuery('000000000000042')).toBe(42n);
    expect(parseLedgerVersionQuery('999999999999999')).toBe(999_999_999_999_999n);
    expect(parseLedgerVersionQuery('18446744073709551615')).toBe((1n << 64n) - 1n);
  });
});

describe('parseRawItemBody', () => {
  it('reads the key', () => {
    expect(parseRawItemBody({ key: '0x00FF' })).toEqual({ bytes: Uint8Array.from([0, 255]), text: '0x00ff' });
    expect(parseRawItemBody({ key: '' }).text).toBe('0x');
  });
  it.each([null, 'x', [], {}, { key: 5 }, { key: '0x1' }, { key: 'zz' }])('rejects %j', (body) => {
    expect(is400(() => parseRawItemBody(body))).toBe(true);
  });
});

describe('list queries', () => {
  it('limit defaults to 1000 and goes up to 9999', () => {
    expect(parseLimitQuery(undefined, PAGE_LIMIT)).toBe(1000);
    expect(parseLimitQuery('1', PAGE_LIMIT)).toBe(1);
    expect(parseLimitQuery('9999', PAGE_LIMIT)).toBe(9999);
  });
  it.each(['0', '10000', '-1', '1.5', 'x', ''])('rejects limit %j', (input) => {
    expect(is400(() => parseLimitQuery(input, PAGE_LIMIT))).toBe(true);
  });
  it('start is opaque but not empty', () => {
    expect(parseStartQuery(undefined)).toBeNull();
    expect(parseStartQuery('abc')).toBe('abc');
    expect(is400(() => parseStartQuery(''))).toBe(true);
  });
  it('a repeated query parameter is malformed', () => {
    expect(singleQueryValue({ a: '1' }, 'a')).toBe('1');
    expect(singleQueryValue({}, 'a')).toBeUndefined();
    expect(is400(() => singleQueryValue({ a: ['1', '2'] }, 'a'))).toBe(true);
  });
});

describe('inputs the endpoint table declares', () => {
  it('limit takes the bounds it is given', () => {
    expect(parseLimitQuery(undefined, { default: 100, max: 1000 })).toBe(100);
    expect(parseLimitQuery('1000', { default: 100, max: 1000 })).toBe(1000);
    expect(is400(() => parseLimitQuery('1001', { default: 100, max: 1000 }))).toBe(true);
  });
  it('a version parameter is a u64, named in the message', () => {
    expect(parseU64Query('start', undefined, 'a version (u64)')).toBeUndefined();
    expect(parseU64Query('start', '18446744073709551615', 'a version (u64)')).toBe((1n << 64n) - 1n);
    expect(() => parseU64Query('start', '-1', 'a version (u64)')).toThrow('Invalid query parameter start "-1": a version (u64)');
  });
  it('a choice is one of its words', () => {
    const order = { values: ['desc', 'asc'], default: 'desc' };
    expect(parseChoiceQuery('order', undefined, order)).toBe('desc');
    expect(parseChoiceQuery('order', 'asc', order)).toBe('asc');
    expect(() => parseChoiceQuery('order', 'up', order)).toThrow('Invalid query parameter order "up": asc or desc');
  });
  it('an identifier starts with a letter', () => {
    expect(parseIdentifierParam('module_name', 'coin_2')).toBe('coin_2');
    expect(is400(() => parseIdentifierParam('module_name', '2coin'))).toBe(true);
    expect(is400(() => parseIdentifierParam('module_name', 'a'.repeat(256)))).toBe(true);
  });
});
