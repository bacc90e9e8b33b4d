// When a deep link's data read started, against its page's first chunk (index.html's page-assets list): the boot
// module sends the read, then preloads that chunk; without it the router would import the chunk first.
import type { Page } from '@playwright/test';

/** Start times (Resource Timing) of the first read whose URL ends with `readEnd`, and of page `kind`'s first chunk. */
export async function readAndChunkStarts(page: Page, readEnd: string, kind: string): Promise<{ read?: number; chunk?: number }> {
  return page.evaluate(
    ([end, pageKind]) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const assets = JSON.parse(document.getElementById('page-assets')?.textContent ?? '{}') as Record<string, { js: string[] }>;
      const read = entries.find((entry) => entry.name.endsWith(end));
      const chunk = entries.find((entry) => new URL(entry.name).pathname === assets[pageKind]?.js[0]);
      return { read: read?.startTime, chunk: chunk?.startTime };
    },
    [readEnd, kind] as const,
  );
}
