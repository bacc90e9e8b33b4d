import { describe, expect, it } from 'vitest';
import { ledgerAt } from '../api/test-ledger';
import { newerLedger, prunedSince, placeInWindow, versionSteps } from './ledger-window';

describe('newerLedger', () => {
  it('takes the higher version, either side, and whichever is known', () => {
    const older = ledgerAt(100n, 10n);
    const newer = ledgerAt(200n, 110n);
    expect(newerLedger(older, newer)).toBe(newer);
    expect(newerLedger(newer, older)).toBe(newer);
    expect(newerLedger(undefined, older)).toBe(older);
    expect(newerLedger(older, null)).toBe(older);
    expect(newerLedger(null, undefined)).toBeNull();
  });
});

describe('prunedSince', () => {
  it('is true only for a version below a known oldest', () => {
    expect(prunedSince(29879n, 30226n)).toBe(true);
    expect(prunedSince(30226n, 30226n)).toBe(false);
    expect(prunedSince(29879n, undefined)).toBe(false);
    expect(prunedSince(undefined, 30226n)).toBe(false);
  });
});

describe('placeInWindow', () => {
  it('tells a pruned version, one beyond latest, and one in the window apart', () => {
    expect(placeInWindow(99n, 100n, 200n)).toBe('pruned');
    expect(placeInWindow(100n, 100n, 200n)).toBe('in');
    expect(placeInWindow(200n, 100n, 200n)).toBe('in');
    expect(placeInWindow(201n, 100n, 200n)).toBe('ahead');
  });

  it('counts a version as in the window when the bounds are unknown', () => {
    expect(placeInWindow(5n, undefined, undefined)).toBe('in');
    expect(placeInWindow(500n, 100n, undefined)).toBe('in');
  });
});

describe('versionSteps', () => {
  it('steps both ways inside the window, and stops at its ends', () => {
    expect(versionSteps(150n, 100n, 200n)).toEqual({ back: 149n, on: 151n });
    expect(versionSteps(100n, 100n, 200n)).toEqual({ back: undefined, on: 101n });
    expect(versionSteps(200n, 100n, 200n)).toEqual({ back: 199n, on: undefined });
    expect(versionSteps(0n, undefined, undefined)).toEqual({ back: undefined, on: 1n });
  });

  it('offers no step beyond latest (issue 25 item 11): N−1 of a future version is in the future too', () => {
    expect(versionSteps(250n, 100n, 200n)).toEqual({ back: undefined, on: undefined });
    expect(versionSteps(201n, 100n, 200n)).toEqual({ back: undefined, on: undefined });
  });

  it('offers no step from a pruned version: its neighbours are pruned too', () => {
    expect(versionSteps(50n, 100n, 200n)).toEqual({ back: undefined, on: undefined });
    expect(versionSteps(99n, 100n, 200n)).toEqual({ back: undefined, on: undefined });
  });

  it('offers none while no version is known', () => {
    expect(versionSteps(undefined, 100n, 200n)).toEqual({ back: undefined, on: undefined });
  });
});
