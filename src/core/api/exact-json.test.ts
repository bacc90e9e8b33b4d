import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonExact } from './exact-json';

describe('parseJsonExact', () => {
  it('reads integers past 2^53 exactly, as strings', () => {
    expect(parseJsonExact('{"amount":18446744073709551615,"n":-3,"f":1.5,"s":"12345678901234567890"}')).toEqual({
      amount: '18446744073709551615',
      n: '-3',
      f: 1.5,
      s: '12345678901234567890',
    });
  });

  it('leaves digits inside strings alone, escapes included', () => {
    expect(parseJsonExact('["a\\"1:2,", 3]')).toEqual(['a"1:2,', '3']);
  });

  it('agrees with JSON.parse on any JSON, integers as their digits', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const asDigits = JSON.parse(text, (_key, v: unknown) => (typeof v === 'number' && /^-?\d+$/.test(String(v)) ? String(v) : v));
        const exact = parseJsonExact(text);
        expect(JSON.stringify(exact)).toBe(JSON.stringify(asDigits));
      }),
    );
  });
});
