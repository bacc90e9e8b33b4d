import { createHash } from 'node:crypto';

// The hashes the chain derives its ids, addresses and transaction records with.

/** The hash of the parts, one after another. */
export function sha3(algorithm: 'sha3-256' | 'sha3-512', ...parts: (Uint8Array | string)[]): Uint8Array {
  const hash = createHash(algorithm);
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

/** A number as 4 little-endian bytes, modulo 2^32 (a seed or an index in a derivation). */
export function u32le(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
}
