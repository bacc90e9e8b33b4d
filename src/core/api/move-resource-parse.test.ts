import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJsonValue, jsonProblem, MAX_JSON_DEPTH } from './json-walk';
import { parseMoveResource, parseMoveResourceList } from './move-resource-parse';
import { moveResourceSchema, moveStructTagSchema } from './schemas';

describe('isJsonValue', () => {
  it.each([null, 1, 'x', true, [], {}, { a: [1, { b: null }] }, Object.create(null)])('accepts %j', (value) => {
    expect(isJsonValue(value)).toBe(true);
  });
  it.each([undefined, NaN, Infinity, 1n, () => 1, new Date(0), [1, undefined], { a: { b: Symbol('s') } }, new Map()])(
    'rejects %s',
    (value) => expect(isJsonValue(value)).toBe(false),
  );
  it('walks very deep values without overflowing the stack, and refuses those deeper than MAX_JSON_DEPTH', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonProblem(deep)).toBe('too_deep');
    expect(isJsonValue(deep)).toBe(false);
    let limit: unknown = 1;
    for (let i = 0; i < MAX_JSON_DEPTH; i++) limit = [limit];
    expect(isJsonValue(limit)).toBe(true);
    expect(isJsonValue([limit])).toBe(false);
  });
});

describe('parseMoveResource', () => {
  it('takes as its type what moveStructTagSchema takes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (type) => {
        expect(parseMoveResource({ type, data: {} }).ok).toBe(moveStructTagSchema.safeParse(type).success);
      }),
    );
  });
  it('returns the resource as the deep schema does', () => {
    const value = JSON.parse(
      '{"type":"0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>","data":{"decimals":8,"name":"Coin","supply":{"vec":["18446744073709551615"]}}}',
    );
    const parsed = parseMoveResource(value);
    expect(parsed).toEqual({ ok: true, value: moveResourceSchema.parse(value) });
  });
  it.each([
    [null, 'resource is not an object'],
    [[], 'resource is not an object'],
    [{ data: {} }, 'resource "type" is not a struct tag string'],
    [{ type: '0x1::a::B', data: 'x' }, 'resource "data" is not a JSON object'],
    [{ type: '0x1::a::B', data: [1] }, 'resource "data" is not a JSON object'],
  ])('rejects %j', (value, message) => {
    expect(parseMoveResource(value)).toEqual({ ok: false, message });
  });
  it('refuses a resource nested deeper than any Move value (a hostile node of 100,000 levels)', () => {
    const data = JSON.parse(`{"deep":${'['.repeat(100_000)}${']'.repeat(100_000)}}`) as unknown;
    expect(parseMoveResource({ type: '0x1::a::B', data })).toEqual({
      ok: false,
      message: 'resource "data" nests deeper than 1,000 levels',
    });
  });
  it('names the bad item of a list', () => {
    expect(
      parseMoveResourceList([
        { type: '0x1::a::B', data: {} },
        { type: 3, data: {} },
      ]),
    ).toEqual({
      ok: false,
      message: 'item 1: resource "type" is not a struct tag string',
    });
    expect(parseMoveResourceList({})).toEqual({ ok: false, message: 'resource list is not an array' });
  });
  it('is fast on a 50,000-entry resource (demo chain showcase::Large)', () => {
    const items = Array.from({ length: 50_000 }, (_, i) => ({ id: String(i), label: `entry ${i}`, tags: ['a', 'b'], owner: '0xcafe' }));
    const value = JSON.parse(JSON.stringify({ type: '0xcafe::showcase::Large', data: { items } }));
    const started = performance.now();
    expect(parseMoveResource(value).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
