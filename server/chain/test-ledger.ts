// Test support: the demo-chain ledger as tests open it, its accounts, and u64 oracles independent of the core.
import { parseAddress } from '../../src/core/move/address';
import type { LedgerOptions } from './ledger';
import { openLedger } from './open-ledger';
import type { DemoChainLedger } from './open-ledger';

export const CAFE = parseAddress('0xcafe');
export const BEEF = parseAddress('0xbeef');
export const FRAMEWORK = parseAddress('0x1');

/** u64 from 8 little-endian bytes at offset: an oracle independent of the core's BCS reader. */
export function u64At(bytes: Uint8Array, offset = 0): bigint {
  return Buffer.from(bytes.subarray(offset, offset + 8)).readBigUInt64LE();
}

export function u64Bytes(value: bigint): Uint8Array {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(value);
  return new Uint8Array(buffer);
}

export function open(dataDir: string, overrides: Partial<LedgerOptions> = {}): DemoChainLedger {
  return openLedger({ dataDir, seed: 1, chainId: 4, history: 1500, pruneWindowSeconds: 0, reset: false, ...overrides });
}

/** Deterministic sample of versions in [low, high] (no Math.random in tests either). */
export function sampleVersions(low: bigint, high: bigint, count: number): bigint[] {
  const span = high - low + 1n;
  const out = new Set<bigint>([low, high]);
  let x = 12345n;
  while (out.size < Math.min(count, Number(span))) {
    x = (x * 6364136223846793005n + 1442695040888963407n) % (1n << 64n);
    out.add(low + ((x >> 33n) % span));
  }
  return [...out].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
