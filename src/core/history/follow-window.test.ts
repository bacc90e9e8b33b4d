import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { ledgerAt } from '../api/test-ledger';
import { FOLLOW_WINDOW_TRIES, readFollowingWindow } from './follow-window';

const ledger = (oldest: bigint) => ledgerAt(1000n, oldest);

/** A node whose window starts at `oldest`, which moves on by `drift` after every read. */
function movingNode(start: bigint, drift: bigint) {
  let oldest = start;
  const reads: bigint[] = [];
  const read = async (version: bigint) => {
    reads.push(version);
    const seen = oldest;
    oldest += drift;
    // the answer advertises the window as it was when the read arrived: behind by the time of the next read
    if (version < seen) throw new ApiError({ kind: 'pruned', message: 'pruned', url: '', status: 410, ledger: ledger(seen) });
    return version;
  };
  return { read, reads };
}

describe('readFollowingWindow', () => {
  it('follows the advertised oldest version forward until a read lands, and returns the version read', async () => {
    const node = movingNode(100n, 5n);
    await expect(readFollowingWindow(90n, node.read)).resolves.toBe(117n);
    expect(node.reads).toEqual([90n, 100n + 1n, 105n + 3n, 110n + 7n]);
  });

  it('gives up after a few tries, with the last 410', async () => {
    const node = movingNode(100n, 1000n);
    await expect(readFollowingWindow(90n, node.read)).rejects.toMatchObject({ kind: 'pruned' });
    expect(node.reads).toHaveLength(FOLLOW_WINDOW_TRIES);
  });

  it('rethrows other failures at once', async () => {
    const failing = async () => {
      throw new ApiError({ kind: 'network', message: 'down', url: '' });
    };
    await expect(readFollowingWindow(5n, failing)).rejects.toMatchObject({ kind: 'network' });
  });
});
