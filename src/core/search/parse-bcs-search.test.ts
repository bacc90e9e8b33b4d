import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHexBytes } from '../move/hex';
import { parseSearch } from './parse-search';

// The search box's entries to the BCS inspector (parse-bcs-search.ts), through parseSearch as the box uses it.

const options = { servingNode: 'http://localhost:5173/v1' };
const TYPES: [string, string][] = [
  ['u64', 'u64'],
  ['vector<u8>', 'vector<u8>'],
  ['0x1::string::String', '0x1::string::String'],
  ['0xcafe::showcase::Entry', '0xcafe::showcase::Entry'],
  ['0x1::option::Option< vector<u64> >', '0x1::option::Option<vector<u64>>'],
  ['0x1::table::Table<address, u64>', '0x1::table::Table<address, u64>'],
];

function opened(input: string) {
  const result = parseSearch(input, options);
  if (!result.ok) throw new Error(`expected a target for ${input}, got ${result.message}`);
  return result.value.map((choice) => choice.target);
}

function failure(input: string) {
  const result = parseSearch(input, options);
  if (result.ok) throw new Error(`expected an error for ${input}`);
  return result;
}

describe('parseSearch: the BCS inspector', () => {
  it('the bcs word opens it with what follows', () => {
    expect(opened('bcs')).toEqual([{ kind: 'bcs' }]);
    expect(opened('  BCS 0x0700 ')).toEqual([{ kind: 'bcs', hex: '0x0700' }]);
    expect(opened('bcs 0x')).toEqual([{ kind: 'bcs', hex: '0x' }]);
    expect(opened('bcs 0xcafe::showcase::Entry')).toEqual([{ kind: 'bcs', type: '0xcafe::showcase::Entry' }]);
    expect(opened('bcs 0xcafe::showcase::Entry 0x07AB')).toEqual([{ kind: 'bcs', type: '0xcafe::showcase::Entry', hex: '0x07ab' }]);
  });

  it('hex longer than an address opens the bytes; an address or handle stays an account', () => {
    expect(opened(`0x${'ab'.repeat(33)}`)).toEqual([{ kind: 'bcs', hex: `0x${'ab'.repeat(33)}` }]);
    expect(opened('0x0700')).toEqual([{ kind: 'account', address: '0x700' }]);
    expect(opened(`0x${'0'.repeat(63)}1`)[0]).toEqual({ kind: 'account', address: '0x1' });
  });

  it('a type then bytes opens both; an address then a type is still a resource', () => {
    expect(opened('u64 0x0700000000000000')).toEqual([{ kind: 'bcs', type: 'u64', hex: '0x0700000000000000' }]);
    expect(opened('0xcafe 0xcafe::showcase::Showcase')).toEqual([
      { kind: 'resource', address: '0xcafe', resourceType: '0xcafe::showcase::Showcase' },
    ]);
    // an address then an address is no type then bytes: the resource form's error, as before
    expect(failure('0xcafe 0x1').message).toContain('Invalid type tag "0x1"');
  });

  it('an inspector URL pasted opens it', () => {
    expect(opened('http://localhost:5173/bcs?type=u8&hex=0x01')).toEqual([{ kind: 'bcs', type: 'u8', hex: '0x01' }]);
  });

  it('bad bytes or a bad type after the bcs word say where', () => {
    expect(failure('bcs u64 0x123')).toMatchObject({ reason: 'odd_length' });
    // the 'g' of `0x0g`: 8 (start of the word) + 3
    expect(failure('bcs u64 0x0g')).toMatchObject({ reason: 'not_hex', position: 11 });
    expect(failure('bcs vector<u8')).toMatchObject({ position: expect.any(Number) as number });
    expect(failure(`0x${'ab'.repeat(32)}a`)).toMatchObject({ reason: 'too_long' });
  });
});

describe('parseSearch: the BCS inspector, on random input', () => {
  const bytes = fc.uint8Array({ maxLength: 200 });
  const type = fc.constantFrom(...TYPES);
  const gap = fc.stringMatching(/^[ \t]{1,3}$/);

  it('`bcs [type] 0x…` gives the bytes (lowercase) and the normalised type', () => {
    fc.assert(
      fc.property(bytes, type, fc.boolean(), gap, fc.boolean(), (value, [written, normal], withType, space, upper) => {
        const digits = formatHexBytes(value).slice(2);
        const hex = `0x${upper ? digits.toUpperCase() : digits}`;
        const input = withType ? `bcs${space}${written}${space}${hex}` : `bcs${space}${hex}`;
        expect(opened(input)).toEqual([{ kind: 'bcs', ...(withType ? { type: normal } : {}), hex: formatHexBytes(value) }]);
      }),
    );
  });

  it('bare hex opens the inspector exactly when it is longer than 32 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 80 }), (value) => {
        const [first] = opened(formatHexBytes(value));
        expect(first?.kind).toBe(value.length > 32 ? 'bcs' : 'account');
      }),
    );
  });

  it('`<type> 0x…` gives both', () => {
    fc.assert(
      fc.property(bytes, type, gap, (value, [written, normal], space) => {
        expect(opened(`${written}${space}${formatHexBytes(value)}`)).toEqual([{ kind: 'bcs', type: normal, hex: formatHexBytes(value) }]);
      }),
    );
  });
});
