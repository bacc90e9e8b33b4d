import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BcsDecodeError, LayoutUnknownError, decodeMoveValue } from '../../../src/core/move/bcs-reader';
import { encodeMoveValue } from '../../../src/core/move/bcs-writer';
import { parseHexBytes } from '../../../src/core/move/hex';
import type { JsonValue } from '../../../src/core/move/json';
import { SHOWCASE_JSON, decodableTypeArb, moveValueArb, typedValueArb } from '../../../src/core/move/test-values';
import { parseTypeTag } from '../../../src/core/move/type-tag';
import type { TypeTag } from '../../../src/core/move/type-tag';
import { BcsJsonTextWriter } from './bcs-json-text';

// The writer hands whatever its fast path refuses to the core reader, so comparing `write` with the
// oracle alone would pass whatever the fast path did: the tests below check `tryWrite`, the fast
// path by itself, and `write` only for the errors it passes on.

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

/** What `write` gives (the fast path, else the core reader): the text, or the reason it throws. */
function written(writer: BcsJsonTextWriter, bytes: Uint8Array, tag: TypeTag): string {
  try {
    return writer.write(bytes, tag);
  } catch (error) {
    if (error instanceof BcsDecodeError) return `refused ${error.reason}@${error.offset}${error.path}`;
    if (error instanceof LayoutUnknownError) return `layout unknown`;
    throw error;
  }
}

/** The fast path alone, as the oracle words a refusal (which the fast path does not explain). */
function fastPath(writer: BcsJsonTextWriter, bytes: Uint8Array, tag: TypeTag): string {
  const out = writer.tryWrite(bytes, tag);
  return out ?? 'refused';
}

/** The oracle with any refusal as just "refused". */
function oracleOrRefused(bytes: Uint8Array, tag: TypeTag): string {
  const out = oracle(bytes, tag);
  return out.startsWith('refused') || out === 'layout unknown' ? 'refused' : out;
}

const tableWriter = new BcsJsonTextWriter();
const text = (hex: string, type: string) => tableWriter.write(parseHexBytes(hex), parseTypeTag(type));
const fastText = (hex: string, type: string) => tableWriter.tryWrite(parseHexBytes(hex), parseTypeTag(type));

describe('BcsJsonTextWriter: the value table of docs/api.md#move-values-in-json', () => {
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
    expect(fastText(hex, type)).toBe(expected);
    expect(text(hex, type)).toBe(expected);
  });

  it('writes the showcase exactly as the core reader does (sorted members, every rule at once)', () => {
    const tag = parseTypeTag('0xcafe::showcase::Showcase');
    const bytes = encodeMoveValue(SHOWCASE_JSON, tag);
    const out = new BcsJsonTextWriter().tryWrite(bytes, tag);
    expect(out).toBe(JSON.stringify(decodeMoveValue(bytes, tag).value));
    expect(out).toContain('"name":"Grüße, ledger ✓"');
  });
});

