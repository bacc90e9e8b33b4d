import { describe, expect, it } from 'vitest';
import { MoveInputError, tryParse } from './errors';
import { parseU64 } from './integers';

describe('MoveInputError', () => {
  it('names the input, the reason and the position in plain words', () => {
    const error = new MoveInputError('type_tag', 'expected_token', '0x1::x', "expected '::'", 6);
    expect(error.message).toBe(`Invalid type tag "0x1::x": expected '::' at position 6`);
    expect(error).toMatchObject({ name: 'MoveInputError', what: 'type_tag', reason: 'expected_token', position: 6, input: '0x1::x' });
    expect(error).toBeInstanceOf(Error);
  });

  it('leaves the position out when there is none', () => {
    expect(new MoveInputError('hex', 'odd_length', 'abc', 'an odd number of hex digits').message).toBe(
      'Invalid hex bytes "abc": an odd number of hex digits',
    );
  });
});

describe('tryParse', () => {
  it('answers the value, or the input error as a message, and re-throws anything else', () => {
    expect(tryParse(() => parseU64('42'))).toEqual({ ok: true, value: 42n });
    expect(tryParse(() => parseU64('-1'))).toEqual({ ok: false, message: expect.stringMatching(/^Invalid integer "-1"/) });
    expect(() =>
      tryParse(() => {
        throw new TypeError('a bug');
      }),
    ).toThrow(TypeError);
  });
});
