// Reads a cursor-paged listing to its end, within bounds: a node that repeats a cursor (or never
// stops) must not make the explorer fetch forever or hold every page in memory.

import type { LedgerInfo } from './ledger-info';

/** `hidden_cursor`: a full last page from a node whose cursor this page cannot read: the list may go on. */
export type PagingStop = 'repeated_cursor' | 'page_limit' | 'item_limit' | 'hidden_cursor';

export interface CollectedPages<T> {
  items: T[];
  pages: number;
  /** Why the reading stopped before the node said it was done; null when it was done. */
  stopped: PagingStop | null;
}

export interface PagingLimits {
  maxPages: number;
  maxItems: number;
}

/**
 * Whether a page without a cursor may still not be the last: it is full (as many items as asked) and
 * the node's headers were not readable (a real node on another origin hides `X-Aptos-Cursor` with the
 * ledger headers: the ledger came from GET /v1's body, or not at all). A node whose headers are
 * readable sends a cursor whenever more remain.
 */
export function cursorMayBeHidden(page: { itemCount: number; limit: number; cursor: string | null; ledger: LedgerInfo | null }): boolean {
  return page.cursor === null && page.itemCount >= page.limit && (page.ledger === null || page.ledger.source === 'ledger_info');
}

/** `read(null)` is the first page; each page names the next cursor, null on the last (`cursorHidden`: see cursorMayBeHidden). */
export async function collectPages<T>(
  read: (cursor: string | null) => Promise<{ items: T[]; cursor: string | null; cursorHidden?: boolean }>,
  limits: PagingLimits,
): Promise<CollectedPages<T>> {
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  let pages = 0;
  for (;;) {
    const page = await read(cursor);
    pages++;
    const room = limits.maxItems - items.length;
    // a loop, not push(...): a hostile page of a million items would overflow the call's arguments
    for (let i = 0; i < page.items.length && i < room; i++) items.push(page.items[i] as T);
    // a last page bigger than the room left is cut too, and must say so
    if (page.items.length > room) return { items, pages, stopped: 'item_limit' };
    if (page.cursor === null) return { items, pages, stopped: page.cursorHidden === true ? 'hidden_cursor' : null };
    if (seen.has(page.cursor)) return { items, pages, stopped: 'repeated_cursor' };
    if (items.length >= limits.maxItems) return { items, pages, stopped: 'item_limit' };
    if (pages >= limits.maxPages) return { items, pages, stopped: 'page_limit' };
    seen.add(page.cursor);
    cursor = page.cursor;
  }
}
