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
