import * as z from 'zod/mini';

// Everything the demo chain generator needs to make the next block, persisted with every commit so a
// restart continues the very same chain without replaying it.

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
  /** User accounts by creation index; addresses derive from (seed, index). */
  accounts: z.array(z.object({ sequenceNumber: u64Text, balance: u64Text, deposits: u64Text, withdrawals: u64Text })),
  supply: u64Text,
  showcaseUpdates: u64Text,
  /** The next never-used by_index key (keys 0..99 are permanent). */
  byIndexNext: z.number().check(z.int(), z.minimum(100)),
  byIndexLive: z.array(int),
  byIndexDeleted: z.array(int),
  /** by_name entries beyond alpha/beta/gamma that exist now, by name. */
  byNameLive: z.array(z.string()),
  /** Transactions 0xcafe has sent (its next sequence number). */
  showcaseSequence: u64Text,
  /** The accumulator root hash after the last version (transaction-record.ts). */
  accumulator: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)),
});

export type ChainState = z.output<typeof chainStateSchema>;
export type AccountState = ChainState['accounts'][number];

export function serializeChainState(state: ChainState): string {
  return JSON.stringify(state, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

export function parseChainState(text: string): ChainState {
  return chainStateSchema.parse(JSON.parse(text));
}
