// A numeric leaf of a value, read across versions for a chart: exact (bigint) for the labels,
// a number only for the plot's positions.
import { childOf, type JsonValue } from '../move/json';

/** u8…u256 as the API writes them: small ones as JSON numbers, u64 and wider as decimal strings. */
export function numericLeaf(value: JsonValue | undefined): bigint | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  if (typeof value === 'string' && /^-?(0|[1-9]\d*)$/.test(value)) return BigInt(value);
  return null;
}

export function valueAtPath(value: JsonValue | undefined, path: readonly (string | number)[]): JsonValue | undefined {
  return path.reduce(childOf, value);
}

/** `count` versions spread evenly over [oldest, latest], both ends included, without repeats. */
export function evenlySpaced(oldest: bigint, latest: bigint, count: number): bigint[] {
  if (latest < oldest || count < 1) return [];
  if (count === 1) return [oldest];
  const span = latest - oldest;
  const steps = BigInt(count - 1);
  const versions = new Set<bigint>();
  for (let i = 0n; i <= steps; i++) versions.add(oldest + (span * i) / steps);
  return [...versions];
}

/** A leaf charted over the window (src/queries/history-series.ts reads it, value-plot.tsx draws it). */
export interface SeriesPoint {
  version: bigint;
  timestampUsec: bigint | null;
  value: bigint;
  /** the node's index lists a write here (not a sampled version, nor an end of the window) */
  write: boolean;
}

export interface Series {
  points: SeriesPoint[];
  /** from the node's index of writes (else sampled) */
  indexed: boolean;
  writes: number;
  /** the index listed more writes than WRITE_PAGES pages: only the newest are charted */
  cut: boolean;
  /** points pruned by the node before they could be read */
  pruned: number;
}
