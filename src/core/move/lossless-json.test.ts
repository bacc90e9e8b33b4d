import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLosslessJson } from './lossless-json';

describe('parseLosslessJson', () => {
  it.each([
    ['18446744073709551615', '18446744073709551615'],
    ['[1, 2, 340282366920938463463374607431768211455]', ['1', '2', '340282366920938463463374607431768211455']],
    ['{"id": 7, "label": "n 12", "tags": ["a"]}', { id: '7', label: 'n 12', tags: ['a'] }],
    ['"quote \\" 5"', 'quote " 5'],
    ['[true, null, 1.5]', [true, null, 1.5]],
  ])('%s', (text, expected) => {
    expect(parseLosslessJson(text)).toEqual({ ok: true, value: expected });
  });

  it.each(['', '[1,', '{a: 1}', "'x'"])('rejects %j', (text) => {
    expect(parseLosslessJson(text).ok).toBe(false);
  });

  it('keeps every integer digit for digit and strings unchanged (property)', () => {
    const value = fc.array(fc.oneof(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), fc.string()), { maxLength: 5 });
    fc.assert(
      fc.property(value, (items) => {
        const text = `[${items.map((item) => (typeof item === 'bigint' ? item.toString() : JSON.stringify(item))).join(',')}]`;
        expect(parseLosslessJson(text)).toEqual({
          ok: true,
          value: items.map((item) => (typeof item === 'bigint' ? item.toString() : item)),
        });
      }),
    );
  });
});
