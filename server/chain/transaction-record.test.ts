import { describe, expect, it } from 'vitest';
import { EMPTY_EVENTS_HASH, GENESIS_ACCUMULATOR, TransactionRecorder } from './transaction-record';

const sender = new Uint8Array(32).fill(7);
const call = {
  sender,
  sequenceNumber: 3n,
  function: '0x1::coin::transfer',
  typeArguments: ['0x1::native_coin::NativeCoin'],
  arguments: ['0x2', '10'],
  events: [],
};
const writes = [{ key: Uint8Array.of(0, 1), value: Uint8Array.of(5) }];

describe('TransactionRecorder', () => {
  it('an empty event list hashes to real nodes’ placeholder (ACCUMULATOR_PLACEHOLDER_HASH, 32 bytes)', () => {
    expect(EMPTY_EVENTS_HASH).toBe('0x414343554d554c41544f525f504c414345484f4c4445525f4841534800000000');
  });

  it('is deterministic, and chains the accumulator from one transaction to the next', () => {
    const a = new TransactionRecorder(4, GENESIS_ACCUMULATOR);
    const b = new TransactionRecorder(4, GENESIS_ACCUMULATOR);
    const first = a.user(5n, writes, call, 1_767_225_601_000_000n);
    expect(b.user(5n, writes, call, 1_767_225_601_000_000n)).toEqual(first);
    const body = JSON.parse(first.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'user_transaction',
      sequence_number: '3',
      expiration_timestamp_secs: '1767226201',
      gas_used: '7',
      event_root_hash: EMPTY_EVENTS_HASH,
    });
    expect(body.accumulator_root_hash).toBe(a.accumulatorRoot);
    const second = a.user(6n, writes, { ...call, sequenceNumber: 4n }, 1_767_225_601_000_000n);
    expect(Buffer.from(second.hash).equals(Buffer.from(first.hash))).toBe(false);
    // another chain id: other hashes
    const other = new TransactionRecorder(5, GENESIS_ACCUMULATOR).user(5n, writes, call, 1_767_225_601_000_000n);
    expect(Buffer.from(other.hash).equals(Buffer.from(first.hash))).toBe(false);
  });
});
