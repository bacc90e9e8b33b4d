import { createHash } from 'node:crypto';

// Deterministic 32-byte ids of the demo chain (documented in README.md of this folder):
// user account i   = sha3-256("ledger-explorer/account" ‖ u32le(seed) ‖ u32le(i))
// table handle     = sha3-256("ledger-explorer/table" ‖ owner address (32 bytes) ‖ field name), seed-free
// validator i      = sha3-256("ledger-explorer/validator" ‖ u32le(seed) ‖ u32le(i))
// block id         = sha3-256("ledger-explorer/block" ‖ u32le(seed) ‖ decimal height)

function u32le(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
}

function sha3(...parts: (Uint8Array | string)[]): Uint8Array {
  const hash = createHash('sha3-256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

export function userAccountAddress(seed: number, index: number): Uint8Array {
  return sha3('ledger-explorer/account', u32le(seed), u32le(index));
}

export function tableHandle(owner: Uint8Array, field: string): Uint8Array {
  return sha3('ledger-explorer/table', owner, field);
}

export function validatorAddress(seed: number, index: number): Uint8Array {
  return sha3('ledger-explorer/validator', u32le(seed), u32le(index));
}

export function blockId(seed: number, height: bigint): Uint8Array {
  return sha3('ledger-explorer/block', u32le(seed), height.toString());
}
