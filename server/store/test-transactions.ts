// Tests' transactions and blocks: a write set with a placeholder transaction whose hash is unique per (height, index).
import { createHash } from 'node:crypto';
import type { BlockWrites, StateWrite, TransactionWrites } from './ledger-store';

export function withTransaction(writes: StateWrite[], height: number, index = 0): TransactionWrites {
  const hash = new Uint8Array(createHash('sha3-256').update(`test/${height}/${index}`).digest());
  return { writes, transaction: { hash, sender: null, sequenceNumber: null, body: '{"type":"test"}', events: [] } };
}

/** One block holding one transaction per write set, from version `firstVersion`. */
export function block(height: number, firstVersion: number, transactions: StateWrite[][]): BlockWrites {
  return {
    block: {
      height: BigInt(height),
      firstVersion: BigInt(firstVersion),
      lastVersion: BigInt(firstVersion + transactions.length - 1),
      timestampUsec: BigInt(1_000_000 * height),
      epoch: 1n,
    },
    transactions: transactions.map((writes, index) => withTransaction(writes, height, index)),
  };
}
