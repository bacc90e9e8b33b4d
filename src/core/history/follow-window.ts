import { ApiError } from '../api/errors';

/** How many pruned answers in a row to follow forward before giving up (the window moves a few versions a second). */
export const FOLLOW_WINDOW_TRIES = 6;

/**
 * Reads at `version`, and when the node answers 410 (the version left the window while the request
 * was on its way), again at the oldest version the node advertised, a few times. Returns the version
 * that was read, so the caller pins exactly what the user saw; rethrows anything else.
 */
export async function readFollowingWindow(version: bigint, read: (version: bigint) => Promise<unknown>): Promise<bigint> {
  let at = version;
  for (let attempt = 1; ; attempt++) {
    try {
      await read(at);
      return at;
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'pruned' || attempt >= FOLLOW_WINDOW_TRIES) throw error;
      // the advertised oldest is already behind by the time the next read arrives: aim a little past
      // it, further each time (a node that hides its headers gets the same walk from here)
      const advertised = error.ledger?.oldestLedgerVersion;
      const base = advertised !== undefined && advertised > at ? advertised : at + 1n;
      at = base + (1n << BigInt(attempt)) - 1n;
    }
  }
}
