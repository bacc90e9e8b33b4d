import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  apiErrorBodySchema,
  ERROR_CODES,
  errorCodeSchema,
  hexBytesSchema,
  ledgerInfoBodySchema,
  moveResourceListSchema,
  moveResourceSchema,
  rawTableItemRequestSchema,
  u64StringSchema,
} from './schemas';

describe('u64StringSchema', () => {
  it.each(['0', '1', '18446744073709551615'])('accepts %j', (value) => {
    expect(u64StringSchema.safeParse(value).success).toBe(true);
  });
  it.each(['', '-1', '1.5', 'abc', '01', ' 1', '18446744073709551616', '99999999999999999999', 1])('rejects %j', (value) => {
    expect(u64StringSchema.safeParse(value).success).toBe(false);
  });
  it('accepts the decimal form of every u64', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (n) => u64StringSchema.safeParse(n.toString()).success));
  });
});

describe('hexBytesSchema', () => {
  it.each(['0x', '', '0x00', '0xABcd', 'abcd', '0x0000000000000000000000000000000000000000000000000000000000000001'])(
    'accepts %j',
    (value) => expect(hexBytesSchema.safeParse(value).success).toBe(true),
  );
  it.each(['0x0', '0xzz', '0X00', '00x1', '0x 00'])('rejects %j', (value) => {
    expect(hexBytesSchema.safeParse(value).success).toBe(false);
  });
});

describe('addressSchema', () => {
  it.each(['0x1', '0xA550C18', 'a550c18', `0x${'0'.repeat(63)}1`])('accepts %j', (value) => {
    expect(addressSchema.safeParse(value).success).toBe(true);
  });
  // docs/api.md#parameters-and-types: `0xzz`, `00x1`, `0x`, more than 64 digits and `0X1` are malformed
  it.each(['0xzz', '00x1', '0x', '', `0x${'1'.repeat(65)}`, '0X1'])('rejects %j', (value) => {
    expect(addressSchema.safeParse(value).success).toBe(false);
  });
});

describe('error body', () => {
  it('holds the 22 codes of the description', () => {
    expect(ERROR_CODES).toHaveLength(22);
    expect(errorCodeSchema.safeParse('version_pruned').success).toBe(true);
    expect(errorCodeSchema.safeParse('teapot').success).toBe(false);
  });
  it.each([
    { message: 'gone', error_code: 'version_pruned', vm_error_code: null },
    { message: 'gone', error_code: 'version_pruned' },
    { message: 'vm', error_code: 'vm_error', vm_error_code: 4016 },
  ])('accepts %j', (body) => expect(apiErrorBodySchema.safeParse(body).success).toBe(true));
  it.each([
    { message: 'x' },
    { error_code: 'internal_error' },
    { message: 'x', error_code: 'internal_error', vm_error_code: '5' },
    { message: 'x', error_code: 'internal_error', vm_error_code: -1 },
  ])('rejects %j', (body) => expect(apiErrorBodySchema.safeParse(body).success).toBe(false));
});

describe('resources', () => {
  const resource = { type: '0x1::chain_id::ChainId', data: { id: 4, nested: { v: ['1', true, null] } } };
  it('accepts a resource and a list of them', () => {
    expect(moveResourceSchema.parse(resource)).toEqual(resource);
    expect(moveResourceListSchema.parse([resource, resource])).toHaveLength(2);
    expect(moveResourceListSchema.parse([])).toEqual([]);
  });
  it.each([{ type: '0x1::a::B' }, { type: 1, data: {} }, { type: '0x1::a::B', data: [] }, { type: '', data: {} }])('rejects %j', (value) =>
    expect(moveResourceSchema.safeParse(value).success).toBe(false),
  );
  it('raw table item request needs a hex key', () => {
    expect(rawTableItemRequestSchema.safeParse({ key: '0x0500000000000000' }).success).toBe(true);
    expect(rawTableItemRequestSchema.safeParse({ key: '0x5' }).success).toBe(false);
    expect(rawTableItemRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('ledgerInfoBodySchema', () => {
  const body = {
    chain_id: 4,
    epoch: '3',
    ledger_version: '20123',
    oldest_ledger_version: '11000',
    ledger_timestamp: '1767225600000000',
    node_role: 'full_node',
    oldest_block_height: '800',
    block_height: '4400',
  };
  it('accepts the GET /v1 body and drops members it does not know', () => {
    expect(ledgerInfoBodySchema.parse({ ...body, git_hash: 'abc' })).toEqual(body);
  });
  it.each([
    ['chain_id', 256],
    ['chain_id', '4'],
    ['ledger_version', 20123],
    ['epoch', '-1'],
    ['node_role', undefined],
  ])('rejects %s = %j', (member, value) => {
    expect(ledgerInfoBodySchema.safeParse({ ...body, [member]: value }).success).toBe(false);
  });
});
