// "When did this value change?" against any node: a search over reads. From a version, gallop away
// (1, 2, 4, … versions) until a read differs, then bisect between the last equal and the first
// different read: O(log distance) reads. It assumes that a value which differs at the far probe
// changed once in between; a value that changed and changed back between two probes can be missed,
// which is why the UI says the result is "the nearest version with a different value as read".
// The node may prune while the search runs: a pruned read is made again at the new oldest version, and
// the search goes on with it while the change can still be told apart from the versions read.

/** What a read gives: the value's identity, or that the version has left the window. */
export type ProbeResult<T> = { kind: 'value'; value: T } | { kind: 'pruned'; oldest: bigint | null };

export type ChangeDirection = 'older' | 'newer';

export interface ChangeSearchInput<T> {
  direction: ChangeDirection;
  /**
   * older: the version where the value at `from − 1` first appeared (the change before `from`);
   * newer: the first version after `from` whose value differs from `from`'s.
   */
  from: bigint;
  /** The window as last seen; a pruned read moves `oldest` forward. */
  oldest: bigint;
  latest: bigint;
  read: (version: bigint) => Promise<ProbeResult<T>>;
  equal: (a: T, b: T) => boolean;
  signal?: AbortSignal;
  onProgress?: (progress: ChangeSearchProgress) => void;
}

export interface ChangeSearchProgress {
  reads: number;
  /** The versions between which the change is known to lie. */
  low: bigint;
  high: bigint;
}

export type ChangeSearchResult =
  | { kind: 'found'; version: bigint; reads: number }
  /** No change between `from` and `bound` (the window's end in that direction). */
  | { kind: 'none'; bound: bigint; reads: number }
  /** newer: the node pruned `from`, or the versions where its value changed, before they were read (its oldest is now `oldest`). */
  | { kind: 'pruned'; oldest: bigint; reads: number };

/** Reads that follow a moving window forward give up after this many pruned answers in a row. */
const MAX_PRUNED_RETRIES = 5;

export async function searchChange<T>(input: ChangeSearchInput<T>): Promise<ChangeSearchResult> {
  const { direction, read, equal, signal, onProgress } = input;
  let oldest = input.oldest;
  const latest = input.latest;
  let reads = 0;

  /**
   * The value at `version`, or at the window's oldest when the node pruned it (it follows a moving window
   * forward); null when the window moved to `limit` or past it, where the read would be no use.
   */
  const readAt = async (version: bigint, limit: bigint): Promise<{ version: bigint; value: T } | null> => {
    let at = version < oldest ? oldest : version;
    for (let attempt = 0; attempt <= MAX_PRUNED_RETRIES && at < limit; attempt++) {
      signal?.throwIfAborted();
      reads++;
      const result = await read(at);
      if (result.kind === 'value') return { version: at, value: result.value };
      oldest = result.oldest !== null && result.oldest > at ? result.oldest : at + 1n;
      at = oldest;
    }
    return null;
  };

  const older = direction === 'older';
  const none = (): ChangeSearchResult => ({ kind: 'none', bound: older ? oldest : latest, reads });
  // the window moved past versions the search needs. older: the run of the value reaches below the
  // window, so no change lies in it; newer: `from`'s value, or where it changed, can no longer be read
  const lost = (): ChangeSearchResult => (older ? none() : { kind: 'pruned', oldest, reads });
  // older: the run of equal values that ends at `from − 1`, whose first version is the change;
  // newer: the run that starts at `from`, and the version after its end is the change
  const anchorVersion = older ? input.from - 1n : input.from;
  if (older ? anchorVersion < oldest : anchorVersion >= latest) return none();
  const anchor = await readAt(anchorVersion, anchorVersion + 1n);
  if (anchor === null) return lost();
  const step = older ? -1n : 1n;
  /** A version known to hold the anchor's value, and the nearest one known to differ (null: not found yet). */
  let same = anchor.version;
  let differs: bigint | null = null;
  let distance = 1n;
  while (differs === null) {
    if (older ? same <= oldest : same >= latest) return none();
    const wanted = same + step * distance;
    const probe = older ? (wanted < oldest ? oldest : wanted) : wanted > latest ? latest : wanted;
    const got = await readAt(probe, older ? same : latest + 1n);
    if (got === null) return lost();
    if (equal(got.value, anchor.value)) same = got.version;
    else differs = got.version;
    distance *= 2n;
    onProgress?.(older ? { reads, low: differs ?? oldest, high: same } : { reads, low: same, high: differs ?? latest });
  }
  // the change lies in (low, high], and is `high` once they meet. older: the anchor's value is at `high`
  // and differs at `low`; newer: the reverse. A pruned `mid` is read at the new oldest, if below `high`
  let [low, high] = older ? [differs, same] : [same, differs];
  while (high - low > 1n) {
    const got = await readAt((low + high) / 2n, high);
    if (got === null) return lost();
    if (equal(got.value, anchor.value) === older) high = got.version;
    else low = got.version;
    onProgress?.({ reads, low, high });
  }
  return { kind: 'found', version: high, reads };
}
