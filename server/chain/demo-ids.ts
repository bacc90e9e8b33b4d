import { sha3, u32le } from './hashing';

// Deterministic 32-byte ids of the demo chain (documented in README.md of this folder):
// user account i   = sha3-256("ledger-explorer/account" ‖ u32le(seed) ‖ u32le(i))
// table handle     = sha3-256("ledger-explorer/table" ‖ owner address (32 bytes) ‖ field name), seed-free
// validator i      = sha3-256("ledger-explorer/validator" ‖ u32le(seed) ‖ u32le(i))
// block id         = sha3-256("ledger-explorer/block" ‖ u32le(seed) ‖ decimal height)

export function userAccountAddress(seed: number, index: number): Uint8Array {
  return sha3('sha3-256', 'ledger-explorer/account', u32le(seed), u32le(index));
}

export function tableHandle(owner: Uint8Array, field: string): Uint8Array {
  return sha3('sha3-256', 'ledger-explorer/table', owner, field);
}

export function validatorAddress(seed: number, index: number): Uint8Array {
  return sha3('sha3-256', 'ledger-explorer/validator', u32le(seed), u32le(index));
}

export function blockId(seed: number, height: bigint): Uint8Array {
  return sha3('sha3-256', 'ledger-explorer/block', u32le(seed), height.toString());
}
