import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchChange, type ProbeResult } from './change-search';

/** A value per version built from runs: every run has its own value, so bisection is exact. */
function historyFrom(changePoints: readonly number[], length: number): number[] {
  const points = new Set(changePoints);
  const values: number[] = [];
  let run = 0;
  for (let version = 0; version < length; version++) {
    if (points.has(version)) run++;
    values.push(run);
  }
  return values;
}

function reader(values: readonly number[], oldest: () => number) {
  const readVersions: number[] = [];
  const read = async (version: bigint): Promise<ProbeResult<number>> => {
    readVersions.push(Number(version));
    if (Number(version) < oldest()) return { kind: 'pruned', oldest: BigInt(oldest()) };
    const value = values[Number(version)];
    if (value === undefined) throw new Error(`read past the end: ${version}`);
    return { kind: 'value', value };
  };
  return { read, readVersions };
}

const equal = (a: number, b: number) => a === b;

/** The oracle: change versions are where the value differs from the version before. */
function olderChange(values: readonly number[], from: number, oldest: number): number | null {
  const anchor = from - 1;
  if (anchor < oldest) return null;
  let start = anchor;
  while (start > oldest && values[start - 1] === values[anchor]) start--;
  return start === oldest ? null : start;
}
function newerChange(values: readonly number[], from: number): number | null {
  for (let version = from + 1; version < values.length; version++) if (values[version] !== values[from]) return version;
  return null;
}

const scenario = fc
  .record({
    length: fc.integer({ min: 2, max: 5000 }),
    changes: fc.array(fc.nat(4999), { maxLength: 30 }),
    oldest: fc.nat(1000),
    from: fc.nat(5000),
  })
  .filter(({ length, oldest, from }) => oldest < length && from >= oldest && from < length);

describe('searchChange', () => {
  it('finds the nearest change each way exactly, in O(log distance) reads', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ length, changes, oldest, from }) => {
        const values = historyFrom(changes, length);
        const window = { oldest: BigInt(oldest), latest: BigInt(length - 1) };
        for (const direction of ['older', 'newer'] as const) {
          const { read } = reader(values, () => oldest);
          const result = await searchChange({ direction, from: BigInt(from), ...window, read, equal });
          const expected = direction === 'older' ? olderChange(values, from, oldest) : newerChange(values, from);
          if (expected === null) expect(result.kind).toBe('none');
          else expect(result).toMatchObject({ kind: 'found', version: BigInt(expected) });
          const distance = Math.max(2, Math.abs((expected ?? (direction === 'older' ? oldest : length - 1)) - from));
          expect(result.reads).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(distance)) + 3);
        }
      }),
    );
  });

  it('searches 10^5 versions in at most 40 reads', async () => {
    const values = historyFrom([12_345], 100_000);
    const { read, readVersions } = reader(values, () => 0);
    const result = await searchChange({ direction: 'older', from: 99_999n, oldest: 0n, latest: 99_999n, read, equal });
    expect(result).toEqual({ kind: 'found', version: 12_345n, reads: readVersions.length });
    expect(readVersions.length).toBeLessThanOrEqual(40);
  });

  it('searches 10^5 versions in at most 40 reads, wherever the changes and the start (issue 31: a view result)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(99_999), { maxLength: 20 }),
        fc.nat(99_999),
        fc.constantFrom('older' as const, 'newer' as const),
        async (changes, from, direction) => {
          const values = historyFrom(changes, 100_000);
          const { read, readVersions } = reader(values, () => 0);
          const result = await searchChange({ direction, from: BigInt(from), oldest: 0n, latest: 99_999n, read, equal });
          expect(result.reads).toBe(readVersions.length);
          expect(readVersions.length).toBeLessThanOrEqual(40);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('follows a window that moves forward while it searches, and says so when the change left it', async () => {
    const values = historyFrom([50, 400], 1000);
    let oldest = 100;
    const { read } = reader(values, () => oldest);
    // the change at 50 is below the window; every read moves the window on by 20
    const moving = async (version: bigint) => {
      const result = await read(version);
      oldest += 20;
      return result;
    };
    const result = await searchChange({ direction: 'older', from: 300n, oldest: 100n, latest: 999n, read: moving, equal });
    expect(result.kind).toBe('none');
  });

  it('says the start was pruned when "newer" cannot read `from`, not that nothing changed up to latest', async () => {
    const values = historyFrom([1050], 1101);
    const { read, readVersions } = reader(values, () => 1001);
    const result = await searchChange({ direction: 'newer', from: 1000n, oldest: 1000n, latest: 1100n, read, equal });
    expect(result).toEqual({ kind: 'pruned', oldest: 1001n, reads: 1 });
    expect(readVersions).toEqual([1000]);
  });

  it('goes on bisecting from the new oldest when the window moves into the span, while the change is still readable', async () => {
    const values = historyFrom([980], 1100);
    let oldest = 900;
    const { read, readVersions } = reader(values, () => oldest);
    const moving = async (version: bigint) => {
      if (version === 977n) oldest = 978;
      return read(version);
    };
    const result = await searchChange({ direction: 'older', from: 1001n, oldest: 900n, latest: 1099n, read: moving, equal });
    expect(result).toMatchObject({ kind: 'found', version: 980n });
    expect(readVersions.slice(0, 8)).toEqual([1000, 999, 997, 993, 985, 969, 977, 978]);
  });

  it('answers truly while the window moves forward during the search', async () => {
    const moves = fc.array(fc.record({ atRead: fc.nat(40), to: fc.nat(4999) }), { maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(scenario, moves, async ({ length, changes, oldest: initial, from }, moves) => {
        const values = historyFrom(changes, length);
        for (const direction of ['older', 'newer'] as const) {
          let oldest = initial;
          const { read, readVersions } = reader(values, () => oldest);
          // the node prunes as it is read: a move happens just before the read it is due at
          const moving = async (version: bigint) => {
            for (const move of moves) if (move.atRead === readVersions.length) oldest = Math.max(oldest, move.to % length);
            return read(version);
          };
          const result = await searchChange({
            direction,
            from: BigInt(from),
            oldest: BigInt(initial),
            latest: BigInt(length - 1),
            read: moving,
            equal,
          });
          if (direction === 'older') {
            // the first version of the run that holds from − 1: found exactly, or none only when the run reaches the window's start
            const start = from === 0 ? null : (olderChange(values, from, 0) ?? 0);
            if (result.kind === 'found') expect(result.version).toBe(BigInt(start ?? -1));
            else expect(result.kind === 'none' && (start === null || BigInt(start) <= result.bound)).toBe(true);
          } else {
            const next = newerChange(values, from);
            if (result.kind === 'pruned') expect(result.oldest > BigInt(from) && result.oldest <= BigInt(oldest)).toBe(true);
            else if (next === null) expect(result.kind).toBe('none');
            else expect(result).toMatchObject({ kind: 'found', version: BigInt(next) });
          }
        }
      }),
    );
  });

  it('stops when aborted', async () => {
    const values = historyFrom([10], 1000);
    const controller = new AbortController();
    const { read } = reader(values, () => 0);
    const aborting = async (version: bigint) => {
      controller.abort();
      return read(version);
    };
    await expect(
      searchChange({ direction: 'newer', from: 500n, oldest: 0n, latest: 999n, read: aborting, equal, signal: controller.signal }),
    ).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }));
  });
});
