import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseKeyWriteListAnswer, type WriteListAsked } from './key-write-list';

// What a `…/versions` answer may be, given what was asked (issue 25: a node sent 200,000 writes for
// limit=100, and 9501 for "the next change after 10000"). Honest answers come from a model of the node.

const wire = (versions: readonly bigint[]) => versions.map((version) => ({ version: version.toString(), deleted: false, timestamp: null }));

/** A request, and the answer an honest node gives it: distinct writes in the window, from `start` on, in order, at most `limit`. */
const honest = fc
  .record({
    oldest: fc.bigInt({ min: 0n, max: 10_000n }),
    span: fc.bigInt({ min: 0n, max: 10_000n }),
    order: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
    limit: fc.integer({ min: 1, max: 50 }),
    startAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    picks: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 80 }),
  })
  .map(({ oldest, span, order, limit, startAt, picks }) => {
    const upTo = oldest + span;
    const at = (share: number) => oldest + BigInt(Math.floor(share * Number(span)));
    const start = startAt === undefined ? undefined : at(startAt);
    const written = [...new Set(picks.map(at))].filter(
      (version) => start === undefined || (order === 'asc' ? version >= start : version <= start),
    );
    written.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (order === 'desc') written.reverse();
    const asked: WriteListAsked = { order, start, limit, oldest, upTo };
    return { asked, versions: written.slice(0, limit) };
  });

describe('parseKeyWriteListAnswer', () => {
  it('takes every honest answer as it is', () => {
    fc.assert(
      fc.property(honest, ({ asked, versions }) => {
        const parsed = parseKeyWriteListAnswer(wire(versions), asked);
        expect(parsed.ok && parsed.value.map((write) => write.version)).toEqual(versions);
      }),
    );
  });

  it('refuses an answer longer than asked, out of order, or outside the range asked', () => {
    const spoiled = honest
      .filter(({ versions }) => versions.length > 0)
      .chain(({ asked, versions }) =>
        fc.constantFrom(
          // one more than asked
          { asked, versions: Array<bigint>(asked.limit + 1).fill(versions[0] ?? 0n), why: /asked for at most/ },
          // the last one again, or the order reversed
          { asked, versions: [...versions, versions.at(-1) ?? 0n], why: /not (oldest|newest) first|asked for at most/ },
          // one version before the start (asc) or after it (desc), or past the version read
          {
            asked,
            versions: [asked.order === 'asc' ? (asked.start ?? asked.oldest ?? 0n) - 1n : (asked.start ?? asked.upTo ?? 0n) + 1n],
            why: /below|above/,
          },
          { asked, versions: [(asked.upTo ?? 0n) + 1n], why: /above/ },
        ),
      )
      .filter(({ versions }) => versions.every((version) => version >= 0n));
    fc.assert(
      fc.property(spoiled, ({ asked, versions, why }) => {
        const parsed = parseKeyWriteListAnswer(wire(versions), asked);
        expect(parsed.ok).toBe(false);
        expect(parsed.ok ? '' : parsed.message).toMatch(why);
      }),
    );
  });

  it('the answers the issue saw: 200,000 writes for limit=100, 9501 for the next change after 10000', () => {
    const many = wire(Array.from({ length: 200_000 }, (_, index) => BigInt(300_000 - index)));
    expect(parseKeyWriteListAnswer(many, { order: 'desc', start: 300_000n, limit: 100 })).toEqual({
      ok: false,
      message: 'write list: 200,000 writes, asked for at most 100',
    });
    expect(parseKeyWriteListAnswer(wire([9501n]), { order: 'asc', start: 10_001n, limit: 1, oldest: 0n, upTo: 20_000n })).toEqual({
      ok: false,
      message: 'write list: item 0: version 9501 is below the start asked for, 10001',
    });
  });

  it('a malformed item is still reported as such', () => {
    expect(parseKeyWriteListAnswer([{ version: 5, deleted: false, timestamp: null }], { order: 'desc', limit: 1 })).toMatchObject({
      ok: false,
      message: 'item 0: version: not a u64 decimal string',
    });
  });
});
