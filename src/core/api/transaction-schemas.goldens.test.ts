import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  goldenEvents,
  goldenTransactions,
  loadGoldens,
  OBSOLETE,
  restoreScrubbed,
  type Golden,
} from '../../../test-fixtures/aptos-goldens/aptos-goldens';
import { blockSchema, eventSchema, transactionSchema, versionedEventListSchema } from './transaction-schemas';

// The transaction, block and event schemas against aptos-core's API goldens
// (test-fixtures/aptos-goldens/README.md). At the pinned commit every transaction and block golden
// is scrubbed (`"hash": ""`): as sent they cannot pass a 32-byte hash check, so they are checked
// with the scrubber's blanks restored (restoreScrubbed says exactly what that changes).

const current = loadGoldens().filter((golden) => !OBSOLETE.has(golden.name));

function issues(schema: z.ZodMiniType, value: unknown): string | null {
  const parsed = z.safeParse(schema, value);
  return parsed.success
    ? null
    : parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
}

function isBlock(golden: Golden): boolean {
  return typeof golden.body === 'object' && golden.body !== null && 'block_hash' in golden.body;
}

describe('transaction schemas on aptos-core goldens', () => {
  it('accepts as sent every golden that is neither scrubbed nor obsolete: the event list', () => {
    const events = current.filter((golden) => !golden.scrubbed && Array.isArray(golden.body) && golden.name.startsWith('events_test__'));
    expect(events.map((golden) => golden.name)).toContain('events_test__test_get_events_by_account_event_handle');
    expect(events.flatMap((golden) => issues(versionedEventListSchema, golden.body) ?? [])).toEqual([]);
  });

  it('accepts every transaction of every scrubbed golden, its blanks restored', () => {
    const transactions = goldenTransactions(current.filter((golden) => golden.scrubbed));
    expect(new Set(transactions.map(({ value }) => value.type))).toEqual(
      new Set(['user_transaction', 'block_metadata_transaction', 'block_epilogue_transaction']),
    );
    expect(transactions.length).toBeGreaterThan(25);
    const failures = transactions.flatMap(({ golden, where, value }) => {
      const problem = issues(transactionSchema, restoreScrubbed(value));
      return problem === null ? [] : [`${golden} ${where}: ${problem}`];
    });
    expect(failures).toEqual([]);
  });

  it('accepts the block golden, its blank hash restored', () => {
    const blocks = current.filter(isBlock);
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.flatMap((golden) => issues(blockSchema, restoreScrubbed(golden.body)) ?? [])).toEqual([]);
  });

  it('accepts every event of every current golden transaction', () => {
    const events = goldenEvents().filter(({ golden, where }) => !OBSOLETE.has(golden) && where.includes('.events['));
    expect(events.length).toBeGreaterThan(20);
    const failures = events.flatMap(({ golden, where, value }) => {
      const problem = issues(eventSchema, value);
      return problem === null ? [] : [`${golden} ${where}: ${problem}`];
    });
    expect(failures).toEqual([]);
  });

  it('rejects the obsolete genesis golden for the reasons the README gives (so the skip stays honest)', () => {
    const [genesis] = goldenTransactions(loadGoldens().filter((golden) => OBSOLETE.has(golden.name)));
    const problem = issues(transactionSchema, restoreScrubbed(genesis?.value)) ?? '';
    expect(problem).toMatch(/is_view|guid/);
  });
});
