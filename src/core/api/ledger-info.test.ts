import { describe, expect, it } from 'vitest';
import { isAnotherChain } from './ledger-info';
import { ledgerAt } from './test-ledger';

const at = (version: bigint, timeUsec: bigint, chainId = 4) => ({ ...ledgerAt(version, 0n), chainId, ledgerTimestampUsec: timeUsec });

describe('isAnotherChain', () => {
  it('is another chain under another chain id, or at a lower version and a later time (a reset)', () => {
    expect(isAnotherChain(at(5000n, 900n), at(5001n, 901n, 5))).toBe(true);
    expect(isAnotherChain(at(5000n, 900n), at(50n, 1_000n))).toBe(true);
  });

  it('is the same chain seen late: a lower version at the same or an earlier time, or a higher version', () => {
    expect(isAnotherChain(at(5000n, 900n), at(4990n, 899n))).toBe(false);
    expect(isAnotherChain(at(5000n, 900n), at(4999n, 900n))).toBe(false);
    expect(isAnotherChain(at(5000n, 900n), at(5010n, 950n))).toBe(false);
    expect(isAnotherChain(at(5000n, 900n), at(5000n, 900n))).toBe(false);
  });
});
