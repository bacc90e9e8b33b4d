import { BcsWriter } from '@mysten/bcs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BcsOutput } from './bcs-output';

// One write of each kind, as the BCS writer issues them; @mysten/bcs's writer is the oracle.
type Write =
  | { kind: 'u8'; value: number }
  | { kind: 'u16'; value: number }
  | { kind: 'u32'; value: number }
  | { kind: 'u64'; value: bigint }
  | { kind: 'u128'; value: bigint }
  | { kind: 'u256'; value: bigint }
  | { kind: 'uleb'; value: number }
  | { kind: 'bytes'; value: Uint8Array };

const writeArb: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('u8' as const), value: fc.integer({ min: 0, max: 0xff }) }),
  fc.record({ kind: fc.constant('u16' as const), value: fc.integer({ min: 0, max: 0xffff }) }),
  fc.record({ kind: fc.constant('u32' as const), value: fc.integer({ min: 0, max: 0xffff_ffff }) }),
  fc.record({ kind: fc.constant('u64' as const), value: fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }) }),
  fc.record({ kind: fc.constant('u128' as const), value: fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }) }),
  fc.record({ kind: fc.constant('u256' as const), value: fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }) }),
  // lengths and variant indexes: BCS bounds them by 2^31 - 1
  fc.record({
    kind: fc.constant('uleb' as const),
    value: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 0x7fff_ffff })),
  }),
  fc.record({ kind: fc.constant('bytes' as const), value: fc.uint8Array({ maxLength: 700 }) }),
);

function ours(writes: Write[], initialSize: number): Uint8Array {
  const output = new BcsOutput(initialSize);
  for (const write of writes) {
    if (write.kind === 'u8') output.writeU8(write.value);
    else if (write.kind === 'u16') output.writeU16(write.value);
    else if (write.kind === 'u32') output.writeU32(write.value);
    else if (write.kind === 'u64') output.writeWide(write.value, 8);
    else if (write.kind === 'u128') output.writeWide(write.value, 16);
    else if (write.kind === 'u256') output.writeWide(write.value, 32);
    else if (write.kind === 'uleb') output.writeUleb(write.value);
    else output.writeBytes(write.value);
  }
  return output.toBytes();
}

function oracle(writes: Write[]): Uint8Array {
  const writer = new BcsWriter({ initialSize: 16, maxSize: 1 << 24 });
  for (const write of writes) {
    if (write.kind === 'u8') writer.write8(write.value);
    else if (write.kind === 'u16') writer.write16(write.value);
    else if (write.kind === 'u32') writer.write32(write.value);
    else if (write.kind === 'u64') writer.write64(write.value);
    else if (write.kind === 'u128') writer.write128(write.value);
    else if (write.kind === 'u256') writer.write256(write.value);
    else if (write.kind === 'uleb') writer.writeULEB(write.value);
    else writer.writeBytes(write.value);
  }
  return writer.toBytes();
}

describe('BcsOutput', () => {
  it('writes the bytes @mysten/bcs writes, whatever the starting size (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(writeArb, { maxLength: 40 }), fc.integer({ min: 1, max: 64 }), (writes, initialSize) => {
        expect(ours(writes, initialSize)).toEqual(oracle(writes));
      }),
      { numRuns: 500 },
    );
  });

  it('writes integers little-endian and lengths as ULEB128', () => {
    const output = new BcsOutput(1);
    output.writeU16(0x0201);
    output.writeWide(0x0807060504030201n, 8);
    output.writeUleb(300);
    output.writeUleb(0);
    expect([...output.toBytes()]).toEqual([1, 2, 1, 2, 3, 4, 5, 6, 7, 8, 0xac, 0x02, 0]);
  });

  it('returns a value-sized copy that later writes do not change', () => {
    const output = new BcsOutput(64);
    output.writeU8(7);
    const first = output.toBytes();
    output.writeU8(9);
    expect([...first]).toEqual([7]);
    expect([...output.toBytes()]).toEqual([7, 9]);
  });

  it('grows past megabytes (Large is 2.5 MB of BCS)', () => {
    const output = new BcsOutput(4);
    const chunk = new Uint8Array(1 << 20).fill(0xab);
    for (let i = 0; i < 3; i++) output.writeBytes(chunk);
    const bytes = output.toBytes();
    expect(bytes.length).toBe(3 << 20);
    expect(bytes[(3 << 20) - 1]).toBe(0xab);
  });
});
