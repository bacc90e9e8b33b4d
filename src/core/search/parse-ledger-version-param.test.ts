import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLedgerVersionParam } from './parse-ledger-version-param';

describe('parseLedgerVersionParam', () => {
  it.each([
    ['0', 0n],
    ['00120', 120n],
    ['18446744073709551615', 18446744073709551615n],
  ])('accepts %s', (input, version) => {
    expect(parseLedgerVersionParam(input)).toEqual({ ok: true, value: version });
  });

  it.each([
    ['', undefined, /empty/],
    ['-1', 0, /"-" is not a decimal digit/],
    ['abc', 0, /"a" is not a decimal digit/],
    ['1.5', 1, /"\." is not a decimal digit/],
    ['12 ', 2, /" " is not a decimal digit/],
    ['18446744073709551616', undefined, /largest u64/],
  ])('rejects %j at %i', (input, position, reason) => {
    const result = parseLedgerVersionParam(input);
    expect(result).toMatchObject({ ok: false, position });
    if (!result.ok) expect(result.message).toMatch(reason);
  });

  it('round-trips every u64 exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 18446744073709551615n }), (value) => {
        expect(parseLedgerVersionParam(value.toString())).toEqual({ ok: true, value });
      }),
    );
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = parseLedgerVersionParam(input);
        if (!result.ok) expect(result.message).toMatch(/^Invalid integer/);
      }),
    );
  });
});
