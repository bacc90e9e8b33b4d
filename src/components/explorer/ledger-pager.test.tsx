// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LedgerPager, type PagerWords } from './ledger-pager';

afterEach(cleanup);

const WORDS: PagerWords = {
  plural: 'Blocks',
  one: 'Block',
  newest: 'Newest block',
  oldest: 'Oldest block',
  first: 'The first block',
  last: 'The newest block',
  to: (height) => ({ kind: 'block', height: height.toString() }),
  what: 'Block',
  openNewest: 'Open the newest block',
  prunedLead: 'The node keeps only a window of recent blocks',
  openOldest: () => 'Open the oldest block',
  reading: 'Reading the block…',
};

function pager(at: bigint, oldest: bigint | undefined, newest: bigint | undefined): string {
  render(
    <MemoryRouter>
      <LedgerPager at={at} oldest={oldest} newest={newest} words={WORDS} />
    </MemoryRouter>,
  );
  const text = screen.getByRole('navigation', { name: 'Blocks' }).textContent ?? '';
  cleanup();
  return text;
}

describe('LedgerPager', () => {
  it('steps to the one before and after, naming the ends and the pruned window', () => {
    expect(pager(5n, 0n, 10n)).toBe('← Block 4Block 6 →');
    expect(pager(0n, 0n, 10n)).toBe('The first blockBlock 1 →');
    expect(pager(10n, 0n, 10n)).toBe('← Block 9The newest block');
    // from a pruned one, on is the oldest still answered
    expect(pager(3n, 8n, 10n)).toBe('Blocks before 8 are prunedOldest block 8 →');
    // past the newest: only the way back
    expect(pager(1_000n, 0n, 10n)).toBe('← Newest block 10');
  });
});
