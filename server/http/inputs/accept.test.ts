import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsBcs } from './accept';

describe('acceptsBcs', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['*/*', false],
    ['application/json', false],
    ['application/x-bcs', true],
    ['APPLICATION/X-BCS', true],
    ['application/x-bcs; charset=binary', true],
    ['application/json, application/x-bcs', false],
    ['application/x-bcs, application/json', true],
    ['application/json;q=0.5, application/x-bcs', true],
    ['application/x-bcs;q=0.5, application/json;q=0.9', false],
    ['application/x-bcs;q=0.9, application/json;q=0.9', true],
    ['application/json;q=0, application/x-bcs;q=0.1', true],
    ['application/x-bcs;q=0', false],
    ['text/html, */*;q=0.8, application/x-bcs;q=0.7', true],
    ['application/x-bcs;q=abc', false],
    ['application/x-bcsx', false],
  ])('%j → BCS %s', (accept, expected) => {
    expect(acceptsBcs(accept)).toBe(expected);
  });

  it('never throws and only picks BCS when x-bcs is listed', () => {
    fc.assert(
      fc.property(fc.string(), (accept) => {
        const bcs = acceptsBcs(accept);
        if (bcs) expect(accept.toLowerCase()).toContain('application/x-bcs');
      }),
    );
  });
});
