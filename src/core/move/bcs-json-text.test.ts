import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BcsDecodeError, LayoutUnknownError, decodeMoveValue } from './bcs-reader';
import { encodeMoveValue } from './bcs-writer';
import { parseHexBytes } from './hex';
import { SHOWCASE_JSON, decodableTypeArb, typedValueArb } from './test-values';
import { parseTypeTag } from './type-tag';
import type { TypeTag } from './type-tag';
import { bcsToJsonText } from './bcs-json-text';

/** What the core reader makes of the bytes: its JSON text, or the reason it refuses them. */
function oracle(bytes: Uint8Array, tag: TypeTag): string {
  try {
    return JSON.stringify(decodeMoveValue(bytes, tag).value);
  } catch (error) {
    if (error instanceof BcsDecodeError) return `refused ${error.reason}@${error.offset}${error.path}`;
    if (error instanceof LayoutUnknownError) return `layout unknown`;
    throw error;
  }
}

function written(bytes: Uint8Array, tag: TypeTag): string {
  try {
    return bcsToJsonText(bytes, tag);
  } catch (error) {
    if (error instanceof BcsDecodeError) return `refused ${error.reason}@${error.offset}${error.path}`;
    if (error instanceof LayoutUnknownError) return `layout unknown`;
    throw error;
  }
}

const text = (hex: string, type: string) => bcsToJsonText(parseHexBytes(hex), parseTypeTag(type));

describe('bcsToJsonText: the contract value table', () => {
  it.each<[string, string, string]>([
    ['bool', '01', 'true'],
    ['u8', 'ff', '255'],
    ['u16', 'ffff', '65535'],
    ['u32', 'ffffffff', '4294967295'],
    ['u64', 'ffffffffffffffff', '"18446744073709551615"'],
    ['u64', '0500000000000000', '"5"'],
    ['u128', 'ff'.repeat(16), '"340282366920938463463374607431768211455"'],
    ['address', '00'.repeat(31) + '01', '"0x1"'],
    ['vector<u8>', '0300ff10', '"0x00ff10"'],
    ['vector<u64>', '02' + '0100000000000000' + '0200000000000000', '["1","2"]'],
    ['0x1::string::String', '03616263', '"abc"'],
    ['0x1::string::String', '02' + '225c', '"\\"\\\\"'],
    ['0x1::string::String', '02c328', '"Unparsable utf-8 0xc328"'],
    ['0x1::option::Option<u64>', '00', '{"vec":[]}'],
    ['0x1::option::Option<u64>', '012a00000000000000', '{"vec":["42"]}'],
    ['0xcafe::showcase::Kind', '00', '{"__variant__":"Plain"}'],
    ['0xcafe::showcase::Kind', '010464656d6f', '{"__variant__":"Tagged","tag":"demo"}'],
    // declaration order id, label, tags; members sorted
    ['0xcafe::showcase::Entry', '0700000000000000' + '05736576656e' + '0201610162', '{"id":"7","label":"seven","tags":["a","b"]}'],
  ])('%s %s → %s', (type, hex, expected) => {
    expect(text(hex, type)).toBe(expected);
  });

  it('writes the showcase exactly as the core reader does (sorted members, every rule at once)', () => {
    const tag = parseTypeTag('0xcafe::showcase::Showcase');
    const bytes = encodeMoveValue(SHOWCASE_JSON, tag);
    const out = bcsToJsonText(bytes, tag);
    expect(out).toBe(JSON.stringify(decodeMoveValue(bytes, tag).value));
    expect(out).toContain('"name":"Grüße, ledger ✓"');
  });
});

describe('bcsToJsonText against the core reader (oracle)', () => {
  it('is byte-identical to JSON.stringify of the decoded value for every decodable value', () => {
    fc.assert(
      fc.property(typedValueArb(3), ({ tag, value }) => {
        const bytes = encodeMoveValue(value, tag);
        expect(bcsToJsonText(bytes, tag)).toBe(JSON.stringify(decodeMoveValue(bytes, tag).value));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses exactly what the core refuses, with its error (random and truncated or extended bytes)', () => {
    fc.assert(
      fc.property(decodableTypeArb(2), fc.uint8Array({ maxLength: 80 }), (tag, bytes) => {
        expect(written(bytes, tag)).toBe(oracle(bytes, tag));
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(typedValueArb(2), fc.integer({ min: -3, max: 2 }), ({ tag, value }, delta) => {
        const good = encodeMoveValue(value, tag);
        const bytes = delta < 0 ? good.subarray(0, Math.max(0, good.length + delta)) : Uint8Array.from([...good, ...new Array<number>(delta).fill(0)]);
        expect(written(bytes, tag)).toBe(oracle(bytes, tag));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses bad bytes with the core reader\'s errors', () => {
    expect(() => text('02', 'bool')).toThrow(BcsDecodeError);
    expect(() => text('0500000000000000ff', 'u64')).toThrow(/trailing/);
    expect(() => text('8000', 'vector<u8>')).toThrow(BcsDecodeError);
    expect(() => text('0201', '0x1::option::Option<u8>')).toThrow(BcsDecodeError);
    expect(() => text('05', '0xcafe::showcase::Kind')).toThrow(BcsDecodeError);
    expect(() => text('00', '0xdead::nothing::Here')).toThrow(LayoutUnknownError);
  });
});
