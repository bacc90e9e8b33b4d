import { fail, ok, type Result } from '../result';
import { isU64String } from './u64-text';
import { isRecord } from './wire-body-parse';

// A `…/versions` answer checked against what was asked (docs/api.md#the-versions-extension): at most
// `limit` writes, in the order asked, each version from `start` onwards and within the window the
// answer's own ledger headers name. Anything else is not an index to trust: a node that sent 200,000
// writes for `limit=100`, or 9501 for "the next change after 10000", is malformed (callers then search
// over reads instead).

/** A write of a state key as the `…/versions` routes send it (stateKeyWriteSchema), read into bigints. */
export interface KeyWrite {
  version: bigint;
  deleted: boolean;
  /** Ledger time in microseconds; null when the node no longer knows it. */
  timestampUsec: bigint | null;
}

/** The body of a `…/versions` route: an array of writes, as stateKeyWriteListSchema says (wire-body-parse.test.ts holds it to it). */
export function parseStateKeyWriteList(value: unknown): Result<KeyWrite[]> {
  if (!Array.isArray(value)) return fail('write list is not an array');
  const writes: KeyWrite[] = [];
  for (const [index, item] of value.entries()) {
    if (!isRecord(item)) return fail(`item ${index}: not an object`);
    const { version, deleted, timestamp } = item;
    if (!isU64String(version)) return fail(`item ${index}: version: not a u64 decimal string`);
    if (typeof deleted !== 'boolean') return fail(`item ${index}: deleted: not a boolean`);
    if (timestamp !== null && !isU64String(timestamp)) return fail(`item ${index}: timestamp: not a u64 decimal string or null`);
    writes.push({ version: BigInt(version), deleted, timestampUsec: timestamp === null ? null : BigInt(timestamp) });
  }
  return ok(writes);
}

export interface WriteListAsked {
  order: 'asc' | 'desc';
  start?: bigint | undefined;
  limit: number;
  /** The window: the oldest readable version, and the version read (the answer's ledger headers, or `ledger_version`). */
  oldest?: bigint | undefined;
  upTo?: bigint | undefined;
}

/** The writes of an answer, or why they cannot answer what was asked. */
export function parseKeyWriteListAnswer(body: unknown, asked: WriteListAsked): Result<KeyWrite[]> {
  // before reading each item: an answer far longer than asked is refused at its length
  if (Array.isArray(body) && body.length > asked.limit)
    return fail(`write list: ${body.length.toLocaleString('en-US')} writes, asked for at most ${asked.limit}`);
  const parsed = parseStateKeyWriteList(body);
  if (!parsed.ok) return parsed;
  const problem = writeListProblem(parsed.value, asked);
  return problem === null ? parsed : fail(`write list: ${problem}`);
}

function writeListProblem(writes: readonly KeyWrite[], asked: WriteListAsked): string | null {
  const ascending = asked.order === 'asc';
  let previous: bigint | undefined;
  for (const [index, { version }] of writes.entries()) {
    const at = `item ${index}: version ${version}`;
    if (previous !== undefined && (ascending ? version <= previous : version >= previous))
      return `${at} follows ${previous}, not ${ascending ? 'oldest' : 'newest'} first`;
    if (asked.start !== undefined && (ascending ? version < asked.start : version > asked.start))
      return `${at} is ${ascending ? 'below' : 'above'} the start asked for, ${asked.start}`;
    if (asked.upTo !== undefined && version > asked.upTo) return `${at} is above the version read, ${asked.upTo}`;
    if (asked.oldest !== undefined && version < asked.oldest) return `${at} is below the oldest version, ${asked.oldest}`;
    previous = version;
  }
  return null;
}
