import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  moduleKey,
  moduleNameOfKey,
  moduleRange,
  prefixEnd,
  resourceKey,
  resourceRange,
  structTagOfResourceKey,
  tableItemKey,
} from './state-key';

const address = (byte: number) => new Uint8Array(32).fill(byte);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('state keys', () => {
  it('lays out resource and table item keys', () => {
    expect(hex(resourceKey(address(1), '0x1::a::B'))).toBe(`00${'01'.repeat(32)}${hex(new TextEncoder().encode('0x1::a::B'))}`);
    expect(hex(tableItemKey(address(2), Uint8Array.of(5, 0)))).toBe(`01${'02'.repeat(32)}0500`);
  });

  it('lays out module keys after every resource and table item, and reads their names back', () => {
    const key = moduleKey(address(3), 'showcase');
    expect(hex(key)).toBe(`02${'03'.repeat(32)}${hex(new TextEncoder().encode('showcase'))}`);
    expect(moduleNameOfKey(key, address(3))).toBe('showcase');
    expect(moduleNameOfKey(key, address(4))).toBeNull();
    expect(moduleNameOfKey(resourceKey(address(3), 'showcase'), address(3))).toBeNull();
    expect(structTagOfResourceKey(key, address(3))).toBeNull();
    const { from, to } = moduleRange(address(3));
    expect(Buffer.compare(from, key) < 0 && Buffer.compare(key, to) < 0).toBe(true);
    expect(Buffer.compare(to, moduleKey(address(4), 'a')) <= 0).toBe(true);
  });

  it('rejects ids that are not 32 bytes', () => {
    expect(() => resourceKey(new Uint8Array(31), '0x1::a::B')).toThrow('32-byte');
    expect(() => tableItemKey(new Uint8Array(33), new Uint8Array(0))).toThrow('32-byte');
  });

  it('computes prefix ends', () => {
    expect(hex(prefixEnd(Uint8Array.of(0, 1, 0xff)))).toBe('0002');
    expect(() => prefixEnd(Uint8Array.of(0xff, 0xff))).toThrow('prefix of 0xff bytes has no end');
  });

  it('reads the tag back only from a resource key of that address', () => {
    const key = resourceKey(address(3), '0xcafe::showcase::Clock');
    expect(structTagOfResourceKey(key, address(3))).toBe('0xcafe::showcase::Clock');
    expect(structTagOfResourceKey(key, address(4))).toBeNull();
    expect(structTagOfResourceKey(tableItemKey(address(3), Uint8Array.of(1)), address(3))).toBeNull();
    expect(structTagOfResourceKey(Uint8Array.of(0, ...address(3), 0xff), address(3))).toBeNull();
  });

  it('puts every resource key of an address inside its range and no other', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ minLength: 1 }),
        (a, b, tag) => {
          const { from, to } = resourceRange(a);
          const key = resourceKey(b, tag);
          const inside = Buffer.compare(key, from) >= 0 && Buffer.compare(key, to) < 0;
          expect(inside).toBe(Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0);
        },
      ),
    );
  });
});
