import * as z from 'zod/mini';

// Everything the demo chain generator needs to make the next block, persisted with every commit so a
// restart continues the very same chain without replaying it.

export interface AccountState {
  sequenceNumber: bigint;
  balance: bigint;
  deposits: bigint;
  withdrawals: bigint;
}

export interface ChainState {
  seed: number;
  chainId: number;
  rng: number;
  nextVersion: bigint;
  nextHeight: bigint;
  /** User accounts by creation index; addresses derive from (seed, index). */
  accounts: AccountState[];
  supply: bigint;
  showcaseUpdates: bigint;
  /** The next never-used by_index key (keys 0..99 are permanent). */
  byIndexNext: number;
  byIndexLive: number[];
  byIndexDeleted: number[];
  /** by_name entries beyond alpha/beta/gamma that exist now, by name. */
  byNameLive: string[];
  /** Transactions 0xcafe has sent (its next sequence number). */
  showcaseSequence: bigint;
  /** The accumulator root hash after the last version (transaction-record.ts). */
  accumulator: string;
}

const u64Text = z.pipe(
  z.string().check(z.regex(/^(0|[1-9][0-9]*)$/)),
  z.transform((text) => BigInt(text)),
);
const int = z.number().check(z.int());

const chainStateSchema = z.object({
  seed: int,
  chainId: z.number().check(z.int(), z.minimum(0), z.maximum(255)),
  rng: z.number().check(z.int(), z.minimum(0), z.maximum(0xffff_ffff)),
  nextVersion: u64Text,
  nextHeight: u64Text,
  accounts: z.array(z.object({ sequenceNumber: u64Text, balance: u64Text, deposits: u64Text, withdrawals: u64Text })),
  supply: u64Text,
  showcaseUpdates: u64Text,
  byIndexNext: z.number().check(z.int(), z.minimum(100)),
  byIndexLive: z.array(int),
  byIndexDeleted: z.array(int),
  byNameLive: z.array(z.string()),
  showcaseSequence: u64Text,
  accumulator: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)),
});

export function serializeChainState(state: ChainState): string {
  return JSON.stringify(state, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

export function parseChainState(text: string): ChainState {
  return chainStateSchema.parse(JSON.parse(text));
}
