import { describe, expect, it } from 'vitest';
import { chainIdMismatch } from './network-chain-check';

describe("a network's chain id", () => {
  it("warn when devnet or a localnet serves a public network's chain id (issue 30, red team 10)", () => {
    expect(chainIdMismatch('devnet', 1)).toBe(
      "This node serves chain 1, mainnet's chain id, which devnet never has: it is not a devnet node, so what it shows is mainnet's state, not devnet's.",
    );
    expect(chainIdMismatch('devnet', 2)).toContain("testnet's chain id");
    expect(chainIdMismatch('localnet', 1)).toContain('it is not a localnet node');
    expect(chainIdMismatch('localnet', 2)).toContain("testnet's state");
    expect(chainIdMismatch('localnet', 4)).toBeNull();
  });

  it('warn when the chain id contradicts mainnet (1) or testnet (2); other ids of devnet and localnet pass', () => {
    expect(chainIdMismatch('mainnet', 1)).toBeNull();
    expect(chainIdMismatch('testnet', 2)).toBeNull();
    expect(chainIdMismatch('mainnet', 2)).toContain("mainnet's chain id is 1");
    expect(chainIdMismatch('testnet', 4)).toContain('This node serves chain 4');
    expect(chainIdMismatch('devnet', 177)).toBeNull();
    expect(chainIdMismatch('localnet', 9)).toBeNull();
  });
});
