import { describe, expect, it } from 'vitest';
import { lastChangeIn, searchedChange } from './key-changes';

const write = (version: bigint) => ({ version, deleted: false, timestampUsec: null });

describe('lastChangeIn', () => {
  it("takes the index's newest write in (before, after], and says whether others fall in the span", () => {
    expect(lastChangeIn([write(90n), write(80n)], [], 50n, 100n)).toEqual({ version: 90n, more: true });
    expect(lastChangeIn([write(90n), write(40n)], [], 50n, 100n)).toEqual({ version: 90n, more: false });
    expect(lastChangeIn([write(90n)], [], 50n, 100n)).toEqual({ version: 90n, more: false });
    // the newest write is at or below `before`: nothing changed in the span
    expect(lastChangeIn([write(50n)], [], 50n, 100n)).toBeUndefined();
    expect(lastChangeIn([], [], 50n, 100n)).toBeUndefined();
  });

  it('without an index (null), names the newest change found so far in the span, with no word on others', () => {
    const found = [60n, 70n, 120n].map((version) => ({ version, timestampUsec: null }));
    expect(lastChangeIn(null, found, 50n, 100n)).toEqual({ version: 70n, more: null });
    expect(lastChangeIn(null, found, 70n, 100n)).toBeUndefined();
  });

  it('knows nothing while the writes load, nor for an empty span', () => {
    expect(lastChangeIn(undefined, [{ version: 60n, timestampUsec: null }], 50n, 100n)).toBeUndefined();
    expect(lastChangeIn([write(90n)], [], 100n, 100n)).toBeUndefined();
  });
});

describe('searchedChange', () => {
  it("names a search's answer as a change found by search, its reads as the requests", () => {
    expect(searchedChange({ kind: 'found', version: 7n, reads: 3 })).toEqual({
      kind: 'found',
      version: 7n,
      requests: 3,
      how: 'search',
      timestampUsec: null,
    });
    expect(searchedChange({ kind: 'none', bound: 100n, reads: 5 })).toEqual({ kind: 'none', bound: 100n, requests: 5, how: 'search' });
    expect(searchedChange({ kind: 'pruned', oldest: 40n, reads: 2 })).toEqual({ kind: 'pruned', oldest: 40n, requests: 2 });
  });
});
