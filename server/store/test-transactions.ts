// Tests' transactions: a write set with a placeholder transaction whose hash is unique per (height, index).
import { createHash } from 'node:crypto';
import type { StateWrite, TransactionWrites } from './ledger-store';

export function withTransaction(writes: StateWrite[], height: number, index = 0): TransactionWrites {
  const hash = new Uint8Array(createHash('sha3-256').update(`test/${height}/${index}`).digest());
  return { writes, transaction: { hash, sender: null, sequenceNumber: null, body: '{"type":"test"}', events: [] } };
}
