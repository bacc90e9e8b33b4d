import { describe, expect, it } from 'vitest';
import { currentLedger } from './ledger-info';
import { ledgerAt } from './test-ledger';

const at = (version: bigint, timeUsec: bigint, chainId = 4) => ({ ...ledgerAt(version, 0n), chainId, ledgerTimestampUsec: timeUsec });

describe('currentLedger', () => {
  const kept = at(5000n, 900n);

  it('of one chain, the higher version: a late answer does not move it back', () => {
    expect(currentLedger(kept, at(5010n, 950n), new Map())).toEqual({ current: at(5010n, 950n), chain: 'same' });
    expect(currentLedger(kept, at(4990n, 899n), new Map())).toEqual({ current: kept, chain: 'same' });
    expect(currentLedger(kept, at(4999n, 900n), new Map())).toEqual({ current: kept, chain: 'same' });
    expect(currentLedger(kept, at(5000n, 900n), new Map()).chain).toBe('same');
  });

  it('a chain that replaced the kept one: another chain id, whatever its clock, or a lower version at a later time', () => {
    expect(currentLedger(kept, at(5001n, 901n, 5), new Map())).toEqual({ current: at(5001n, 901n, 5), chain: 'reset' });
    expect(currentLedger(kept, at(40n, 100n, 5), new Map())).toEqual({ current: at(40n, 100n, 5), chain: 'reset' });
    expect(currentLedger(kept, at(50n, 1_000n), new Map())).toEqual({ current: at(50n, 1_000n), chain: 'reset' });
  });

  it('a late answer of a chain id the URL has left is not current; that chain going on is', () => {
    const left = new Map<number, bigint>();
    const devnet = at(40n, 100n, 5);
    expect(currentLedger(kept, devnet, left).chain).toBe('reset');
    expect(left.get(4)).toBe(5000n);
    expect(currentLedger(devnet, at(4999n, 899n), left)).toEqual({ current: devnet, chain: 'before' });
    expect(currentLedger(devnet, at(5000n, 900n), left)).toEqual({ current: devnet, chain: 'before' });
    // chain 4 answers past what was seen of it: the URL serves it again
    expect(currentLedger(devnet, at(5002n, 902n), left)).toEqual({ current: at(5002n, 902n), chain: 'reset' });
  });

  it('a late answer of the chain before a reset is not current', () => {
    const restarted = at(50n, 1_000n);
    expect(currentLedger(restarted, kept, new Map())).toEqual({ current: restarted, chain: 'before' });
  });
});
