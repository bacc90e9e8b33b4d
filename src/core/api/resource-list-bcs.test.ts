import { Serializer, TypeTagStruct, parseTypeTag } from '@aptos-labs/ts-sdk';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { BcsDecodeError } from '../move/bcs-errors';
import { BcsOutput } from '../move/bcs-output';
import { longAddress, parseAddress } from '../move/address';
import { formatHexBytes } from '../move/hex';
import { structTagArb } from '../move/test-arbitraries';
import { formatStructTag, parseStructTag, type StructTag, type TypeTag } from '../move/type-tag';
import { writeStructTagFields } from '../move/type-tag-bcs';
import { decodeResourceListBcs, encodeResourceListBcs } from './resource-list-bcs';

const entryArb = fc.record({ tag: structTagArb(3), bytes: fc.uint8Array({ maxLength: 300 }) });
/** Distinct types, as a map's keys are. */
const entriesArb = fc.uniqueArray(entryArb, { maxLength: 12, selector: (entry) => formatStructTag(entry.tag) });

/** The SDK's parser wants 64-digit addresses (but 0x1…0xa). */
function withLongAddresses<T extends TypeTag>(tag: T): T {
  if (tag.kind === 'vector') return { ...tag, element: withLongAddresses(tag.element) };
  if (tag.kind !== 'struct') return tag;
  return { ...tag, address: longAddress(parseAddress(tag.address)), typeArgs: tag.typeArgs.map(withLongAddresses) };
}

/** The Aptos TS SDK's own StructTag serializer: an oracle written by others for the same Rust type. */
function sdkStructTagBytes(tag: StructTag): Uint8Array {
  const parsed = parseTypeTag(formatStructTag(withLongAddresses(tag)));
  if (!(parsed instanceof TypeTagStruct)) throw new Error('not a struct');
  const serializer = new Serializer();
  parsed.value.serialize(serializer);
  return serializer.toUint8Array();
}

describe('resources list as BCS (BTreeMap<StructTag, Vec<u8>>)', () => {
  it('a struct tag is written as the Aptos SDK writes it', () => {
    fc.assert(
      fc.property(structTagArb(3), (tag) => {
        const out = new BcsOutput();
        writeStructTagFields(out, tag);
        expect(formatHexBytes(out.toBytes())).toBe(formatHexBytes(sdkStructTagBytes(tag)));
      }),
    );
  });

  it('the whole map is what the SDK writes for the entries in key-byte order', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const sorted = entries
          .map((entry) => ({ key: sdkStructTagBytes(entry.tag), bytes: entry.bytes }))
          .sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
        const serializer = new Serializer();
        serializer.serializeU32AsUleb128(sorted.length);
        for (const entry of sorted) {
          serializer.serializeFixedBytes(entry.key);
          serializer.serializeBytes(entry.bytes);
        }
        expect(formatHexBytes(encodeResourceListBcs(entries))).toBe(formatHexBytes(serializer.toUint8Array()));
      }),
    );
  });

  it('decodes what the node encodes: every type and its exact bytes', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const decoded = decodeResourceListBcs(encodeResourceListBcs(entries));
        const expected = new Map(entries.map((entry) => [formatStructTag(entry.tag), formatHexBytes(entry.bytes)]));
        expect(new Map(decoded.map((listed) => [listed.type, formatHexBytes(listed.bytes)]))).toEqual(expected);
        expect(decoded).toHaveLength(entries.length);
      }),
    );
  });

  it('gives types in the normalised form the JSON list uses', () => {
    const tag = parseStructTag('0x1::coin::CoinStore<0x00001::native_coin::NativeCoin>');
    const [listed] = decodeResourceListBcs(encodeResourceListBcs([{ tag, bytes: new Uint8Array([1, 2]) }]));
    expect(listed?.type).toBe('0x1::coin::CoinStore<0x1::native_coin::NativeCoin>');
  });

  it('decodes types between values far larger than one decoded text window (16 kB)', () => {
    const bigEntries = fc.uniqueArray(fc.record({ tag: structTagArb(2), bytes: fc.uint8Array({ minLength: 10_000, maxLength: 40_000 }) }), {
      maxLength: 6,
      selector: (entry) => formatStructTag(entry.tag),
    });
    fc.assert(
      fc.property(bigEntries, (entries) => {
        const decoded = decodeResourceListBcs(encodeResourceListBcs(entries));
        const byType = new Map(decoded.map((listed) => [listed.type, formatHexBytes(listed.bytes)]));
        expect(byType).toEqual(new Map(entries.map((entry) => [formatStructTag(entry.tag), formatHexBytes(entry.bytes)])));
      }),
      { numRuns: 40 },
    );
  });

  it('never decodes a value as text: a list holding a 2 MB value reads only its types (0xcafe lists Large)', () => {
    const large = new Uint8Array(2_000_000).fill(0x61); // ASCII, as Large's labels are
    const bytes = encodeResourceListBcs([
      { tag: parseStructTag('0xcafe::showcase::Large'), bytes: large },
      { tag: parseStructTag('0xcafe::showcase::Showcase'), bytes: new Uint8Array(8) },
      { tag: parseStructTag('0x1::account::Account'), bytes: new Uint8Array(80) },
    ]);
    const decode = vi.spyOn(TextDecoder.prototype, 'decode');
    try {
      expect(decodeResourceListBcs(bytes).map((listed) => listed.type)).toEqual([
        '0x1::account::Account',
        '0xcafe::showcase::Large',
        '0xcafe::showcase::Showcase',
      ]);
      // each type read decodes at most one window of the input, not the whole of it
      const decodedBytes = decode.mock.calls.reduce((sum, [input]) => sum + (ArrayBuffer.isView(input) ? input.byteLength : 0), 0);
      expect(decodedBytes).toBeLessThan(100_000);
    } finally {
      decode.mockRestore();
    }
  });

  it('an empty list is one zero byte', () => {
    expect(formatHexBytes(encodeResourceListBcs([]))).toBe('0x00');
    expect(decodeResourceListBcs(new Uint8Array([0]))).toEqual([]);
  });

  describe('refuses what is not such a list', () => {
    const one = encodeResourceListBcs([{ tag: parseStructTag('0xcafe::showcase::Clock'), bytes: new Uint8Array(8) }]);
    const reason = (bytes: Uint8Array) => {
      try {
        decodeResourceListBcs(bytes);
      } catch (error) {
        if (error instanceof BcsDecodeError) return error.reason;
        throw error;
      }
      return 'decoded';
    };

    it('trailing bytes', () => expect(reason(new Uint8Array([...one, 0]))).toBe('trailing_bytes'));
    it('a value cut short', () => expect(reason(one.subarray(0, one.length - 1))).toBe('unexpected_end'));
    it('a count the bytes cannot hold', () => expect(reason(new Uint8Array([5, ...one.subarray(1)]))).toBe('length_exceeds_input'));
    it('a type argument of a variant Move does not have here (11, a function type)', () => {
      const out = new BcsOutput();
      writeStructTagFields(out, parseStructTag('0x1::m::S'));
      const key = out.toBytes();
      key[key.length - 1] = 1; // one type argument…
      expect(reason(new Uint8Array([1, ...key, 11, 0]))).toBe('invalid_variant'); // …of variant 11
    });
    it('a module name that is not an identifier', () => {
      const bytes = new Uint8Array(one);
      bytes[1 + 32 + 1] = 0x2d; // "-" as the module name's first byte
      expect(reason(bytes)).toBe('invalid_identifier');
    });
  });
});