describe('BcsJsonTextWriter against the core reader (oracle)', () => {
  const writer = new BcsJsonTextWriter();

  it('is byte-identical to JSON.stringify of the decoded value for every decodable value, on the fast path', () => {
    fc.assert(
      fc.property(typedValueArb(3), ({ tag, value }) => {
        const bytes = encodeMoveValue(value, tag);
        expect(writer.tryWrite(bytes, tag)).toBe(JSON.stringify(decodeMoveValue(bytes, tag).value));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses exactly what the core refuses, with its error (random and truncated or extended bytes)', () => {
    fc.assert(
      fc.property(decodableTypeArb(2), fc.uint8Array({ maxLength: 80 }), (tag, bytes) => {
        expect(fastPath(writer, bytes, tag)).toBe(oracleOrRefused(bytes, tag));
        expect(written(writer, bytes, tag)).toBe(oracle(bytes, tag));
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(typedValueArb(2), fc.integer({ min: -3, max: 2 }), ({ tag, value }, delta) => {
        const good = encodeMoveValue(value, tag);
        const bytes =
          delta < 0 ? good.subarray(0, Math.max(0, good.length + delta)) : Uint8Array.from([...good, ...new Array<number>(delta).fill(0)]);
        expect(fastPath(writer, bytes, tag)).toBe(oracleOrRefused(bytes, tag));
        expect(written(writer, bytes, tag)).toBe(oracle(bytes, tag));
      }),
      { numRuns: 200 },
    );
  });

  it("refuses bad bytes on the fast path, then throws the core reader's errors", () => {
    for (const [hex, type] of [
      ['02', 'bool'],
      ['0500000000000000ff', 'u64'],
      ['8000', 'vector<u8>'],
      ['0201', '0x1::option::Option<u8>'],
      ['05', '0xcafe::showcase::Kind'],
      ['00', '0xdead::nothing::Here'],
    ] as const) {
      expect(fastText(hex, type)).toBeUndefined();
    }
    expect(() => text('02', 'bool')).toThrow(BcsDecodeError);
    expect(() => text('0500000000000000ff', 'u64')).toThrow(/trailing/);
    expect(() => text('8000', 'vector<u8>')).toThrow(BcsDecodeError);
    expect(() => text('0201', '0x1::option::Option<u8>')).toThrow(BcsDecodeError);
    expect(() => text('05', '0xcafe::showcase::Kind')).toThrow(BcsDecodeError);
    expect(() => text('00', '0xdead::nothing::Here')).toThrow(LayoutUnknownError);
  });
});

/** A value made of `a` and `b` member by member (same type): renders in a row then repeat some field bytes. */
function crossover(a: JsonValue, b: JsonValue, picks: readonly boolean[]): JsonValue {
  if (typeof a !== 'object' || a === null || Array.isArray(a) || typeof b !== 'object' || b === null || Array.isArray(b)) return b;
  // an enum's variants have different members: only same-variant values mix
  if (a.__variant__ !== b.__variant__) return b;
  const out: { [key: string]: JsonValue } = {};
  Object.keys(a).forEach((name, index) => {
    out[name] = (picks[index % Math.max(1, picks.length)] ?? false) ? (a[name] ?? null) : (b[name] ?? null);
  });
  return out;
}

describe('BcsJsonTextWriter: repeated field bytes (the field memo)', () => {
  const writer = new BcsJsonTextWriter();
  const showcase = parseTypeTag('0xcafe::showcase::Showcase');
  const oracleText = (bytes: Uint8Array, tag: TypeTag) => JSON.stringify(decodeMoveValue(bytes, tag).value);

  it('writes successive versions of the showcase exactly (a few fields change, the rest repeat)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ updates: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), length: fc.nat(), name: fc.string() }), {
          minLength: 2,
          maxLength: 8,
        }),
        (versions) => {
          for (const { updates, length, name } of versions) {
            const value = {
              ...SHOWCASE_JSON,
              updates: String(updates),
              name,
              by_name: { inner: { handle: '0x3' }, length: String(length) },
            };
            const bytes = encodeMoveValue(value, showcase);
            expect(writer.tryWrite(bytes, showcase)).toBe(oracleText(bytes, showcase));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is byte-identical to the core reader for values of one type sharing members, in a row', () => {
    const sequenceArb = decodableTypeArb(3).chain((tag) =>
      fc.record({
        tag: fc.constant(tag),
        values: fc.array(moveValueArb(tag), { minLength: 2, maxLength: 5 }),
        picks: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
      }),
    );
    fc.assert(
      fc.property(sequenceArb, ({ tag, values, picks }) => {
        let previous = values[0] ?? null;
        for (const value of values) {
          const mixed = crossover(previous, value, picks);
          const bytes = encodeMoveValue(mixed, tag);
          expect(writer.tryWrite(bytes, tag)).toBe(oracleText(bytes, tag));
          previous = mixed;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses truncated or extended bytes right after the good ones, as the core reader does', () => {
    fc.assert(
      fc.property(typedValueArb(2), fc.integer({ min: -6, max: 2 }), ({ tag, value }, delta) => {
        const good = encodeMoveValue(value, tag);
        expect(writer.tryWrite(good, tag)).toBe(oracle(good, tag));
        const bytes =
          delta < 0 ? good.subarray(0, Math.max(0, good.length + delta)) : Uint8Array.from([...good, ...new Array<number>(delta).fill(0)]);
        expect(fastPath(writer, bytes, tag)).toBe(oracleOrRefused(bytes, tag));
        expect(written(writer, bytes, tag)).toBe(oracle(bytes, tag));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps its memos to itself: two writers interleaved over different versions each write exactly', () => {
    const [first, second] = [new BcsJsonTextWriter(), new BcsJsonTextWriter()];
    for (let version = 0; version < 6; version++) {
      for (const [owner, name] of [
        [first, 'first'],
        [second, `second ${version}`],
      ] as const) {
        const bytes = encodeMoveValue({ ...SHOWCASE_JSON, updates: String(version), name }, showcase);
        expect(owner.tryWrite(bytes, showcase)).toBe(oracleText(bytes, showcase));
      }
    }
  });

  it("does not trust the caller's buffer: bytes changed in place after a call are read again", () => {
    const bytes = encodeMoveValue(SHOWCASE_JSON, showcase);
    const before = writer.tryWrite(bytes, showcase);
    // the last 8 bytes are `updates` (u64); the first is `flag` (bool), then small (u8), medium (u16)
    bytes[bytes.length - 8] = 13;
    bytes[2] = 0x34;
    const after = writer.tryWrite(bytes, showcase);
    expect(after).not.toBe(before);
    expect(after).toBe(oracleText(bytes, showcase));
    expect(after).toContain('"updates":"13"');
    expect(after).toContain('"medium":65332');
  });
});
