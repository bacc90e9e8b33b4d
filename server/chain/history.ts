import type { BlockWrites, LedgerStore } from '../store/ledger-store';
import { serializeChainState } from './chain-state';
import type { DemoChain } from './demo-chain';

const ROWS_PER_COMMIT = 20_000;

/** Commits one block (one SQLite transaction) together with the generator state that follows it. */
export function commitBlock(store: LedgerStore, chain: DemoChain, block: BlockWrites): void {
  store.commitBlocks([block], { chain_state: serializeChainState(chain.snapshot()) });
}

/**
 * Generates blocks until the chain holds `targetVersions` versions (the last block is cut to fit).
 * Many blocks go into one transaction: 20,000 versions take seconds, not minutes.
 */
export function generateHistory(store: LedgerStore, chain: DemoChain, targetVersions: bigint, onProgress: (message: string) => void): void {
  const start = chain.nextVersion;
  let batch: BlockWrites[] = [];
  let rows = 0;
  let lastPercent = -1;
  const flush = () => {
    if (batch.length === 0) return;
    store.commitBlocks(batch, { chain_state: serializeChainState(chain.snapshot()) });
    batch = [];
    rows = 0;
    const percent = Number(((chain.nextVersion - start) * 100n) / (targetVersions - start || 1n));
    if (percent !== lastPercent) onProgress(`generating ${targetVersions} versions… ${percent}%`);
    lastPercent = percent;
  };
  while (chain.nextVersion < targetVersions) {
    const block = chain.nextBlock(Number(targetVersions - chain.nextVersion));
    batch.push(block);
    for (const { writes } of block.transactions) rows += writes.length;
    if (rows >= ROWS_PER_COMMIT) flush();
  }
  flush();
}
