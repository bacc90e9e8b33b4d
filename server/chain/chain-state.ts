import { z } from 'zod';

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

const u64Text = z.string().regex(/^(0|[1-9][0-9]*)$/).transform((text) => BigInt(text));

const chainStateSchema = z.object({
  seed: z.number().int(),
  chainId: z.number().int().min(0).max(255),
  rng: z.number().int().min(0).max(0xffff_ffff),
  nextVersion: u64Text,
  nextHeight: u64Text,
  accounts: z.array(z.object({ sequenceNumber: u64Text, balance: u64Text, deposits: u64Text, withdrawals: u64Text })),
  supply: u64Text,
  showcaseUpdates: u64Text,
  byIndexNext: z.number().int().min(100),
  byIndexLive: z.array(z.number().int()),
  byIndexDeleted: z.array(z.number().int()),
  byNameLive: z.array(z.string()),
  showcaseSequence: u64Text,
  accumulator: z.string().regex(/^0x[0-9a-f]{64}$/),
});

export function serializeChainState(state: ChainState): string {
  return JSON.stringify(state, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

export function parseChainState(text: string): ChainState {
  return chainStateSchema.parse(JSON.parse(text));
}
