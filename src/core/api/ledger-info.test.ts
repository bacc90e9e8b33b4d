import { describe, expect, it } from 'vitest';
import { currentLedger } from './ledger-info';
import { ledgerAt } from './test-ledger';

const at = (version: bigint, timeUsec: bigint, chainId = 4) => ({ ...ledgerAt(version, 0n), chainId, ledgerTimestampUsec: timeUsec });

describe('currentLedger', () => {
  const kept = at(5000n, 900n);

  it('of one chain, the higher version: a late answer does not move it back', () => {
    expect(currentLedger(kept, at(5010n, 950n))).toEqual({ current: at(5010n, 950n), chain: 'same' });
    expect(currentLedger(kept, at(4990n, 899n))).toEqual({ current: kept, chain: 'same' });
    expect(currentLedger(kept, at(4999n, 900n))).toEqual({ current: kept, chain: 'same' });
    expect(currentLedger(kept, at(5000n, 900n)).chain).toBe('same');
  });

  it('a chain that replaced the kept one: another chain id, whatever its clock, or a lower version at a later time', () => {
    expect(currentLedger(kept, at(5001n, 901n, 5))).toEqual({ current: at(5001n, 901n, 5), chain: 'reset' });
    expect(currentLedger(kept, at(40n, 100n, 5))).toEqual({ current: at(40n, 100n, 5), chain: 'reset' });
    expect(currentLedger(kept, at(50n, 1_000n))).toEqual({ current: at(50n, 1_000n), chain: 'reset' });
  });

  it('a late answer of the chain before a reset is not current', () => {
    const restarted = at(50n, 1_000n);
    expect(currentLedger(restarted, kept)).toEqual({ current: restarted, chain: 'before' });
  });
});
