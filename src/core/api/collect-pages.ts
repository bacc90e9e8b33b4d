// Reads a cursor-paged listing to its end, within bounds: a node that repeats a cursor (or never
// stops) must not make the explorer fetch forever or hold every page in memory.

export type PagingStop = 'repeated_cursor' | 'page_limit' | 'item_limit';

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

/** `read(null)` is the first page; each page names the next cursor, null on the last. */
export async function collectPages<T>(read: (cursor: string | null) => Promise<{ items: T[]; cursor: string | null }>, limits: PagingLimits): Promise<CollectedPages<T>> {
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
    if (page.cursor === null) return { items, pages, stopped: null };
    if (seen.has(page.cursor)) return { items, pages, stopped: 'repeated_cursor' };
    if (items.length >= limits.maxItems) return { items, pages, stopped: 'item_limit' };
    if (pages >= limits.maxPages) return { items, pages, stopped: 'page_limit' };
    seen.add(page.cursor);
    cursor = page.cursor;
  }
}
