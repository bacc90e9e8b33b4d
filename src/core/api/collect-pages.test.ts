import { describe, expect, it } from 'vitest';
import { collectPages, cursorMayBeHidden } from './collect-pages';
import type { LedgerInfo } from './ledger-info';

const limits = { maxPages: 5, maxItems: 100 };

describe('collectPages', () => {
  it('reads every page in order until the node names no next cursor', async () => {
    const pages = [['a', 'b'], ['c'], ['d']];
    const read = async (cursor: string | null) => {
      const index = cursor === null ? 0 : Number(cursor);
      return { items: pages[index] ?? [], cursor: index + 1 < pages.length ? String(index + 1) : null };
    };
    await expect(collectPages(read, limits)).resolves.toEqual({ items: ['a', 'b', 'c', 'd'], pages: 3, stopped: null });
  });

  it('stops at a cursor it has seen (a node that repeats itself)', async () => {
    let reads = 0;
    const read = async () => {
      reads++;
      return { items: ['x'], cursor: 'same' };
    };
    await expect(collectPages(read, limits)).resolves.toEqual({ items: ['x', 'x'], pages: 2, stopped: 'repeated_cursor' });
    expect(reads).toBe(2);
  });

  it('stops at the page limit and at the item limit, keeping no more than the limit', async () => {
    let next = 0;
    const endless = async () => ({ items: ['y'], cursor: String(next++) });
    await expect(collectPages(endless, limits)).resolves.toMatchObject({ pages: 5, stopped: 'page_limit' });
    const huge = async () => ({ items: Array.from({ length: 70 }, () => 'z'), cursor: String(next++) });
    const collected = await collectPages(huge, limits);
    expect(collected).toMatchObject({ pages: 2, stopped: 'item_limit' });
    expect(collected.items).toHaveLength(100);
  });

  it('says it stopped at the item limit when one page alone (even the last) holds more', async () => {
    const oneBigPage = async () => ({ items: Array.from({ length: 150 }, () => 'w'), cursor: null });
    const collected = await collectPages(oneBigPage, limits);
    expect(collected).toMatchObject({ pages: 1, stopped: 'item_limit' });
    expect(collected.items).toHaveLength(100);
  });
});

describe('a cursor the page cannot read', () => {
  const ledger: LedgerInfo = {
    chainId: 1,
    ledgerVersion: 9n,
    oldestLedgerVersion: 0n,
    ledgerTimestampUsec: 0n,
    epoch: 1n,
    blockHeight: 1n,
    oldestBlockHeight: 0n,
    gasUsed: null,
  };

  it('a full page without a cursor may go on only when the headers were not readable', () => {
    expect(cursorMayBeHidden({ itemCount: 9_999, limit: 9_999, cursor: null, ledger: { ...ledger, source: 'ledger_info' } })).toBe(true);
    expect(cursorMayBeHidden({ itemCount: 9_999, limit: 9_999, cursor: null, ledger: null })).toBe(true);
    expect(cursorMayBeHidden({ itemCount: 9_999, limit: 9_999, cursor: null, ledger })).toBe(false);
    expect(cursorMayBeHidden({ itemCount: 9_998, limit: 9_999, cursor: null, ledger: null })).toBe(false);
    expect(cursorMayBeHidden({ itemCount: 9_999, limit: 9_999, cursor: 'AAEC', ledger: null })).toBe(false);
  });

  it('stops with hidden_cursor instead of calling the list complete', async () => {
    const read = async () => ({ items: ['a', 'b'], cursor: null, cursorHidden: true });
    await expect(collectPages(read, limits)).resolves.toEqual({ items: ['a', 'b'], pages: 1, stopped: 'hidden_cursor' });
  });
});
