// The transaction recorded at each version (docs/demo-chain.md#transactions), as the store keeps it:
// the fields real nodes serve for its kind (API names, JSON text), its events, and hashes derived from
// them. Its write set is not here: it is the state rows of its version (the store's one copy).
import { formatAddress } from '../../src/core/move/address';
import { formatHexBytes } from '../../src/core/move/hex';
import type { JsonValue } from '../../src/core/move/json';
import type { StateWrite, StoredEvent, StoredTransaction } from '../store/ledger-store';
import { sha3, u32le } from './hashing';

/** An event as the chain emits it: under the handle (account, creation number) of a resource's EventHandle. */
export interface EmittedEvent extends Omit<StoredEvent, 'data'> {
  data: JsonValue;
}

/** A user transaction's call: one entry function, whose parameters are in its module's ABI (demo-functions.ts). */
export interface EntryCall {
  sender: Uint8Array;
  sequenceNumber: bigint;
  function: string;
  typeArguments: string[];
  arguments: JsonValue[];
  events: EmittedEvent[];
}

export interface BlockProposal {
  id: Uint8Array;
  epoch: bigint;
  round: bigint;
  proposer: Uint8Array;
  previousBlockVotes: number[];
  timestampUsec: bigint;
  events: EmittedEvent[];
}

/** Real nodes' placeholder for an empty accumulator (aptos-crypto's ACCUMULATOR_PLACEHOLDER_HASH): a transaction without events. */
export const EMPTY_EVENTS_HASH = formatHexBytes(
  Uint8Array.from({ length: 32 }, (_, i) => 'ACCUMULATOR_PLACEHOLDER_HASH'.charCodeAt(i) || 0),
);
export const MAX_GAS_AMOUNT = 200_000n;
export const GAS_UNIT_PRICE = 100n;
/** Seconds a user transaction stays valid after its block's time. */
export const EXPIRATION_SECONDS = 600n;

/** sha3-256 over the write set in key order (each key and value length-prefixed, a deletion marked), in one update: many small ones cost more than the hashing. */
function stateChangeHash(writes: readonly StateWrite[]): string {
  const parts: Uint8Array[] = [];
  for (const { key, value } of [...writes].sort((a, b) => Buffer.compare(a.key, b.key))) {
    parts.push(u32le(key.length), key);
    if (value === null) parts.push(DELETED);
    else parts.push(PUT, u32le(value.length), value);
  }
  return formatHexBytes(sha3('sha3-256', 'ledger-explorer/state-change', Buffer.concat(parts)));
}

const DELETED = Uint8Array.of(0);
const PUT = Uint8Array.of(1);

function eventRootHash(events: readonly StoredEvent[]): string {
  if (events.length === 0) return EMPTY_EVENTS_HASH;
  const text = events
    .map(
      (event) =>
        `${formatHexBytes(event.account)}/${event.creationNumber}/${event.sequenceNumber}/${event.type}/${event.data.length}/${event.data}`,
    )
    .join('\n');
  return formatHexBytes(sha3('sha3-256', 'ledger-explorer/events', text));
}

/**
 * Chains transactions one after another: the accumulator root after a version is the hash of the root
 * before it and the version's transaction hash (a hash chain, where real nodes keep a Merkle accumulator).
 */
export class TransactionRecorder {
  constructor(
    private readonly chainId: number,
    private accumulator: string,
  ) {}

  /** The accumulator root hash after the last recorded transaction (persisted with the chain state). */
  get accumulatorRoot(): string {
    return this.accumulator;
  }

  genesis(version: bigint, writes: readonly StateWrite[], events: readonly EmittedEvent[]): StoredTransaction {
    return this.record(version, { type: 'genesis_transaction' }, 0n, writes, events, null);
  }

  blockMetadata(version: bigint, writes: readonly StateWrite[], block: BlockProposal): StoredTransaction {
    const core = {
      type: 'block_metadata_transaction',
      id: formatHexBytes(block.id),
      epoch: block.epoch.toString(),
      round: block.round.toString(),
      previous_block_votes_bitvec: block.previousBlockVotes,
      proposer: formatAddress(block.proposer),
      failed_proposer_indices: [],
      timestamp: block.timestampUsec.toString(),
    };
    return this.record(version, core, 0n, writes, block.events, null);
  }

  user(version: bigint, writes: readonly StateWrite[], call: EntryCall, timestampUsec: bigint): StoredTransaction {
    const sender = formatAddress(call.sender);
    // a sender's key is the same in each of its transactions
    const publicKey = sha3('sha3-256', 'ledger-explorer/public-key', call.sender);
    const raw = {
      sender,
      sequence_number: call.sequenceNumber.toString(),
      max_gas_amount: MAX_GAS_AMOUNT.toString(),
      gas_unit_price: GAS_UNIT_PRICE.toString(),
      expiration_timestamp_secs: (timestampUsec / 1_000_000n + EXPIRATION_SECONDS).toString(),
      payload: {
        function: call.function,
        type_arguments: call.typeArguments,
        arguments: call.arguments,
        type: 'entry_function_payload',
      },
    };
    // the shape of an Ed25519 signature (32-byte key, 64-byte signature); it does not verify
    const signature = sha3('sha3-512', 'ledger-explorer/signature', publicKey, JSON.stringify(raw), String(this.chainId));
    const core = {
      type: 'user_transaction',
      ...raw,
      signature: { public_key: formatHexBytes(publicKey), signature: formatHexBytes(signature), type: 'ed25519_signature' },
      replay_protection_nonce: null,
      timestamp: timestampUsec.toString(),
    };
    // gas: a fixed cost plus one per byte class of work, so it varies with the write set and events
    const gasUsed = 5n + 2n * BigInt(writes.length) + BigInt(call.events.length);
    return this.record(version, core, gasUsed, writes, call.events, call);
  }

  private record(
    version: bigint,
    core: Record<string, JsonValue>,
    gasUsed: bigint,
    writes: readonly StateWrite[],
    emitted: readonly EmittedEvent[],
    call: EntryCall | null,
  ): StoredTransaction {
    const events: StoredEvent[] = emitted.map((event) => ({ ...event, data: JSON.stringify(event.data) }));
    const hash = sha3('sha3-256', 'ledger-explorer/transaction', u32le(this.chainId), version.toString(), JSON.stringify(core));
    this.accumulator = formatHexBytes(sha3('sha3-256', 'ledger-explorer/accumulator', this.accumulator, hash));
    const body = {
      ...core,
      gas_used: gasUsed.toString(),
      state_change_hash: stateChangeHash(writes),
      event_root_hash: eventRootHash(events),
      accumulator_root_hash: this.accumulator,
    };
    return {
      hash,
      sender: call?.sender ?? null,
      sequenceNumber: call?.sequenceNumber ?? null,
      body: JSON.stringify(body),
      events,
    };
  }
}

/** The accumulator root before genesis. */
export const GENESIS_ACCUMULATOR = formatHexBytes(new Uint8Array(32));
